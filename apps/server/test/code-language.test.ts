import type { OutboxMessage } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from './codes-support';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer, testClient } from './support/test-server';

// Code texts (SMS and e-mail) are written in the asker's language: an explicit `lang`, else the
// Accept-Language the console sends (its UI language), else by the number's region / both in an e-mail.

const ZH = /验证码/;
const EN = /verification code/i;
const MINUTE = 60_000;

describe.each(testEngines)('the language of code texts ($name)', (engine) => {
  let server: TestServer;
  let mobiles = 0;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  const browser = (language?: string) => testClient(server.origin, { language: () => language });
  const outbox = async (receiver: string) =>
    (await server.newClient().get<OutboxMessage[]>('/dev/outbox', { query: { receiver } }))[0];
  const mainlandUser = async () => {
    const mobile = `86137${String(process.pid % 1000).padStart(3, '0')}${String(++mobiles).padStart(5, '0')}`;
    await addUser(server, { mobile });
    return mobile;
  };

  it('writes the SMS in the language the request names, whatever the number', async () => {
    const mobile = await mainlandUser();
    await browser('zh-CN').get('/auth/smscode', { query: { mobile, lang: 'en' } });
    const english = await outbox(mobile);
    expect(english?.body).toMatch(EN);
    expect(english?.body).not.toMatch(ZH);

    server.clock.advance(MINUTE + 1000);
    await browser().get('/auth/sms_code', { query: { mobile, codeType: 'changePasswordCode', lang: 'zh' } });
    expect((await outbox(mobile))?.body).toMatch(ZH);
  });

  it('falls back to Accept-Language, then to the number’s region', async () => {
    const international = '447700900321';
    await addUser(server, { mobile: international });
    await browser('zh-CN,zh;q=0.9,en;q=0.8').get('/auth/smscode', { query: { mobile: international } });
    expect((await outbox(international))?.body).toMatch(ZH);

    const mobile = await mainlandUser();
    await browser('en-GB').get('/auth/smscode', { query: { mobile } });
    expect((await outbox(mobile))?.body).toMatch(EN);

    const silent = await mainlandUser();
    await browser().get('/auth/smscode', { query: { mobile: silent } });
    expect((await outbox(silent))?.body).toMatch(ZH);
  });

  it('writes the e-mail in one language when one is known, in both when none is', async () => {
    const email = `lang-${process.pid}@example.com`;
    // Named as at sign-in (its user name); the code goes to its e-mail.
    const username = `u_${(await addUser(server, { email })).slice(0, 8)}`;
    await browser('en').get('/auth/recover_password', { query: { username, type: 'email' } });
    const english = await outbox(email);
    expect(english?.subject).toBe('Fleetkey verification code');
    expect(english?.body).not.toMatch(ZH);

    server.clock.advance(MINUTE + 1000);
    await browser('en').get('/auth/recover_password', {
      query: { username, type: 'email', lang: 'zh' },
    });
    const chinese = await outbox(email);
    expect(chinese?.subject).toBe('Fleetkey 验证码');
    expect(chinese?.body).not.toMatch(EN);

    server.clock.advance(MINUTE + 1000);
    await browser().get('/auth/recover_password', { query: { username, type: 'email' } });
    const both = await outbox(email);
    expect(both?.body).toMatch(ZH);
    expect(both?.body).toMatch(EN);
  });

  it('refuses a language the consoles do not have', async () => {
    const mobile = await mainlandUser();
    await expect(browser().get('/auth/smscode', { query: { mobile, lang: 'fr' } })).rejects.toMatchObject({
      status: 400,
    });
  });
});
