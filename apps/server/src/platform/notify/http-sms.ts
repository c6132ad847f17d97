import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import type { SmsProvider } from './sms-provider';

// A gateway that does not answer within this time is treated as down; the user may ask again.
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST `{ to, text }` as JSON to SMS_HTTP_URL, with
 * `Authorization: Bearer SMS_HTTP_TOKEN` when a token is set. Only a 2xx answer counts as sent; anything
 * else (refusal, no answer) is SMS_SEND_FAILED. The log names the status, never the text (it holds a code).
 */
export function httpSmsProvider(
  url: string,
  token: string | undefined,
  log: FastifyBaseLogger,
  timeoutMs = GATEWAY_TIMEOUT_MS,
): SmsProvider {
  const gateway = new URL(url).host;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    name: 'http',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        log.error({ err: error, gateway }, 'SMS gateway unreachable');
        throw AppError.of('SMS_SEND_FAILED');
      }
      // The body is not needed; reading it frees the connection for reuse.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        log.error({ gateway, status: response.status }, 'SMS gateway refused the message');
        throw AppError.of('SMS_SEND_FAILED');
      }
    },
  };
}
