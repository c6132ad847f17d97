import { RECHARGE_TYPES, type FundAdminOrderView, type ListResult, type OrderView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, registerUser } from './support/accounts';
import { superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { insertLicence, signedInUser } from './support/licence-rows';
import { startTestServer, type TestServer, testClient } from './support/test-server';

describe.each(testEngines)('billing from the user side ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  it('lists the recharge types', async () => {
    const { client } = await signedInUser(server);
    await expect(client.get('/billing/rechargeType')).resolves.toEqual(RECHARGE_TYPES);
  });

  it('records an order as awaiting payment with its transfer instructions — never a fake success', async () => {
    // A client that keeps each answer's status, to see the 201 the api-client unwraps away.
    const statuses: number[] = [];
    const client = testClient(server.origin, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      },
    });
    const { mobile, user } = await registerUser(server);
    await passwordLogin(client, mobile);
    const licenceId = await insertLicence(server, user.id, server.clock.now() + 86_400_000);
    const order = await client.post<OrderView>('/billing/order', {
      body: { rechargeType: 'renew6m', licenceId },
    });
    expect(statuses.at(-1)).toBe(201);
    expect(order).toEqual({
      id: expect.any(String),
      rechargeType: 'renew6m',
      licenceId,
      amountCents: 54000,
      currency: 'CNY',
      state: 'awaitingPayment',
      paymentAvailable: true,
      payOrder: expect.objectContaining({
        orderType: 'renewal',
        payType: 'transfer',
        amount: 54000,
        state: 'pending',
        instructions: expect.objectContaining({ kind: 'transfer' }),
      }),
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });

    const listed = await client.get<ListResult<OrderView>>('/billing/order');
    expect(listed).toMatchObject({ totalCount: 1, result: [{ id: order.id, state: 'awaitingPayment' }] });
    const stored = await server.db
      .selectFrom('billingOrders')
      .select('state')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe('awaitingPayment');
    const logs = await client.get<ListResult<{ content: string }>>('/logs');
    expect(logs.result[0]?.content).toMatch(/^ordered renew6m for licence L.*, awaiting payment$/);
  });

  it('takes an order without a licence, and lists only the own orders, newest first', async () => {
    const { client } = await signedInUser(server);
    const other = await signedInUser(server);
    await other.client.post('/billing/order', { body: { rechargeType: 'renew3m' } });
    const first = await client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    server.clock.advance(1000);
    const second = await client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew12m' } });
    expect(first).toMatchObject({ licenceId: null, amountCents: 30000 });
    const listed = await client.get<ListResult<OrderView>>('/billing/order');
    expect(listed.result.map((o) => o.id)).toEqual([second.id, first.id]);
  });

  it('moves the order to paid when an administrator confirms its transfer on the funds orders screen', async () => {
    const { client } = await signedInUser(server);
    const admin = await superAdmin(server);
    const order = await client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    const payOrderId = order.payOrder?.id ?? '';
    const pending = await admin.get<ListResult<FundAdminOrderView>>('/fund_admin/orders', {
      query: { state: 'pending', search: payOrderId },
    });
    expect(pending.result).toEqual([
      expect.objectContaining({ id: payOrderId, orderType: 'renewal', amount: 30000 }),
    ]);
    await admin.put(`/fund_admin/orders/${payOrderId}/confirm`);
    await expect(admin.put(`/fund_admin/orders/${payOrderId}/confirm`)).rejects.toMatchObject({
      code: 'PAY_ORDER_STATE_INVALID',
    });
    const listed = await client.get<ListResult<OrderView>>('/billing/order');
    expect(listed.result).toEqual([
      expect.objectContaining({
        id: order.id,
        state: 'paid',
        paymentAvailable: false,
        payOrder: expect.objectContaining({ state: 'paid' }),
      }),
    ]);
    // A renewal pays for a licence, not into a funds account: nothing is booked to a ledger.
    const entries = await server.db
      .selectFrom('fundEntries')
      .select('id')
      .where('reference', '=', payOrderId)
      .execute();
    expect(entries).toEqual([]);
  });

  it('refuses a payment gateway that is not configured, storing no order', async () => {
    const { client } = await signedInUser(server);
    await expect(
      client.post('/billing/order', { body: { rechargeType: 'renew3m', payType: 'gateway' } }),
    ).rejects.toMatchObject({ status: 409, code: 'PAY_TYPE_UNAVAILABLE' });
    await expect(client.get('/billing/order')).resolves.toMatchObject({ totalCount: 0 });
  });

  it("refuses another user's licence and an unknown one with 404, storing nothing", async () => {
    const { client } = await signedInUser(server);
    const other = await signedInUser(server);
    const theirs = await insertLicence(server, other.user.id, server.clock.now() + 86_400_000);
    for (const licenceId of [theirs, 'no-such-licence']) {
      await expect(
        client.post('/billing/order', { body: { rechargeType: 'renew3m', licenceId } }),
      ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    await expect(client.get('/billing/order')).resolves.toMatchObject({ totalCount: 0 });
    await expect(client.get('/logs')).resolves.toMatchObject({ totalCount: 0 });
  });

  it('answers bad input with 400 and no session with 401, never 500', async () => {
    const { client } = await signedInUser(server);
    for (const body of [
      {},
      { rechargeType: 'free' },
      { rechargeType: 'renew3m', licenceId: '' },
      { rechargeType: 3 },
    ]) {
      await expect(client.post('/billing/order', { body })).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(client.get('/billing/order', { query: { skip: -1 } })).rejects.toMatchObject({
      status: 400,
    });
    const anonymous = server.newClient();
    await expect(anonymous.get('/billing/rechargeType')).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.get('/billing/order')).rejects.toMatchObject({ status: 401 });
    await expect(
      anonymous.post('/billing/order', { body: { rechargeType: 'renew3m' } }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
