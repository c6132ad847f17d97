import type { CouponView, ListResult, MessageView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, newMobile, PASSWORD, solvedCaptcha } from './support/accounts';
import { testEngines } from './support/databases';
import { signedInUser } from './support/licence-rows';
import { startTestServer, type TestServer } from './support/test-server';

const DAY_MS = 86_400_000;

describe.each(testEngines)('the e-mail binding reward ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  let sequence = 0;
  const newEmail = () => `bind.${process.pid}.${Date.now()}.${(sequence += 1)}@example.com`;
  const emailRewards = (userId: string) =>
    server.db
      .selectFrom('rewards')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', 'emailBind')
      .execute();

  it('gives 3 two-month gift cards valid 186 days and a message on the first bind, and nothing on a change', async () => {
    const { client, user } = await signedInUser(server);
    const email = newEmail();
    await client.get('/auth/email_code', { query: { email, ...(await solvedCaptcha(client)) } });
    const before = server.clock.now();
    await client.put(`/users/${user.id}`, {
      query: { code: await latestCode(client, email) },
      body: { email },
    });

    const cards = await client.get<ListResult<CouponView>>('/coupons');
    expect(cards.totalCount).toBe(3);
    for (const card of cards.result) {
      expect(card).toMatchObject({
        type: 'gift',
        status: 'unused',
        extension: { unit: 'month', count: 2 },
        validityDays: 186,
        source: 'emailBind',
      });
      expect(card.validUntil - card.createdAt).toBe(186 * DAY_MS);
      expect(card.createdAt).toBeGreaterThanOrEqual(before);
    }
    const inbox = await client.get<ListResult<MessageView>>('/messages');
    expect(inbox.result).toMatchObject([{ type: 3, title: 'E-mail binding reward', read: false }]);

    // Changing to another address is not a first bind.
    const next = newEmail();
    await client.get('/auth/change_email_verify_code', { query: { email: next } });
    await expect(
      client.put(`/users/${user.id}`, {
        query: { code: await latestCode(client, next) },
        body: { email: next },
      }),
    ).resolves.toMatchObject({ email: next });
    await expect(client.get('/coupons')).resolves.toMatchObject({ totalCount: 3 });
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 1 });
  });

  it('gives the reward to an account that proves an e-mail at registration', async () => {
    const client = server.newClient();
    const mobile = newMobile();
    const email = newEmail();
    await client.get('/auth/sms_code', {
      query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
    });
    await client.get('/auth/email_code', {
      query: { email, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
    });
    const user = await client.post<{ id: string }>('/users', {
      body: {
        smsCode: await latestCode(client, mobile),
        mailCode: await latestCode(client, email),
        data: { mobile, email, password: PASSWORD },
      },
    });
    expect(await emailRewards(user.id)).toHaveLength(1);
    const cards = await server.db
      .selectFrom('coupons')
      .select('source')
      .where('userId', '=', user.id)
      .execute();
    expect(cards).toEqual([{ source: 'emailBind' }, { source: 'emailBind' }, { source: 'emailBind' }]);
  });

  it('gives nothing when the bind fails (wrong code)', async () => {
    const { client, user } = await signedInUser(server);
    const email = newEmail();
    await client.get('/auth/email_code', { query: { email, ...(await solvedCaptcha(client)) } });
    await expect(
      client.put(`/users/${user.id}`, { query: { code: '000000' }, body: { email } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(client.get('/coupons')).resolves.toMatchObject({ totalCount: 0 });
    await expect(emailRewards(user.id)).resolves.toEqual([]);
  });

  it('gives the reward once when 20 first binds of one account race', async () => {
    const { client, user } = await signedInUser(server);
    // Twenty addresses, each with its own valid bind code, so every request gets past the code check.
    const binds: { email: string; code: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const email = newEmail();
      await client.get('/auth/email_code', { query: { email, ...(await solvedCaptcha(client)) } });
      binds.push({ email, code: await latestCode(client, email) });
    }
    const outcomes = await Promise.allSettled(
      binds.map(({ email, code }) => client.put(`/users/${user.id}`, { query: { code }, body: { email } })),
    );
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    // A request that loaded the account after another bind committed checks a change code and fails: 4xx.
    for (const outcome of outcomes.filter((o) => o.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ status: expect.toSatisfy((s: number) => s >= 400 && s < 500) });

    await expect(client.get('/coupons')).resolves.toMatchObject({ totalCount: 3 });
    await expect(client.get('/messages')).resolves.toMatchObject({ totalCount: 1, unreadCount: 1 });
    await expect(emailRewards(user.id)).resolves.toHaveLength(1);
  });
});
