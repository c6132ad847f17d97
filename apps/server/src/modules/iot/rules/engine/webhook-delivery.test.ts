import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { postWebhook, webhookSignature } from './webhook-delivery';

describe('webhook delivery', () => {
  it('signs the body with HMAC-SHA256 under the secret', () => {
    const body = '{"a":1}';
    expect(webhookSignature('s3cret', body)).toBe(
      `sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`,
    );
  });

  it('refuses http and private literals unless allowed, without retrying', async () => {
    expect(await postWebhook('http://example.com/', 'k', '{}', {}, false)).toEqual({
      ok: false,
      error: 'address not allowed',
      retry: false,
    });
    expect(await postWebhook('https://10.1.2.3/', 'k', '{}', {}, false)).toMatchObject({ retry: false });
  });

  it('refuses a name that resolves to a private address, checked at connect time', async () => {
    // This machine's own name resolves to a loopback address (/etc/hosts), yet passes the literal check.
    expect(await postWebhook(`https://${hostname()}:9/`, 'k', '{}', {}, false)).toEqual({
      ok: false,
      error: 'address not public',
      retry: false,
    });
  });
});
