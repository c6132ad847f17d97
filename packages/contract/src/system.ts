import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

/** The looks of the IoT auth container's registration and forgot-password views (iot-console.md §2). */
export const AUTH_STYLES = ['first', 'second'] as const;
/** One look: `first` is the single classic form, `second` the wizard / SMS form. */
export type AuthStyle = (typeof AUTH_STYLES)[number];
/** A look as configuration names it. */
export const authStyleSchema = z.enum(AUTH_STYLES, { error: M.invalidOption });
/** The look used until an operator picks one. */
export const DEFAULT_AUTH_STYLE: AuthStyle = 'second';

/** Longest client version in the client info. */
export const CLIENT_VERSION_MAX = 32;
/** Longest client message in the client info. */
export const CLIENT_MESSAGE_MAX = 1024;
/** Longest client download path in the client info. */
export const CLIENT_PATH_MAX = 1024;

/**
 * Client info behind GET /config.json (licence-portal.md §3 "Client info config"), with the styles of the
 * IoT sign-up and forgot-password views; a stored config from before the styles existed reads the default.
 */
export const clientInfoConfigSchema = z.object({
  version: z.string().max(CLIENT_VERSION_MAX, M.tooLong),
  message: z.string().max(CLIENT_MESSAGE_MAX, M.tooLong),
  path: z.string().max(CLIENT_PATH_MAX, M.tooLong),
  registerStyle: authStyleSchema.default(DEFAULT_AUTH_STYLE),
  forgotStyle: authStyleSchema.default(DEFAULT_AUTH_STYLE),
});
/** Client info behind GET /config.json. */
export type ClientInfoConfig = z.infer<typeof clientInfoConfigSchema>;

/** Whether the server reaches a dependency now. */
export type DependencyState = 'ok' | 'down';

/**
 * GET /v1/health answer: 200 with status `ok`, or 503 (`DATABASE_UNAVAILABLE` first, else
 * `BROKER_UNAVAILABLE`) with this in `data` and status `unavailable`.
 */
export interface HealthStatus {
  status: 'ok' | 'unavailable';
  database: DependencyState;
  broker: DependencyState;
  /** While the broker is down: since when (epoch ms). */
  brokerDownSince?: number;
  /** The embedded broker's TCP port, which devices connect to; absent with an external broker. */
  mqttPort?: number;
  version: string;
}
