import {
  CAPTCHA_EXPIRY_MS,
  SERVER_MESSAGES,
  type CaptchaChallenge,
  type OutboxMessage,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { expectError } from './codes-support';
import { solvedCaptcha } from './support/accounts';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';

describe.each(testEngines)('outbox with OUTBOX_API=1 ($name)', (engine) => {
  const setup = sharedServer(engine, { env: { OUTBOX_API: '1' } });

  it("lists a receiver's newest 20 messages, newest first", async () => {
    const to = '8613800000001';
    for (let n = 1; n <= 21; n++) {
      await setup.server.notify.sms({ to, text: `message ${n}` });
      setup.server.clock.advance(1);
    }
    await setup.server.notify.sms({ to: '8613800000002', text: 'someone else' });
    const messages = await setup.client.get<OutboxMessage[]>('/dev/outbox', { query: { receiver: to } });
    expect(messages).toHaveLength(20);
    expect(messages.map((m) => m.body).slice(0, 2)).toEqual(['message 21', 'message 20']);
    expect(messages[0]).toEqual({
      channel: 'sms',
      receiver: to,
      subject: '',
      body: 'message 21',
      createdAt: expect.any(Number),
    });
  });

  it('keeps e-mail in the outbox when no SMTP_URL is set', async () => {
    await setup.client.get('/auth/email_code', {
      query: { email: 'Outbox@Example.com', ...(await solvedCaptcha(setup.client)) },
    });
    const [mail] = await setup.client.get<OutboxMessage[]>('/dev/outbox', {
      query: { receiver: 'OUTBOX@example.com' },
    });
    expect(mail).toMatchObject({ channel: 'email', receiver: 'outbox@example.com' });
    expect(mail?.subject).toContain('verification code');
    expect(mail?.body).toMatch(/Your verification code is \d{6}/);
  });

  it('answers a worded 404 DEV_OUTBOX_EMPTY for a receiver with no messages', async () => {
    await expectError(
      setup.client.get('/dev/outbox', { query: { receiver: 'nobody@example.com' } }),
      404,
      'DEV_OUTBOX_EMPTY',
      `${SERVER_MESSAGES.devOutboxEmpty}: nobody@example.com`,
    );
  });

  it('reads back the answer of a live captcha, and a worded 404 for an unknown, used or expired one', async () => {
    const { uuid } = await setup.client.get<CaptchaChallenge>('/auth/svg_code');
    await expect(setup.client.get(`/dev/captcha/${uuid}`)).resolves.toEqual({ answer: expect.any(String) });
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectError(
      setup.client.get(`/dev/captcha/${unknown}`),
      404,
      'DEV_CAPTCHA_UNKNOWN',
      `${SERVER_MESSAGES.devCaptchaUnknown}: ${unknown}`,
    );

    // A wrong answer uses the captcha up.
    const used = await setup.client.get<CaptchaChallenge>('/auth/svg_code');
    const { answer } = await setup.client.get<{ answer: string }>(`/dev/captcha/${used.uuid}`);
    const wrong = `${answer.toLowerCase().startsWith('z') ? 'y' : 'z'}${answer.slice(1)}`;
    const signIn = { user: '13800000009', password: 'Nobody123', svgCode: wrong, svgCodeUUID: used.uuid };
    await expectError(setup.client.post('/auth/login', { body: signIn }), 400, 'CAPTCHA_WRONG');
    await expectError(setup.client.get(`/dev/captcha/${used.uuid}`), 404, 'DEV_CAPTCHA_UNKNOWN');

    const late = await setup.client.get<CaptchaChallenge>('/auth/svg_code');
    setup.server.clock.advance(CAPTCHA_EXPIRY_MS);
    await expect(setup.client.get(`/dev/captcha/${late.uuid}`)).rejects.toMatchObject({
      status: 404,
      code: 'DEV_CAPTCHA_EXPIRED',
      message: expect.stringMatching(
        new RegExp(`^${SERVER_MESSAGES.devCaptchaExpired}: ${late.uuid} at .+Z, server clock .+Z$`),
      ),
    });
  });

  it('answers 400 for a missing receiver or a malformed uuid', async () => {
    await expectError(setup.client.get('/dev/outbox'), 400, 'VALIDATION_FAILED');
    await expectError(setup.client.get('/dev/captcha/not-a-uuid'), 400, 'VALIDATION_FAILED');
  });
});

describe.each(testEngines)('outbox without OUTBOX_API ($name)', (engine) => {
  const setup = sharedServer(engine);

  it('has no dev endpoints: they answer the ordinary 404', async () => {
    const client = setup.server.newClient();
    await setup.server.notify.sms({ to: '8613800000003', text: 'hidden' });
    await expectError(client.get('/dev/outbox', { query: { receiver: '8613800000003' } }), 404, 'NOT_FOUND');
    const { uuid } = await client.get<CaptchaChallenge>('/auth/svg_code');
    await expectError(client.get(`/dev/captcha/${uuid}`), 404, 'NOT_FOUND');
  });

  it('never stores a captcha answer in plain', async () => {
    const { uuid } = await setup.server.newClient().get<CaptchaChallenge>('/auth/svg_code');
    const row = await setup.server.db
      .selectFrom('captchas')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.answer).toBeNull();
  });

  it('still stores outbox messages for a local reader to find in the log or database', async () => {
    const rows = await setup.server.db
      .selectFrom('outbox')
      .selectAll()
      .where('receiver', '=', '8613800000003')
      .execute();
    expect(rows.map((r) => r.body)).toEqual(['hidden']);
  });
});
