import type { ApiClient } from '@fleetkey/api-client';
import type { ListResult, OrderAdminView, OrderView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governedAdmin, linkedRole, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { insertLicence, signedInUser } from './support/licence-rows';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('orders from the administrators’ side ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
  });
  afterAll(() => server.close());

  const move = (client: ApiClient, id: string, state: string) =>
    client.put<OrderAdminView>(`/billing/admin/orders/${id}/state`, { body: { state } });

  it('lists every user’s orders with the buyer and licence, filtered by state or buyer', async () => {
    const buyer = await signedInUser(server);
    const licenceId = await insertLicence(server, buyer.user.id, server.clock.now() + 86_400_000);
    const order = await buyer.client.post<OrderView>('/billing/order', {
      body: { rechargeType: 'renew12m', licenceId },
    });
    const other = await signedInUser(server);
    await other.client.post('/billing/order', { body: { rechargeType: 'renew3m' } });

    const all = await keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders');
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const listed = all.result.find((o) => o.id === order.id);
    expect(listed).toMatchObject({
      userId: buyer.user.id,
      username: buyer.user.username,
      licenceId,
      licenceNo: expect.stringMatching(/^L/),
      state: 'awaitingPayment',
      amountCents: 96000,
    });
    const mine = await keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
      query: { search: buyer.user.username },
    });
    expect(mine.result.map((o) => o.id)).toEqual([order.id]);
    const paid = await keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
      query: { state: 'fulfilled' },
    });
    expect(paid.result.some((o) => o.id === order.id)).toBe(false);
  });

  it('moves an order pending → contacted, paid by confirming its payment, → fulfilled, logs each move, and the buyer sees the state', async () => {
    const buyer = await signedInUser(server);
    const order = await buyer.client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    server.clock.advance(1000);
    expect(await move(keeper, order.id, 'contacted')).toMatchObject({ id: order.id, state: 'contacted' });
    // Paid is what the payment says: the order cannot be marked paid while its payment awaits the money.
    const payment = order.payOrder?.id ?? '';
    await expect(move(keeper, order.id, 'paid')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_PAID_THROUGH_PAYMENT',
      data: { paymentId: payment, paymentState: 'pending' },
    });
    await keeper.put(`/fund_admin/orders/${payment}/confirm`);
    const paid = await keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
      query: { search: buyer.user.username },
    });
    expect(paid.result[0]).toMatchObject({ id: order.id, state: 'paid', payOrder: { state: 'paid' } });
    server.clock.advance(1000);
    const before = server.clock.now();
    const fulfilled = await move(keeper, order.id, 'fulfilled');
    expect(fulfilled).toMatchObject({ id: order.id, state: 'fulfilled' });
    expect(fulfilled.updatedAt).toBeGreaterThanOrEqual(before);
    const theirs = await buyer.client.get<ListResult<OrderView>>('/billing/order');
    expect(theirs.result[0]).toMatchObject({ id: order.id, state: 'fulfilled' });
    const log = await server.db
      .selectFrom('oplogs')
      .select(['content', 'adminName'])
      .where('textKey', '=', 'movedOrder')
      .where('content', 'like', `%${order.id}%`)
      .orderBy('createdAt')
      .execute();
    expect(log.map((l) => l.content)).toEqual([
      `moved order ${order.id} of ${buyer.user.username} from awaitingPayment to contacted`,
      `moved order ${order.id} of ${buyer.user.username} from paid to fulfilled`,
    ]);
    expect(log.every((l) => l.adminName === 'keeper')).toBe(true);
  });

  it('refuses a move the flow does not allow with 409 ORDER_STATE_INVALID, and an unknown order with 404', async () => {
    const buyer = await signedInUser(server);
    const order = await buyer.client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    await expect(move(keeper, order.id, 'fulfilled')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_STATE_INVALID',
      data: { from: 'awaitingPayment', to: 'fulfilled' },
    });
    await move(keeper, order.id, 'cancelled');
    await expect(move(keeper, order.id, 'paid')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_STATE_INVALID',
    });
    await expect(move(keeper, 'no-such-order', 'paid')).rejects.toMatchObject({ status: 404 });
    await expect(move(keeper, order.id, 'refunded')).rejects.toMatchObject({ status: 400 });
  });

  it('needs orders:read to list and orders:write to move; users may not call either', async () => {
    const buyer = await signedInUser(server);
    const order = await buyer.client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    const { client: reader, admin } = await governedAdmin(server, keeper, 'orderreader');
    await expect(reader.get('/billing/admin/orders')).rejects.toMatchObject({ status: 403 });
    await linkedRole(keeper, admin.id, 'OrderReaders', [
      { type: 'permission', id: 'orders', permit: 'read' },
    ]);
    await expect(reader.get('/billing/admin/orders')).resolves.toMatchObject({
      totalCount: expect.any(Number),
    });
    await expect(move(reader, order.id, 'contacted')).rejects.toMatchObject({ status: 403 });
    await expect(buyer.client.get('/billing/admin/orders')).rejects.toMatchObject({ status: 403 });
  });
});
