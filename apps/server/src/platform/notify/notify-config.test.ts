import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('notify settings', () => {
  it('default to the outbox, no dev API and the documented sender', () => {
    expect(loadConfig({})).toMatchObject({
      sms: { provider: 'outbox' },
      outboxApi: false,
      mailFrom: 'Fleetkey <no-reply@localhost>',
      serverSecret: undefined,
    });
  });

  it('read the HTTP gateway, its token, the sender and the dev API flag', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      SMS_HTTP_TOKEN: 't0ken',
      MAIL_FROM: 'Ops <ops@example.com>',
      OUTBOX_API: '1',
    });
    expect(config).toMatchObject({
      sms: { provider: 'http', url: 'https://sms.example.com/send', token: 't0ken' },
      mailFrom: 'Ops <ops@example.com>',
      outboxApi: true,
    });
  });

  it.each([
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL: must be set when SMS_PROVIDER=http'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER: '],
    [{ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x' }, 'SMS_HTTP_URL: must start with http:// or https://'],
    [{ OUTBOX_API: 'yes' }, 'OUTBOX_API: '],
    [{ SERVER_SECRET: 'short' }, 'SERVER_SECRET: must be at least 32 characters'],
  ])('refuse %o naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
