import { addMonthsUtc, type CouponUseResult, type CouponView, type ListResult } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { insertCoupon, insertLicence, licenceExpiry, signedInUser } from './support/licence-rows';
import { startTestServer, type TestServer } from './support/test-server';

const DAY_MS = 86_400_000;

describe.each(testEngines)('coupon cards ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  const sixMonthsOn = () => addMonthsUtc(new Date(server.clock.now()), 6).getTime();
  const cards = (client: Awaited<ReturnType<typeof signedInUser>>['client'], status?: string) =>
    client.get<ListResult<CouponView>>('/coupons', { query: { status } });
  const card = async (id: string) =>
    server.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists only the own cards, with the status derived at the validity boundary and filtered', async () => {
    const { client, user } = await signedInUser(server);
    const other = await signedInUser(server);
    const now = server.clock.now();
    const fresh = await insertCoupon(server, user.id, { validUntil: now + 60_000 });
    const lapsed = await insertCoupon(server, user.id, { validUntil: now - 1 });
    const used = await insertCoupon(server, user.id, { usedAt: now - 5, validUntil: now - 1 });
    await insertCoupon(server, other.user.id);

    const all = await cards(client);
    expect(all.totalCount).toBe(3);
    expect(Object.fromEntries(all.result.map((c) => [c.id, c.status]))).toEqual({
      [fresh]: 'unused',
      [lapsed]: 'expired',
      [used]: 'used',
    });
    await expect(cards(client, 'unused')).resolves.toMatchObject({ totalCount: 1, result: [{ id: fresh }] });
    await expect(cards(client, 'expired')).resolves.toMatchObject({
      totalCount: 1,
      result: [{ id: lapsed }],
    });
    await expect(cards(client, 'used')).resolves.toMatchObject({ totalCount: 1, result: [{ id: used }] });

    // One minute later the fresh card has passed its validUntil unused: it is expired, in the filter too.
    server.clock.advance(61_000);
    await expect(cards(client, 'unused')).resolves.toMatchObject({ totalCount: 0 });
    const expired = await cards(client, 'expired');
    expect(expired.result.map((c) => c.id).sort()).toEqual([fresh, lapsed].sort());
    expect(expired.result.every((c) => c.status === 'expired')).toBe(true);
  });

  it('uses a card on a licence with exactly 6 months left: extends it, marks the card, writes a message and a log entry', async () => {
    const { client, user } = await signedInUser(server);
    const expiredAt = sixMonthsOn();
    const licenceId = await insertLicence(server, user.id, expiredAt);
    const couponId = await insertCoupon(server, user.id);

    const answer = await client.post<CouponUseResult>(`/coupons/${couponId}/use`, { body: { licenceId } });
    const extended = addMonthsUtc(new Date(expiredAt), 2).getTime();
    expect(answer).toEqual({ id: licenceId, expiredAt: extended });
    await expect(licenceExpiry(server, licenceId)).resolves.toBe(extended);
    await expect(card(couponId)).resolves.toMatchObject({
      usedLicenceId: licenceId,
      usedAt: expect.any(Number),
    });
    await expect(cards(client, 'used')).resolves.toMatchObject({
      result: [{ id: couponId, status: 'used' }],
    });
    await expect(client.get('/messages')).resolves.toMatchObject({
      totalCount: 1,
      unreadCount: 1,
      result: [{ type: 1, title: 'Card used', read: false }],
    });
    const logs = await client.get<ListResult<{ content: string }>>('/logs');
    expect(logs.result).toHaveLength(1);
    expect(logs.result[0]?.content).toMatch(/^used a gift card \(2 months\) on licence L/);
  });

  it('extends an expired licence from now, not from its old expiry', async () => {
    const { client, user } = await signedInUser(server);
    const licenceId = await insertLicence(server, user.id, server.clock.now() - 30 * DAY_MS);
    const couponId = await insertCoupon(server, user.id, {
      extensionUnit: 'day',
      extensionCount: 7,
      type: 'day',
    });
    const before = server.clock.now();
    const { expiredAt } = await client.post<CouponUseResult>(`/coupons/${couponId}/use`, {
      body: { licenceId },
    });
    expect(expiredAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expiredAt).toBeLessThan(before + 7 * DAY_MS + 60_000);
  });

  it('refuses a licence with more than 6 months left, with the spec message, and changes nothing', async () => {
    const { client, user } = await signedInUser(server);
    const expiredAt = sixMonthsOn() + 5_000;
    const licenceId = await insertLicence(server, user.id, expiredAt);
    const couponId = await insertCoupon(server, user.id);
    await expect(client.post(`/coupons/${couponId}/use`, { body: { licenceId } })).rejects.toMatchObject({
      status: 409,
      code: 'COUPON_NOT_USABLE',
      message: 'coupon usable only with at most 6 months left',
    });
    await expect(licenceExpiry(server, licenceId)).resolves.toBe(expiredAt);
    await expect(card(couponId)).resolves.toMatchObject({ usedAt: null, usedLicenceId: null });
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 0 });
  });

  it('refuses a used card and an expired card', async () => {
    const { client, user } = await signedInUser(server);
    const licenceId = await insertLicence(server, user.id, server.clock.now() + 30 * DAY_MS);
    const couponId = await insertCoupon(server, user.id);
    await client.post(`/coupons/${couponId}/use`, { body: { licenceId } });
    await expect(client.post(`/coupons/${couponId}/use`, { body: { licenceId } })).rejects.toMatchObject({
      status: 409,
      code: 'COUPON_USED',
    });
    const lapsed = await insertCoupon(server, user.id, { validUntil: server.clock.now() - 1 });
    await expect(client.post(`/coupons/${lapsed}/use`, { body: { licenceId } })).rejects.toMatchObject({
      status: 409,
      code: 'COUPON_EXPIRED',
    });
  });

  it('lets exactly one of 20 concurrent uses of a card through, and extends the licence once', async () => {
    const { client, user } = await signedInUser(server);
    const expiredAt = server.clock.now() + 10 * DAY_MS;
    const licenceId = await insertLicence(server, user.id, expiredAt);
    const couponId = await insertCoupon(server, user.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => client.post(`/coupons/${couponId}/use`, { body: { licenceId } })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ status: 409, code: 'COUPON_USED' });
    await expect(licenceExpiry(server, licenceId)).resolves.toBe(
      addMonthsUtc(new Date(expiredAt), 2).getTime(),
    );
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 1 });
  });

  it('adds up different cards used on one licence at the same time (no lost extension)', async () => {
    const { client, user } = await signedInUser(server);
    const expiredAt = server.clock.now() + DAY_MS;
    const licenceId = await insertLicence(server, user.id, expiredAt);
    const couponIds = await Promise.all(
      Array.from({ length: 5 }, () =>
        insertCoupon(server, user.id, { type: 'day', extensionUnit: 'day', extensionCount: 7 }),
      ),
    );
    await Promise.all(couponIds.map((id) => client.post(`/coupons/${id}/use`, { body: { licenceId } })));
    await expect(licenceExpiry(server, licenceId)).resolves.toBe(expiredAt + 35 * DAY_MS);
  });

  it("answers 404 for another user's card, another user's licence and an unknown card", async () => {
    const { client, user } = await signedInUser(server);
    const other = await signedInUser(server);
    const ownLicence = await insertLicence(server, user.id, server.clock.now() + DAY_MS);
    const ownCard = await insertCoupon(server, user.id);
    const theirLicence = await insertLicence(server, other.user.id, server.clock.now() + DAY_MS);
    const theirCard = await insertCoupon(server, other.user.id);

    for (const [couponId, licenceId] of [
      [theirCard, ownLicence],
      [ownCard, theirLicence],
      ['no-such-card', ownLicence],
      [ownCard, 'no-such-licence'],
    ] as const) {
      await expect(client.post(`/coupons/${couponId}/use`, { body: { licenceId } })).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    await expect(card(theirCard)).resolves.toMatchObject({ usedAt: null });
    await expect(card(ownCard)).resolves.toMatchObject({ usedAt: null });
  });

  it('answers bad input with 400 and no session with 401, never 500', async () => {
    const { client, user } = await signedInUser(server);
    const couponId = await insertCoupon(server, user.id);
    for (const call of [
      () => client.get('/coupons', { query: { status: 'lost' } }),
      () => client.get('/coupons', { query: { limit: 0 } }),
      () => client.get('/coupons', { query: { filter: '[' } }),
      () => client.post(`/coupons/${couponId}/use`, { body: {} }),
      () => client.post(`/coupons/${couponId}/use`, { body: { licenceId: '   ' } }),
      () => client.post(`/coupons/${couponId}/use`, { body: { licenceId: 'x'.repeat(37) } }),
      () => client.post(`/coupons/${'c'.repeat(37)}/use`, { body: { licenceId: 'x' } }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    const anonymous = server.newClient();
    await expect(anonymous.get('/coupons')).rejects.toMatchObject({ status: 401 });
    await expect(
      anonymous.post(`/coupons/${couponId}/use`, { body: { licenceId: 'x' } }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
