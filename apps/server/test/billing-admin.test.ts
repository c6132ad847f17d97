import type { ApiClient } from '@fleetkey/api-client';
import type { ListResult, OrderAdminView, OrderView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { governedAdmin, linkedRole, sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';
import { insertLicence, signedInUser } from './support/licence-rows';

describe.each(testEngines)('orders from the administrators’ side ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine, { env: { OUTBOX_API: '1' } });

  const move = (client: ApiClient, id: string, state: string) =>
    client.put<OrderAdminView>(`/billing/admin/orders/${id}/state`, { body: { state } });

  it('lists every user’s orders with the buyer and licence, filtered by state or buyer', async () => {
    const buyer = await signedInUser(setup.server);
    const licenceId = await insertLicence(setup.server, buyer.user.id, setup.server.clock.now() + 86_400_000);
    const order = await buyer.client.post<OrderView>('/billing/order', {
      body: { rechargeType: 'renew12m', licenceId },
    });
    const other = await signedInUser(setup.server);
    await other.client.post('/billing/order', { body: { rechargeType: 'renew3m' } });

    const all = await setup.keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders');
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
    const mine = await setup.keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
      query: { search: buyer.user.username },
    });
    expect(mine.result.map((o) => o.id)).toEqual([order.id]);
    const paid = await setup.keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
      query: { state: 'fulfilled' },
    });
    expect(paid.result.some((o) => o.id === order.id)).toBe(false);
  });

  it('moves an order pending → contacted, paid by confirming its payment, → fulfilled, logs each move, and the buyer sees the state', async () => {
    const buyer = await signedInUser(setup.server);
    const order = await buyer.client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    setup.server.clock.advance(1000);
    expect(await move(setup.keeper, order.id, 'contacted')).toMatchObject({
      id: order.id,
      state: 'contacted',
    });
    // Paid is what the payment says: the order cannot be marked paid while its payment awaits the money.
    const payment = order.payOrder?.id ?? '';
    await expect(move(setup.keeper, order.id, 'paid')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_PAID_THROUGH_PAYMENT',
      data: { paymentId: payment, paymentState: 'pending' },
    });
    await setup.keeper.put(`/fund_admin/orders/${payment}/confirm`);
    const paid = await setup.keeper.get<ListResult<OrderAdminView>>('/billing/admin/orders', {
      query: { search: buyer.user.username },
    });
    expect(paid.result[0]).toMatchObject({ id: order.id, state: 'paid', payOrder: { state: 'paid' } });
    setup.server.clock.advance(1000);
    const before = setup.server.clock.now();
    const fulfilled = await move(setup.keeper, order.id, 'fulfilled');
    expect(fulfilled).toMatchObject({ id: order.id, state: 'fulfilled' });
    expect(fulfilled.updatedAt).toBeGreaterThanOrEqual(before);
    const theirs = await buyer.client.get<ListResult<OrderView>>('/billing/order');
    expect(theirs.result[0]).toMatchObject({ id: order.id, state: 'fulfilled' });
    const log = await setup.server.db
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
    const buyer = await signedInUser(setup.server);
    const order = await buyer.client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    await expect(move(setup.keeper, order.id, 'fulfilled')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_STATE_INVALID',
      data: { from: 'awaitingPayment', to: 'fulfilled' },
    });
    await move(setup.keeper, order.id, 'cancelled');
    await expect(move(setup.keeper, order.id, 'paid')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_STATE_INVALID',
    });
    await expect(move(setup.keeper, 'no-such-order', 'paid')).rejects.toMatchObject({ status: 404 });
    await expect(move(setup.keeper, order.id, 'refunded')).rejects.toMatchObject({ status: 400 });
  });

  it('needs orders:read to list and orders:write to move; users may not call either', async () => {
    const buyer = await signedInUser(setup.server);
    const order = await buyer.client.post<OrderView>('/billing/order', { body: { rechargeType: 'renew3m' } });
    const { client: reader, admin } = await governedAdmin(setup.server, setup.keeper, 'orderreader');
    await expect(reader.get('/billing/admin/orders')).rejects.toMatchObject({ status: 403 });
    await linkedRole(setup.keeper, admin.id, 'OrderReaders', [
      { type: 'permission', id: 'orders', permit: 'read' },
    ]);
    await expect(reader.get('/billing/admin/orders')).resolves.toMatchObject({
      totalCount: expect.any(Number),
    });
    await expect(move(reader, order.id, 'contacted')).rejects.toMatchObject({ status: 403 });
    await expect(buyer.client.get('/billing/admin/orders')).rejects.toMatchObject({ status: 403 });
  });
});
