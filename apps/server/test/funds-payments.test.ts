import type { ApiClient } from '@fleetkey/api-client';
import type {
  FundAccountView,
  FundEntryView,
  ListResult,
  PayOrderView,
  PayProvidersView,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { bookEntry, ledgerMatches } from '../src/modules/money/funds/ledger';
import { signBody } from '../src/modules/money/funds/pay-providers/signature';
import { testEngines } from './support/databases';
import { signedInUser } from './support/devices';
import { confirmOrder, gatewayOrder, idempotent, openFunds, transferOrder } from './support/funds';
import { gatewayCallback, sharedServerWithGateway } from './support/pay-gateway';

describe.each(testEngines)(
  'pay orders, the payment gateway and administrators’ confirmations ($name)',
  (engine) => {
    const setup = sharedServerWithGateway(engine, { FUNDS_GATEWAY_TIMEOUT_MS: '2000' });

    const balanceOf = async (client: ApiClient) =>
      (await client.get<FundAccountView>('/fund_account')).balance;
    const callback = (body: object, signature?: string) => gatewayCallback(setup.server, body, signature);

    it('offers the transfer and the configured gateway', async () => {
      const { client } = await signedInUser(setup.server);
      await expect(client.get<PayProvidersView>('/pay_order/providers')).resolves.toEqual({
        payTypes: ['transfer', 'gateway'],
      });
    });

    it('makes one order per Idempotency-Key, refuses a key reused for another amount, and one missing', async () => {
      const { client } = await signedInUser(setup.server);
      await openFunds(client);
      await expect(
        client.post('/pay_order', { query: { pay_type: 'transfer', addition: 1_000 } }),
      ).rejects.toMatchObject({
        status: 400,
        code: 'IDEMPOTENCY_KEY_REQUIRED',
      });
      const [a, b] = await Promise.all([
        transferOrder(client, 1_000, 'recharge-key-0001'),
        transferOrder(client, 1_000, 'recharge-key-0001'),
      ]);
      expect(a.id).toBe(b.id);
      await expect(transferOrder(client, 2_000, 'recharge-key-0001')).rejects.toMatchObject({
        status: 409,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      await expect(client.get('/tradeflow')).resolves.toMatchObject({ totalCount: 1 });
    });

    it('answers a transfer with the bank details, and books its confirmation once, in the operation log', async () => {
      const { client } = await signedInUser(setup.server);
      await openFunds(client);
      const order = await transferOrder(client, 12_345);
      expect(order).toMatchObject({
        state: 'pending',
        amount: 12_345,
        currency: 'CNY',
        instructions: { kind: 'transfer', reference: order.id, bankName: expect.any(String) },
      });
      await expect(balanceOf(client)).resolves.toBe(0);
      const [first, second] = await Promise.allSettled([
        confirmOrder(setup.keeper, order.id),
        confirmOrder(setup.keeper, order.id),
      ]);
      const outcomes = [first, second].map((o) =>
        o.status === 'fulfilled' ? 'paid' : (o.reason as { code: string }).code,
      );
      expect(outcomes.sort()).toEqual(['PAY_ORDER_STATE_INVALID', 'paid']);
      await expect(balanceOf(client)).resolves.toBe(12_345);
      const logged = await setup.server.db
        .selectFrom('oplogs')
        .select(['textKey', 'content'])
        .where('textKey', '=', 'confirmedPayOrder')
        .where('content', 'like', `%${order.id}%`)
        .execute();
      expect(logged).toHaveLength(1);
      const trades = await client.get<ListResult<PayOrderView>>('/tradeflow', { query: { type: 'paid' } });
      expect(trades.result).toEqual([
        expect.objectContaining({ id: order.id, state: 'paid', instructions: null }),
      ]);

      const cancelled = await transferOrder(client, 500);
      await setup.keeper.put(`/fund_admin/orders/${cancelled.id}/cancel`);
      await expect(confirmOrder(setup.keeper, cancelled.id)).rejects.toMatchObject({
        code: 'PAY_ORDER_STATE_INVALID',
      });
      await expect(balanceOf(client)).resolves.toBe(12_345);
    });

    it('pays a gateway order only on a verified callback of the right amount and currency, once', async () => {
      const { client } = await signedInUser(setup.server);
      await openFunds(client);
      const order = await gatewayOrder(client, 8_800);
      expect(order.instructions).toEqual({
        kind: 'gateway',
        tradeType: 'qr',
        payUrl: `https://pay.example.test/checkout/${order.id}`,
      });
      expect(setup.gateway.received.find((r) => r.orderId === order.id)).toMatchObject({
        amount: 8_800,
        signed: true,
      });
      const paid = { orderId: order.id, amount: 8_800, currency: 'CNY', txnId: 'T-1', status: 'paid' };

      for (const [body, signature] of [
        [paid, signBody('another-secret-of-32-characters-xx', JSON.stringify(paid))],
        [paid, 'f'.repeat(64)],
        [{ ...paid, status: 'failed', orderId: 'no-such-order' }, undefined],
      ] as const) {
        await expect(callback(body, signature)).resolves.toMatchObject({
          status: 400,
          body: { code: 'PAYMENT_CALLBACK_INVALID' },
        });
      }
      // Verified payments that cannot be booked are kept for an administrator, not booked (issue 32).
      for (const body of [
        { ...paid, amount: 8_799, txnId: 'T-1-amount' },
        { ...paid, currency: 'USD', txnId: 'T-1-currency' },
        { ...paid, orderId: 'no-such-order', txnId: 'T-1-order' },
      ]) {
        await expect(callback(body)).resolves.toMatchObject({
          status: 202,
          body: { data: { state: 'held' } },
        });
      }
      await expect(balanceOf(client)).resolves.toBe(0);
      await expect(setup.keeper.put(`/fund_admin/orders/${order.id}/confirm`)).rejects.toMatchObject({
        code: 'PAY_ORDER_STATE_INVALID',
      });

      await expect(callback(paid)).resolves.toMatchObject({ status: 200, body: { data: { state: 'paid' } } });
      // A replay, a failure reported late: the order stays paid and is booked once.
      await expect(callback(paid)).resolves.toMatchObject({ status: 200, body: { data: { state: 'paid' } } });
      await expect(callback({ ...paid, status: 'failed' })).resolves.toMatchObject({
        body: { data: { state: 'paid' } },
      });
      await expect(balanceOf(client)).resolves.toBe(8_800);
      const flow = await client.get<ListResult<FundEntryView>>('/fundflow', { query: { type: 'recharge' } });
      expect(flow.result).toEqual([expect.objectContaining({ amount: 8_800, reference: order.id })]);
    });

    it('marks a failed gateway payment failed, and books it when the payment succeeds after all', async () => {
      const { client } = await signedInUser(setup.server);
      await openFunds(client);
      const order = await gatewayOrder(client, 3_000);
      const body = { orderId: order.id, amount: 3_000, currency: 'CNY', txnId: 'T-2' };
      await expect(callback({ ...body, status: 'failed' })).resolves.toMatchObject({
        body: { data: { state: 'failed' } },
      });
      await expect(balanceOf(client)).resolves.toBe(0);
      await expect(callback({ ...body, status: 'paid' })).resolves.toMatchObject({
        body: { data: { state: 'paid' } },
      });
      await expect(balanceOf(client)).resolves.toBe(3_000);
    });

    it('answers a gateway that is down with 502 and a failed order, never a page, and frees the key', async () => {
      const { client } = await signedInUser(setup.server);
      await openFunds(client);
      setup.gateway.state.mode = 'error';
      const headers = idempotent();
      const query = { pay_type: 'gateway', addition: 2_000 };
      await expect(client.post('/pay_order', { query, headers })).rejects.toMatchObject({
        status: 502,
        code: 'PAY_GATEWAY_FAILED',
      });
      const trades = await client.get<ListResult<PayOrderView>>('/tradeflow');
      expect(trades.result).toEqual([expect.objectContaining({ state: 'failed', instructions: null })]);
      setup.gateway.state.mode = 'ok';
      const retried = await client.post<PayOrderView>('/pay_order', { query, headers });
      expect(retried).toMatchObject({ state: 'pending', instructions: { kind: 'gateway' } });
      await expect(balanceOf(client)).resolves.toBe(0);
    });

    it('keeps the ledger whole under 1,000 concurrent usage charges and HTTP-confirmed recharges', async () => {
      const { client, user } = await signedInUser(setup.server);
      await openFunds(client);
      const orders: PayOrderView[] = [];
      for (let i = 0; i < 200; i++) orders.push(await transferOrder(client, 400));
      const charge = (i: number) =>
        setup.server.db.transaction().execute((trx) =>
          bookEntry(trx, {
            ownerId: user.id,
            type: 'usage',
            amount: -150,
            reference: null,
            note: '',
            key: `usage-${i}`,
            at: setup.server.clock.now(),
          }),
        );
      // Interleaved: confirmations over HTTP and charges on the server's database at once, 25 at a time: the
      // PostgreSQL pool gives up on a query that waits 5 s for one of its 10 connections, and a hundred at a
      // time made some wait that long on a loaded machine.
      const work = Array.from({ length: 1_000 }, (_, i) =>
        i % 5 === 0 ? () => confirmOrder(setup.keeper, orders[i / 5]?.id ?? '') : () => charge(i),
      );
      const outcomes: PromiseSettledResult<unknown>[] = [];
      for (let start = 0; start < work.length; start += 25) {
        outcomes.push(...(await Promise.allSettled(work.slice(start, start + 25).map((run) => run()))));
      }
      const refused = outcomes.filter((o) => o.status === 'rejected');
      for (const o of refused) expect(o.reason).toMatchObject({ code: 'FUND_INSUFFICIENT' });
      const entries = await setup.server.db
        .selectFrom('fundEntries')
        .selectAll()
        .where('ownerId', '=', user.id)
        .execute();
      expect(entries.filter((e) => e.type === 'recharge')).toHaveLength(200);
      expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      const balance = await balanceOf(client);
      expect(balance).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
      expect(balance).toBeGreaterThanOrEqual(0);
      await expect(ledgerMatches(setup.server.db)).resolves.toMatchObject({ matches: true });
    }, 300_000);

    it('downloads the flow as CSV with every entry of the filter', async () => {
      const { client } = await signedInUser(setup.server);
      await openFunds(client);
      for (const amount of [1_000, 2_000])
        await confirmOrder(setup.keeper, (await transferOrder(client, amount)).id);
      const { blob, fileName } = await client.getFile('/fundflow', {
        query: { format: 'csv', type: 'recharge' },
      });
      expect(fileName).toBe('fundflow.csv');
      const lines = (await blob.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('id,time,isodate,type,amount,balanceAfter,reference,note');
      expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['2000', '1000']);
    });
  },
);
