import { licenceValidateSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { errorAnswer, type FastAnswer } from '../../../platform/http/fast-lane';
import { plainValidateBody } from './licence-validate-body';
import { licenceValidator, type Verdict } from './licence-validation';

/**
 * POST /v1/licences/validate: a device presents its licence key and id and learns whether it may run.
 * The hot path of the licence server, so it runs in the fast lane in front of Fastify: no session, no
 * cookies (so no CSRF header either), a cached row or one indexed lookup, no per-request log line.
 */
export function licenceValidateRoutes(context: AppContext): void {
  const validate = licenceValidator(context);
  context.fastLane.post(
    '/v1/licences/validate',
    licenceValidateSchema,
    (body, ip) => {
      const verdict = validate(ip, body);
      return verdict instanceof Promise ? verdict.then(answer) : answer(verdict);
    },
    plainValidateBody,
  );
}

function answer(verdict: Verdict): FastAnswer {
  if (typeof verdict === 'number')
    return errorAnswer('RATE_LIMITED', undefined, { 'retry-after': String(verdict) });
  return { status: 200, body: { data: verdict } };
}
