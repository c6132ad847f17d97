import {
  accessProfileCreateSchema,
  deviceCreateSchema,
  deviceGroupCreateSchema,
  enterpriseFormSchema,
  sessionUserSchema,
  subuserCreateSchema,
  type DevSchemaName,
} from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { codeDescriptions } from './error-texts';

// GET /dev/{name} (iot-console.md §7): JSON Schema of the console's objects, generated from the contract's
// zod schemas so they cannot drift from what the server checks. The spec's spelling `orgnization` is kept.
const SCHEMAS = {
  subuser_access_schema: accessProfileCreateSchema,
  user_schema: sessionUserSchema,
  device_schema: deviceCreateSchema,
  orgnization_schema: enterpriseFormSchema(),
  subuser_schema: subuserCreateSchema,
  device_group_schema: deviceGroupCreateSchema,
} as const satisfies Record<DevSchemaName, z.ZodType>;

// What a body looks like on the way in: transforms (trimming, defaults) have no JSON Schema form.
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The schemas and the error-code catalogue (code, HTTP status, message, zh/en) for scripts against the API. */
export function schemasRoutes({ app }: AppContext): void {
  // One static route per name: /dev/outbox and /dev/captcha (test builds) must stay plain 404s elsewhere.
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    const document = jsonSchemaOf(schema);
    app.get(`/v1/dev/${name}`, { config: { audience: 'account' } }, async () => ({ data: document }));
  }
  const catalogue = codeDescriptions();
  app.get('/v1/dev/code_desc', { config: { audience: 'account' } }, async () => ({ data: catalogue }));
}
