import type { ApiClient } from '@fleetkey/api-client';
import {
  FUND_LIMITS,
  type FundAccountView,
  type FundEntryView,
  type ListResult,
  type RefundView,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMatches } from '../src/modules/money/funds/ledger';
import { latestCode, newMobile } from './support/accounts';
import { superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { signedInUser } from './support/devices';
import { PAY_PASSWORD, idempotent, openFunds, recharge } from './support/funds';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

const GRANT = 1_000;

describe.each(testEngines)('funds accounts, payment passwords and refunds ($name)', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { OUTBOX_API: '1', FUNDS_ACCOUNT_BALANCE_DEFAULT: String(GRANT) },
    });
    admin = await superAdmin(server);
  });
  afterAll(async () => {
    await expect(ledgerMatches(server.db)).resolves.toMatchObject({ matches: true });
    await server.close();
  });

  const account = (client: ApiClient) => client.get<FundAccountView>('/fund_account');

  it('opens with the configured grant booked as an entry, once, and never sends the payment password back', async () => {
    const { client } = await signedInUser(server);
    await expect(account(client)).resolves.toMatchObject({ state: 'unopened', balance: 0, openedAt: null });
    const opened = await openFunds(client);
    expect(opened).toMatchObject({
      state: 'active',
      balance: GRANT,
      frozen: 0,
      available: GRANT,
      refundable: 0,
    });
    expect(JSON.stringify(opened)).not.toMatch(/argon2|"payPassword(Hash)?"/);
    await expect(openFunds(client)).rejects.toMatchObject({ status: 409, code: 'FUND_ACCOUNT_OPEN' });
    const flow = await client.get<ListResult<FundEntryView>>('/fundflow');
    expect(flow.result).toEqual([
      expect.objectContaining({ type: 'grant', amount: GRANT, balanceAfter: GRANT }),
    ]);
    await expect(
      client.post('/fund_account', { body: { payPassword: '12345', confirmPayPassword: '12345' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('lists the flows of the spec’s `date` (a day or a month at the user’s midnight), and refuses a date beside from–to', async () => {
    const { client } = await signedInUser(server);
    await openFunds(client);
    // The day of the grant in UTC+8 (Date#getTimezoneOffset: -480), as a browser in China asks for it.
    const local = new Date(server.clock.now() + 8 * 3_600_000).toISOString();
    const day = local.slice(0, 10);
    const flows = (query: Record<string, string | number>) =>
      client.get<ListResult<FundEntryView>>('/fundflow', { query: { timezoneOffset: -480, ...query } });
    await expect(flows({ date: day })).resolves.toMatchObject({ totalCount: 1 });
    await expect(flows({ date: local.slice(0, 7) })).resolves.toMatchObject({ totalCount: 1 });
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    await expect(flows({ date: dayBefore })).resolves.toMatchObject({ totalCount: 0 });
    await expect(
      client.get('/tradeflow', { query: { date: day, timezoneOffset: -480 } }),
    ).resolves.toMatchObject({ totalCount: 0 });
    await expect(flows({ date: day, from: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(flows({ date: '2025-13' })).rejects.toMatchObject({ status: 400 });
  });

  it('locks the payment password after five wrong ones, even against the right one, until the lock ends', async () => {
    const { client } = await signedInUser(server);
    await openFunds(client);
    const close = (payPassword: string) => client.delete('/fund_account', { body: { payPassword } });
    for (let left = FUND_LIMITS.payPasswordAttempts - 1; left > 0; left--) {
      await expect(close('000000')).rejects.toMatchObject({
        status: 403,
        code: 'PAY_PASSWORD_WRONG',
        data: { attemptsLeft: left },
      });
    }
    await expect(close('000000')).rejects.toMatchObject({ status: 429, code: 'PAY_PASSWORD_LOCKED' });
    // The right password is refused too while locked (the balance would also refuse the close).
    await expect(close(PAY_PASSWORD)).rejects.toMatchObject({ code: 'PAY_PASSWORD_LOCKED' });
    const locked = await account(client);
    expect(locked.payPasswordLockedUntil).toBeGreaterThan(server.clock.now());
    server.clock.advance(FUND_LIMITS.payPasswordLockMs + 1);
    await expect(close(PAY_PASSWORD)).rejects.toMatchObject({ code: 'FUND_ACCOUNT_NOT_EMPTY' });
    await expect(account(client)).resolves.toMatchObject({ payPasswordLockedUntil: null });
  });

  it('changes the payment password with a code sent to the main account’s mobile', async () => {
    const { client, user } = await signedInUser(server);
    const mobile = newMobile();
    await server.db.updateTable('users').set({ mobile }).where('id', '=', user.id).execute();
    await openFunds(client);
    await expect(
      client.get('/fund_account/change_password_code', {
        query: { username: 'someone_else', type: 'mobile' },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await client.get('/fund_account/change_password_code', {
      query: { username: user.username, type: 'mobile' },
    });
    const code = await latestCode(client, mobile);
    await client.put('/fund_account', {
      body: { code, payPassword: '135790', confirmPayPassword: '135790' },
    });
    // The code is used up; the new password is the one that counts now.
    await expect(
      client.put('/fund_account', { body: { code, payPassword: '111111', confirmPayPassword: '111111' } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.delete('/fund_account', { body: { payPassword: PAY_PASSWORD } }),
    ).rejects.toMatchObject({
      code: 'PAY_PASSWORD_WRONG',
    });
    await expect(client.delete('/fund_account', { body: { payPassword: '135790' } })).rejects.toMatchObject({
      code: 'FUND_ACCOUNT_NOT_EMPTY',
    });
  });

  it('refuses to close with money left, closes at zero, and grants nothing more on opening again', async () => {
    const { client, user } = await signedInUser(server);
    await openFunds(client);
    await expect(
      client.delete('/fund_account', { body: { payPassword: PAY_PASSWORD } }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'FUND_ACCOUNT_NOT_EMPTY',
      data: { balance: GRANT },
    });
    await admin.post('/fund_admin/adjustments', {
      body: { username: user.username, amount: -GRANT, reason: 'closing the test account' },
      headers: idempotent(),
    });
    await expect(
      client.delete('/fund_account', { body: { payPassword: PAY_PASSWORD } }),
    ).resolves.toMatchObject({
      state: 'closed',
      balance: 0,
    });
    await expect(account(client)).resolves.toMatchObject({ state: 'closed' });
    await expect(openFunds(client)).resolves.toMatchObject({ state: 'active', balance: 0 });
  });

  it('freezes a refund at once, unfreezes a rejected one, books an approved one, and caps the amount', async () => {
    const { client } = await signedInUser(server);
    await openFunds(client);
    await recharge(client, admin, 10_000);
    const ask = (amount: number, payPassword = PAY_PASSWORD) =>
      client.post<RefundView>('/fund_account/refund', {
        body: { amount, reason: 'project ended', payPassword },
        headers: idempotent(),
      });
    // The grant is not refundable: only recharged money goes back.
    await expect(account(client)).resolves.toMatchObject({ balance: 11_000, refundable: 10_000 });
    await expect(ask(10_001)).rejects.toMatchObject({
      status: 409,
      code: 'REFUND_TOO_LARGE',
      data: { refundable: 10_000 },
    });
    await expect(ask(100, '999999')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });

    const first = await ask(3_000);
    expect(first).toMatchObject({ state: 'pending', amount: 3_000 });
    await expect(account(client)).resolves.toMatchObject({
      balance: 11_000,
      frozen: 3_000,
      available: 8_000,
      refundable: 7_000,
    });
    await expect(ask(7_001)).rejects.toMatchObject({ code: 'REFUND_TOO_LARGE', data: { refundable: 7_000 } });
    await expect(
      client.delete('/fund_account', { body: { payPassword: PAY_PASSWORD } }),
    ).rejects.toMatchObject({
      code: 'FUND_ACCOUNT_NOT_EMPTY',
      data: { pendingRefunds: 1 },
    });

    await admin.put(`/fund_admin/refunds/${first.id}/reject`, {
      body: { note: 'contract runs to year end' },
    });
    await expect(account(client)).resolves.toMatchObject({ balance: 11_000, frozen: 0, refundable: 10_000 });
    await expect(admin.put(`/fund_admin/refunds/${first.id}/approve`, { body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'REFUND_STATE_INVALID',
    });

    const second = await ask(2_000);
    await admin.put(`/fund_admin/refunds/${second.id}/approve`, { body: {} });
    await expect(account(client)).resolves.toMatchObject({ balance: 9_000, frozen: 0, refundable: 8_000 });
    const flow = await client.get<ListResult<FundEntryView>>('/fundflow', { query: { type: 'refund' } });
    expect(flow.result).toEqual([
      expect.objectContaining({ type: 'refund', amount: -2_000, balanceAfter: 9_000, reference: second.id }),
    ]);
    const refunds = await client.get<ListResult<RefundView>>('/fund_account/refund');
    expect(refunds.result.map((r) => [r.id, r.state])).toEqual([
      [second.id, 'approved'],
      [first.id, 'rejected'],
    ]);
  });

  it('answers a retried refund request with the first request, freezing once', async () => {
    const { client } = await signedInUser(server);
    await openFunds(client);
    await recharge(client, admin, 5_000);
    const headers = idempotent();
    const body = { amount: 1_000, reason: 'duplicate payment', payPassword: PAY_PASSWORD };
    const [a, b] = await Promise.all([
      client.post<RefundView>('/fund_account/refund', { body, headers }),
      client.post<RefundView>('/fund_account/refund', { body, headers }),
    ]);
    expect(a.id).toBe(b.id);
    await expect(account(client)).resolves.toMatchObject({ frozen: 1_000 });
    await expect(
      client.post('/fund_account/refund', { body: { ...body, amount: 1_500 }, headers }),
    ).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    await expect(client.post('/fund_account/refund', { body })).rejects.toMatchObject({
      status: 400,
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
  });

  it('refuses a sub-user without the funds grant, and lets funds:read read but not write', async () => {
    const { client: owner } = await signedInUser(server);
    await openFunds(owner);
    const { client: none } = await signedInSubuser(server, owner, (await createProfile(owner, {})).id);
    await expect(account(none)).rejects.toMatchObject({
      status: 403,
      data: { resource: 'funds', action: 'read' },
    });
    const { client: reader } = await signedInSubuser(
      server,
      owner,
      (await createProfile(owner, { funds: ['read'] })).id,
    );
    await expect(account(reader)).resolves.toMatchObject({ state: 'active', balance: GRANT });
    await expect(reader.get('/fundflow')).resolves.toMatchObject({ totalCount: 1 });
    await expect(
      reader.post('/pay_order', { query: { pay_type: 'transfer', addition: 1_000 }, headers: idempotent() }),
    ).rejects.toMatchObject({ status: 403, data: { resource: 'funds', action: 'write' } });
    await expect(
      reader.delete('/fund_account', { body: { payPassword: PAY_PASSWORD } }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
