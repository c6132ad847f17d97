import type { FundAdminOrderView, ListResult, PaymentToSettleView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/accounts/auth/passwords';
import { bookEntry } from '../src/modules/money/funds/ledger';
import { testEngines } from './support/databases';
import { signedInUser } from './support/devices';
import { gatewayOrder, openFunds, recharge } from './support/funds';
import { gatewayCallback, sharedServerWithGateway } from './support/pay-gateway';

// Issue 32 item 2: deleting an account never deletes money — it is refused while anything is left to
// settle, and otherwise closes the funds account and keeps its ledger; a gateway payment arriving for a
// closed account is kept for an administrator, never dropped.

describe.each(testEngines)('money outlives accounts ($name)', (engine) => {
  const setup = sharedServerWithGateway(engine);

  const PASSWORD = 'Abcd1234';
  // A test-session user with a password it can close its account with.
  const account = async () => {
    const signedIn = await signedInUser(setup.server);
    const passwordHash = await hashPassword(PASSWORD);
    await setup.server.db
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', signedIn.user.id)
      .execute();
    return signedIn;
  };
  const moneyRows = async (ownerId: string) => ({
    accounts: await setup.server.db
      .selectFrom('fundAccounts')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .execute(),
    entries: await setup.server.db
      .selectFrom('fundEntries')
      .select('id')
      .where('ownerId', '=', ownerId)
      .execute(),
    orders: await setup.server.db
      .selectFrom('payOrders')
      .select('id')
      .where('ownerId', '=', ownerId)
      .execute(),
  });
  const userExists = async (id: string) =>
    (await setup.server.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  // Spends the whole balance, so that nothing is left on the account.
  const spend = (ownerId: string, amount: number, key: string) =>
    setup.server.db.transaction().execute((trx) =>
      bookEntry(trx, {
        ownerId,
        type: 'usage',
        amount: -amount,
        reference: null,
        note: '',
        key,
        at: setup.server.clock.now(),
      }),
    );

  it('refuses to delete an account with 5,000 fen and a pending gateway order, saying what is left to settle', async () => {
    const { client, user } = await account();
    await openFunds(client);
    await recharge(client, setup.keeper, 5_000);
    await gatewayOrder(client, 1_000);
    const before = await moneyRows(user.id);
    await expect(client.delete(`/users/${user.id}`, { body: { password: PASSWORD } })).rejects.toMatchObject({
      status: 409,
      code: 'FUND_ACCOUNT_NOT_EMPTY',
      data: { balance: 5_000, frozen: 0, pendingOrders: 1, pendingRefunds: 0, unpaidBills: 0 },
    });
    expect(await userExists(user.id)).toBe(true);
    expect(await moneyRows(user.id)).toEqual(before);
  });

  it('deletes a settled account but keeps its funds account (closed), ledger entries and pay orders', async () => {
    const { client, user } = await account();
    await openFunds(client);
    await recharge(client, setup.keeper, 2_000);
    await spend(user.id, 2_000, 'spend-all');
    await client.delete(`/users/${user.id}`, { body: { password: PASSWORD } });
    expect(await userExists(user.id)).toBe(false);
    const after = await moneyRows(user.id);
    expect(after.accounts).toEqual([expect.objectContaining({ state: 'closed', balance: 0 })]);
    expect(after.entries).toHaveLength(2);
    expect(after.orders).toHaveLength(1);
    // Administrators still see the deleted account's order and funds account.
    const orders = await setup.keeper.get<ListResult<FundAdminOrderView>>('/fund_admin/orders', {
      query: { limit: 100 },
    });
    expect(orders.result.find((o) => o.id === after.orders[0]?.id)).toMatchObject({
      userId: user.id,
      username: '',
    });
  });

  it('keeps a gateway payment for a deleted account as a payment to settle, once, for an administrator to settle once', async () => {
    const { client, user } = await account();
    await openFunds(client);
    const order = await gatewayOrder(client, 4_200);
    const body = { orderId: order.id, amount: 4_200, currency: 'CNY', txnId: `T-closed-${order.id}` };
    await expect(gatewayCallback(setup.server, { ...body, status: 'failed' })).resolves.toMatchObject({
      status: 200,
    });
    await client.delete(`/users/${user.id}`, { body: { password: PASSWORD } });

    // The payer paid after all: the gateway hears 202 (taken), twice; it is kept once and booked nowhere.
    for (let i = 0; i < 2; i++) {
      await expect(gatewayCallback(setup.server, { ...body, status: 'paid' })).resolves.toMatchObject({
        status: 202,
        body: { data: { orderId: order.id, state: 'held' } },
      });
    }
    expect((await moneyRows(user.id)).entries).toHaveLength(0);
    const open = await setup.keeper.get<ListResult<PaymentToSettleView>>('/fund_admin/payments_to_settle', {
      query: { limit: 100 },
    });
    const mine = open.result.filter((p) => p.orderId === order.id);
    expect(mine).toEqual([
      expect.objectContaining({
        txnId: body.txnId,
        userId: user.id,
        amount: 4_200,
        currency: 'CNY',
        reason: 'accountClosed',
        settledAt: null,
      }),
    ]);
    const id = mine[0]?.id ?? '';
    await expect(
      setup.keeper.put<PaymentToSettleView>(`/fund_admin/payments_to_settle/${id}`, {
        body: { note: 'paid back to the card' },
      }),
    ).resolves.toMatchObject({
      settledBy: 'keeper',
      note: 'paid back to the card',
      settledAt: expect.any(Number),
    });
    await expect(
      setup.keeper.put(`/fund_admin/payments_to_settle/${id}`, { body: { note: 'again' } }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    const settled = await setup.keeper.get<ListResult<PaymentToSettleView>>(
      '/fund_admin/payments_to_settle',
      {
        query: { settled: 'true', limit: 100 },
      },
    );
    expect(settled.result.map((p) => p.id)).toContain(id);
    const stillOpen = await setup.keeper.get<ListResult<PaymentToSettleView>>(
      '/fund_admin/payments_to_settle',
      {
        query: { limit: 100 },
      },
    );
    expect(stillOpen.result.map((p) => p.id)).not.toContain(id);
  });

  it('keeps a verified payment of an unknown order with no owner, and lets no signed-in user list them', async () => {
    const txnId = `T-unknown-${Date.now()}`;
    await expect(
      gatewayCallback(setup.server, {
        orderId: 'gone-order',
        amount: 900,
        currency: 'CNY',
        txnId,
        status: 'paid',
      }),
    ).resolves.toMatchObject({ status: 202 });
    const open = await setup.keeper.get<ListResult<PaymentToSettleView>>('/fund_admin/payments_to_settle', {
      query: { limit: 100 },
    });
    expect(open.result.find((p) => p.txnId === txnId)).toMatchObject({
      reason: 'unknownOrder',
      userId: null,
    });
    const { client } = await signedInUser(setup.server);
    await expect(client.get('/fund_admin/payments_to_settle')).rejects.toMatchObject({
      status: expect.any(Number),
    });
  });
});
