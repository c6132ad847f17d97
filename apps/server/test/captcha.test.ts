import type { CaptchaChallenge } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { captchaService } from '../src/modules/accounts/captcha/captcha.service';
import { expectError } from './codes-support';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';

const MINUTE = 60_000;

/** Swaps upper and lower case: the check ignores case. */
const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

describe.each(testEngines)('captcha ($name)', (engine) => {
  const setup = sharedServer(engine, { env: { OUTBOX_API: '1' } });

  async function newCaptcha(): Promise<CaptchaChallenge & { answer: string }> {
    const challenge = await setup.client.get<CaptchaChallenge>('/auth/svg_code');
    const { answer } = await setup.client.get<{ answer: string }>(`/dev/captcha/${challenge.uuid}`);
    return { ...challenge, answer };
  }

  it('answers an SVG image and a uuid, never cached', async () => {
    const response = await fetch(`${setup.server.origin}/v1/auth/svg_code`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: CaptchaChallenge };
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.svgCode).toMatch(/^<svg [\s\S]*<\/svg>$/);
  });

  it('has 4-character answers, stored only as a keyed hash besides the dev copy', async () => {
    const { uuid, answer } = await newCaptcha();
    expect(answer).toMatch(/^[2-9A-Za-z]{4}$/);
    const row = await setup.server.db
      .selectFrom('captchas')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right answer in any case, once', async () => {
    const { uuid, answer } = await newCaptcha();
    const captcha = captchaService(setup.server);
    await captcha.verify(uuid, swapCase(answer));
    await expectError(captcha.verify(uuid, answer), 400, 'CAPTCHA_EXPIRED', 'invalid svg_code');
  });

  it('refuses a wrong answer with "check svg_code failed" and uses the captcha up', async () => {
    const { uuid, answer } = await newCaptcha();
    const captcha = captchaService(setup.server);
    await expectError(captcha.verify(uuid, 'zzzz'), 400, 'CAPTCHA_WRONG', 'check svg_code failed');
    await expectError(captcha.verify(uuid, answer), 400, 'CAPTCHA_EXPIRED');
  });

  it('expires after 5 minutes', async () => {
    const early = await newCaptcha();
    const late = await newCaptcha();
    // A minute each side of the limit: the server's clock runs on between the steps, for seconds on a loaded
    // machine, and the test is about the rule, not the machine's speed.
    setup.server.clock.advance(4 * MINUTE);
    await captchaService(setup.server).verify(early.uuid, early.answer);
    setup.server.clock.advance(2 * MINUTE);
    await expectError(captchaService(setup.server).verify(late.uuid, late.answer), 400, 'CAPTCHA_EXPIRED');
  });

  it('refuses an unknown uuid as expired', async () => {
    await expectError(captchaService(setup.server).verify('no-such-captcha', 'abcd'), 400, 'CAPTCHA_EXPIRED');
    await expectError(captchaService(setup.server).verify('', ''), 400, 'CAPTCHA_EXPIRED');
  });

  it('sweeps expired captchas out when a new one is made', async () => {
    const { uuid } = await newCaptcha();
    setup.server.clock.advance(5 * MINUTE);
    await setup.client.get('/auth/svg_code');
    const row = await setup.server.db
      .selectFrom('captchas')
      .select('uuid')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('lets only one of several simultaneous checks use a captcha', async () => {
    const { uuid, answer } = await newCaptcha();
    const captcha = captchaService(setup.server);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => captcha.verify(uuid, answer)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
