import { z } from 'zod';

/** Client info behind GET /config.json (licence-portal.md §3 "Client info config"). */
export const clientInfoConfigSchema = z.object({
  version: z.string().max(32),
  message: z.string().max(1024),
  path: z.string().max(1024),
});
/** Client info behind GET /config.json. */
export type ClientInfoConfig = z.infer<typeof clientInfoConfigSchema>;

/** GET /v1/health answer. */
export interface HealthStatus {
  status: 'ok';
  database: 'ok';
  version: string;
}
