import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookEntry, ledgerMatches, type BookingInput } from '../src/modules/money/funds/ledger';
import { testEngines } from './support/databases';
import { signedInUser } from './support/devices';
import { startTestServer, type TestServer } from './support/test-server';

// At most this many bookings wait at once: the PostgreSQL pool (10 connections) refuses a query that waited
// 5 s for a connection, and bookings of one account run one at a time (its row is locked): 100 queued at
// once waited longer than that at load 11–17, so the test failed by the machine's speed. Twice the pool
// keeps every connection busy contending for the same account row, which is what the test is about.
const IN_FLIGHT = 20;

/** Runs the tasks with at most `limit` under way at a time; the outcomes in the tasks' order. */
async function allSettledInFlight<T>(
  tasks: (() => Promise<T>)[],
  limit: number,
): Promise<PromiseSettledResult<T>[]> {
  const outcomes: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) {
      const task = tasks[i];
      if (!task) continue;
      outcomes[i] = await task().then(
        (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return outcomes;
}

describe.each(testEngines)('funds ledger ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A main account with an open funds account holding `balance` (booked as a grant). */
  async function openAccount(balance: number, creditLimit = 0): Promise<string> {
    const { user } = await signedInUser(server);
    const now = server.clock.now();
    await server.db
      .insertInto('fundAccounts')
      .values({
        ownerId: user.id,
        state: 'active',
        balance: 0,
        frozen: 0,
        creditLimit,
        payPasswordHash: 'unused',
        payPasswordFailures: 0,
        payPasswordLockedUntil: null,
        timeZone: 'Asia/Shanghai',
        openedAt: now,
        updatedAt: now,
      })
      .execute();
    if (balance > 0)
      await book({ ownerId: user.id, type: 'grant', amount: balance, key: `grant:${user.id}` });
    return user.id;
  }

  function book(input: Pick<BookingInput, 'ownerId' | 'type' | 'amount' | 'key'> & Partial<BookingInput>) {
    return server.db
      .transaction()
      .execute((trx) => bookEntry(trx, { reference: null, note: '', at: server.clock.now(), ...input }));
  }

  async function accountOf(ownerId: string) {
    return server.db
      .selectFrom('fundAccounts')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .executeTakeFirstOrThrow();
  }

  it('keeps the balance equal to the ledger and never below zero under 1,000 concurrent charges and recharges', async () => {
    const ownerId = await openAccount(5_000);
    const bookings = Array.from({ length: 1_000 }, (_, i) =>
      i % 2 === 0
        ? () => book({ ownerId, type: 'usage', amount: -300, key: `charge-${i}` })
        : () => book({ ownerId, type: 'recharge', amount: 200, key: `recharge-${i}` }),
    );
    const outcomes = await allSettledInFlight(bookings, IN_FLIGHT);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ code: 'FUND_INSUFFICIENT' });
    // Charges outrun recharges (150 000 against 100 000 on 5 000): some must be refused, none overdraw.
    expect(refused.length).toBeGreaterThan(0);
    const entries = await server.db
      .selectFrom('fundEntries')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .execute();
    expect(entries).toHaveLength(1 + 1_000 - refused.length);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    const account = await accountOf(ownerId);
    expect(account.balance).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
    expect(account.balance).toBeGreaterThanOrEqual(0);
    await expect(ledgerMatches(server.db)).resolves.toMatchObject({ matches: true, mismatches: [] });
  }, 120_000);

  it('books the same key once, answers the first entry, and refuses a different booking under it', async () => {
    const ownerId = await openAccount(1_000);
    const [first, second] = await Promise.all([
      book({ ownerId, type: 'usage', amount: -400, key: 'bill:2026-10' }),
      book({ ownerId, type: 'usage', amount: -400, key: 'bill:2026-10' }),
    ]);
    expect(first.entry.id).toBe(second.entry.id);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    await expect(book({ ownerId, type: 'usage', amount: -500, key: 'bill:2026-10' })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect((await accountOf(ownerId)).balance).toBe(600);
  });

  it('lets a debit go below zero only as far as the credit limit, counting frozen money as spent', async () => {
    const ownerId = await openAccount(1_000, 500);
    await server.db.updateTable('fundAccounts').set({ frozen: 300 }).where('ownerId', '=', ownerId).execute();
    await expect(book({ ownerId, type: 'usage', amount: -1_201, key: 'a' })).rejects.toMatchObject({
      code: 'FUND_INSUFFICIENT',
      data: { available: 700 },
    });
    await book({ ownerId, type: 'usage', amount: -1_200, key: 'b' });
    expect((await accountOf(ownerId)).balance).toBe(-200);
    await server.db.updateTable('fundAccounts').set({ frozen: 0 }).where('ownerId', '=', ownerId).execute();
  });

  it('refuses to book on an account that is not open', async () => {
    const { user } = await signedInUser(server);
    await expect(book({ ownerId: user.id, type: 'recharge', amount: 100, key: 'x' })).rejects.toMatchObject({
      code: 'FUND_ACCOUNT_NOT_OPEN',
    });
  });

  it('names the accounts whose balance differs from their entries', async () => {
    const ownerId = await openAccount(100);
    await server.db
      .updateTable('fundAccounts')
      .set({ balance: 150 })
      .where('ownerId', '=', ownerId)
      .execute();
    const check = await ledgerMatches(server.db);
    expect(check.matches).toBe(false);
    expect(check.mismatches).toEqual([
      { ownerId, balance: 150, entriesSum: 100, frozen: 0, pendingRefunds: 0 },
    ]);
    await server.db
      .updateTable('fundAccounts')
      .set({ balance: 100 })
      .where('ownerId', '=', ownerId)
      .execute();
  });
});
