import { licenceValidateSchema } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { errorAnswer } from '../../platform/http/fast-lane';
import { licenceValidator } from './licence-validation';

/**
 * POST /v1/licences/validate: a device presents its licence key and id and learns whether it may run.
 * The hot path of the licence server, so it runs in the fast lane in front of Fastify: no session, no
 * cookies (so no CSRF header either), one indexed lookup, no per-request log line.
 */
export function licenceValidateRoutes(context: AppContext): void {
  const validate = licenceValidator(context);
  context.fastLane.post('/v1/licences/validate', licenceValidateSchema, async (body, ip) => {
    const verdict = await validate(ip, body);
    if (typeof verdict === 'number')
      return errorAnswer('RATE_LIMITED', undefined, { 'retry-after': String(verdict) });
    return { status: 200, body: { data: verdict } };
  });
}
