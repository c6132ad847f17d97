import type { ApiClient } from '@fleetkey/api-client';
import type {
  CouponAdminView,
  CouponBatchView,
  CouponView,
  ListResult,
  MessageView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMobile, passwordLogin, registerUser } from './support/accounts';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

const DAY_MS = 86_400_000;

interface SignedIn {
  client: ApiClient;
  id: string;
  mobile: string;
}

describe.each(testEngines)('voucher administration: batches, issues, every card ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let reader: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
    const governed = await governedAdmin(server, keeper, 'cardreader');
    reader = governed.client;
    await linkedRole(keeper, governed.admin.id, 'cardReading', [
      { type: 'permission', id: 'vouchers', permit: 'read' },
    ]);
  });
  afterAll(() => server.close());

  const signedIn = async (): Promise<SignedIn> => {
    const { mobile, user } = await registerUser(server);
    const client = server.newClient();
    await passwordLogin(client, mobile);
    return { client, id: user.id, mobile };
  };
  const batchCards = (batchId: string, query: Record<string, string> = {}) =>
    keeper.get<ListResult<CouponAdminView>>('/coupons/admin', { query: { batchId, ...query } });
  const ownCards = (client: ApiClient) => client.get<ListResult<CouponView>>('/coupons');
  const cardMessages = async (client: ApiClient) =>
    (await client.get<ListResult<MessageView>>('/messages')).result.filter(
      (m) => m.title === 'Card voucher received',
    );
  const latestOplog = async () =>
    server.db.selectFrom('oplogs').selectAll().orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
  const newBatch = (body: Record<string, unknown>) =>
    keeper.post<CouponBatchView>('/coupons/batches', { body: { type: 'month', validityDays: 31, ...body } });

  it('creates a batch of unissued cards with the type’s default extension, and logs it', async () => {
    const batch = await newBatch({ type: 'quarter', validityDays: 93, count: 5, remark: 'Spring fair' });
    expect(batch).toMatchObject({
      type: 'quarter',
      validityDays: 93,
      extension: { unit: 'month', count: 3 },
      count: 5,
      issuedCount: 0,
      usedCount: 0,
      remark: 'Spring fair',
      adminName: 'keeper',
    });
    const cards = await batchCards(batch.id);
    expect(cards.totalCount).toBe(5);
    expect(
      cards.result.every((c) => c.status === 'unused' && c.owner === null && c.validUntil === null),
    ).toBe(true);
    await expect(latestOplog()).resolves.toMatchObject({
      adminName: 'keeper',
      content: 'created a batch of 5 quarter cards (93 days)',
    });
    const listed = await reader.get<ListResult<CouponBatchView>>('/coupons/batches', {
      query: { search: 'spring' },
    });
    expect(listed.result.map((b) => b.id)).toEqual([batch.id]);
  });

  it('issues cards of a batch by mobile: each user gets one, valid from the issue, and a message', async () => {
    const [first, second] = [await signedIn(), await signedIn()];
    const batch = await newBatch({
      type: 'day',
      validityDays: 7,
      count: 3,
      extension: { unit: 'day', count: 10 },
    });
    const issuedAt = server.clock.now();
    const after = await keeper.post<CouponBatchView>(`/coupons/batches/${batch.id}/issue`, {
      body: { mobiles: [first.mobile, second.mobile] },
    });
    expect(after).toMatchObject({ issuedCount: 2 });

    for (const user of [first, second]) {
      const own = await ownCards(user.client);
      expect(own.result).toHaveLength(1);
      expect(own.result[0]).toMatchObject({
        type: 'day',
        status: 'unused',
        extension: { unit: 'day', count: 10 },
      });
      expect(own.result[0]?.validUntil).toBeGreaterThanOrEqual(issuedAt + 7 * DAY_MS);
      const [note] = await cardMessages(user.client);
      expect(note).toMatchObject({ type: 3, read: false });
      expect(note?.content).toContain('adds 10 days');
    }
    const issued = await batchCards(batch.id, { issued: 'true' });
    expect(issued.result.map((c) => c.owner?.mobile).sort()).toEqual([first.mobile, second.mobile].sort());
    await expect(batchCards(batch.id, { issued: 'false' })).resolves.toMatchObject({ totalCount: 1 });
    await expect(latestOplog()).resolves.toMatchObject({
      content: `issued 2 day cards of batch ${batch.id}`,
    });
  });

  it('refuses to issue more cards than the batch has left: 409 and nothing issued', async () => {
    const users = [await signedIn(), await signedIn()];
    const batch = await newBatch({ count: 1 });
    await expect(
      keeper.post(`/coupons/batches/${batch.id}/issue`, { body: { userIds: users.map((u) => u.id) } }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'COUPON_BATCH_SHORT',
      data: { available: 1, requested: 2 },
    });
    await expect(batchCards(batch.id, { issued: 'false' })).resolves.toMatchObject({ totalCount: 1 });
    await expect(reader.get<ListResult<CouponBatchView>>('/coupons/batches')).resolves.toMatchObject({
      result: expect.arrayContaining([expect.objectContaining({ id: batch.id, issuedCount: 0 })]),
    });
    for (const user of users) {
      await expect(ownCards(user.client)).resolves.toMatchObject({ totalCount: 0 });
      await expect(cardMessages(user.client)).resolves.toEqual([]);
    }
    await expect(
      keeper.post(`/coupons/batches/${randomUUID()}/issue`, { body: { userIds: [users[0]?.id] } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('creates a batch issued at once to recipients; unknown recipients or too few cards change nothing', async () => {
    const user = await signedIn();
    const batch = await newBatch({
      type: 'gift',
      validityDays: 186,
      count: 2,
      recipients: { userIds: [user.id] },
    });
    expect(batch).toMatchObject({ count: 2, issuedCount: 1, extension: { unit: 'month', count: 2 } });
    await expect(ownCards(user.client)).resolves.toMatchObject({
      totalCount: 1,
      result: [{ type: 'gift', source: 'admin' }],
    });

    const batches = async () =>
      (await reader.get<ListResult<CouponBatchView>>('/coupons/batches')).totalCount;
    const before = await batches();
    const stranger = newMobile();
    await expect(
      newBatch({ count: 2, recipients: { mobiles: [user.mobile, stranger] } }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'RECIPIENTS_UNKNOWN',
      data: { mobiles: [stranger] },
    });
    const other = await signedIn();
    await expect(newBatch({ count: 1, recipients: { userIds: [user.id, other.id] } })).rejects.toMatchObject({
      status: 409,
      code: 'COUPON_BATCH_SHORT',
    });
    expect(await batches()).toBe(before);
    await expect(ownCards(other.client)).resolves.toMatchObject({ totalCount: 0 });
  });

  it('validates batches at the edge', async () => {
    for (const body of [
      { count: 0 },
      { count: 1001 },
      { count: 1, validityDays: 30 },
      { count: 1, type: 'year' },
      { count: 1, extension: { unit: 'month', count: 37 } },
      { count: 1, recipients: {} },
      { count: 1, recipients: { userIds: ['a'], mobiles: ['8613900000000'] } },
    ]) {
      await expect(newBatch(body), JSON.stringify(body)).rejects.toMatchObject({ status: 400 });
    }
    await expect(keeper.get('/coupons/admin', { query: { status: 'lost' } })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('lists every card by type and status, searches owners, and exports the view as CSV', async () => {
    const owner = await signedIn();
    const batch = await newBatch({ type: 'month', count: 2, recipients: { userIds: [owner.id] } });
    const byOwner = await keeper.get<ListResult<CouponAdminView>>('/coupons/admin', {
      query: { search: owner.mobile.slice(-8), type: 'month' },
    });
    expect(byOwner.result).toHaveLength(1);
    expect(byOwner.result[0]).toMatchObject({
      batchId: batch.id,
      status: 'unused',
      owner: { id: owner.id, mobile: owner.mobile },
    });
    await expect(
      keeper.get('/coupons/admin', { query: { search: owner.mobile.slice(-8), type: 'gift' } }),
    ).resolves.toMatchObject({ totalCount: 0 });

    const file = await keeper.getFile('/coupons/admin/export', {
      query: { batchId: batch.id, issued: 'true' },
    });
    expect(file.fileName).toBe('cards.csv');
    expect(file.blob.type).toContain('text/csv');
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,type,status,adds,validity days,valid until,owner,owner mobile,batch,source,issued at,used at,created at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,month,unused,1 month,31,`);
    expect(lines[1]).toContain(`,${owner.mobile},${batch.id},admin,`);
  });

  it('keeps administration to administrators: read-only gets 403 on writes, users on everything', async () => {
    const user = await signedIn();
    const batch = await newBatch({ count: 1 });
    const writes = [
      ['POST', '/coupons/batches', { type: 'month', validityDays: 31, count: 1 }],
      ['POST', `/coupons/batches/${batch.id}/issue`, { userIds: [user.id] }],
    ] as const;
    for (const [method, path, body] of writes) {
      expect(await statusOf(reader, method, path, body), path).toBe(403);
      expect(await statusOf(user.client, method, path, body), path).toBe(403);
    }
    for (const path of ['/coupons/batches', '/coupons/admin', '/coupons/admin/export']) {
      expect(await statusOf(reader, 'GET', path), path).toBe(200);
      expect(await statusOf(user.client, 'GET', path), path).toBe(403);
    }
    await expect(ownCards(user.client)).resolves.toMatchObject({ totalCount: 0 });
    await expect(batchCards(batch.id, { issued: 'false' })).resolves.toMatchObject({ totalCount: 1 });
  });

  it('expires issued cards on time by the server clock; unissued cards wait for their issue', async () => {
    const user = await signedIn();
    const batch = await newBatch({
      type: 'day',
      validityDays: 7,
      count: 2,
      recipients: { userIds: [user.id] },
    });
    await keeper.put('/test/clock', { body: { advanceMs: 7 * DAY_MS - 60_000 } });
    // Sessions lapse after 12 idle hours: sign in again after moving the clock by days.
    const admin = await superAdmin(server, 'keeper2');
    const client = server.newClient();
    await passwordLogin(client, user.mobile);
    await expect(
      admin.get('/coupons/admin', { query: { batchId: batch.id, status: 'unused' } }),
    ).resolves.toMatchObject({
      totalCount: 2,
    });

    await admin.put('/test/clock', { body: { advanceMs: 120_000 } });
    const expired = await admin.get<ListResult<CouponAdminView>>('/coupons/admin', {
      query: { batchId: batch.id, status: 'expired' },
    });
    expect(expired.result.map((c) => c.owner?.id)).toEqual([user.id]);
    await expect(
      admin.get('/coupons/admin', { query: { batchId: batch.id, status: 'unused', issued: 'false' } }),
    ).resolves.toMatchObject({ totalCount: 1 });
    await expect(client.get('/coupons', { query: { status: 'expired' } })).resolves.toMatchObject({
      totalCount: 1,
    });

    // A card issued now runs its own 7 days from now.
    const later = await signedIn();
    await admin.post(`/coupons/batches/${batch.id}/issue`, { body: { userIds: [later.id] } });
    await expect(ownCards(later.client)).resolves.toMatchObject({ result: [{ status: 'unused' }] });
  });
});
