import { isPrivateHost, WEBHOOK_SIGNATURE_HEADER } from '@fleetkey/contract';
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** How long one delivery may take, connection and answer included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Answer bytes kept for the log. */
const ANSWER_KEPT = 200;

/** What one POST did. */
export type WebhookOutcome = { ok: true; status: number } | { ok: false; error: string; retry: boolean };

/** `sha256=<hex>` of the body under the secret: what the receiver recomputes to trust the call. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const hostOf = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * A DNS lookup that refuses non-public addresses: checking the address the socket really connects to (not
 * an earlier lookup) leaves no gap for a name that changes its answer between check and call.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const allowed = addresses.filter((entry) => !isPrivateHost(hostOf(entry.address)));
    const first = allowed[0];
    if (!first)
      return callback(Object.assign(new Error('address not public'), { code: 'EADDRNOTPUBLIC' }), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    callback(null, first.address, first.family);
  });
};

/**
 * POSTs a JSON body to a webhook, signed, once. 2xx is done; a network failure, a timeout, 408, 429 and 5xx
 * may succeed later (retry); other answers will not. Redirects are not followed (they could lead inside the
 * network). Unless `allowPrivate`, the URL's host must resolve to public addresses only.
 */
export function postWebhook(
  url: string,
  secret: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<WebhookOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ ok: false, error: 'invalid URL', retry: false });
    }
    if (!allowPrivate && (target.protocol !== 'https:' || isPrivateHost(target.hostname)))
      return resolve({ ok: false, error: 'address not allowed', retry: false });
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Fleetkey-Webhook/1',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, body),
          ...headers,
        },
        timeout: WEBHOOK_TIMEOUT_MS,
        // A connection per delivery: no idle socket the receiver may close under the next one, and every
        // connection passes the address check.
        agent: false,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_KEPT) answer += chunk;
        });
        response.on('end', () => {
          if (status >= 200 && status < 300) return resolve({ ok: true, status });
          const retry = status === 408 || status === 429 || status >= 500;
          resolve({ ok: false, error: `HTTP ${status} ${answer.slice(0, ANSWER_KEPT)}`.trim(), retry });
        });
        response.on('error', (error) => resolve({ ok: false, error: error.message, retry: true }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, error: error.message, retry: error.code !== 'EADDRNOTPUBLIC' }),
    );
    request.end(body);
  });
}
