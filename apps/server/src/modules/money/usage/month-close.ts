import type { PriceList } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { bookEntry } from '../funds/ledger';
import { ledgerRepository, type FundAccountRow } from '../funds/ledger.repository';
import { billsRepository, type BillRow } from './bills.repository';
import { priceUsage } from './bill-lines';
import { dayIn, daysOfPeriod, nextPeriod, periodOfDay, previousPeriod } from './usage-days';

// The month close: once an account's month has ended in its zone, its usage becomes a bill and the bill's
// charge is booked to the ledger in the same transaction. Exactly once across nodes without a lease: the
// bill's UNIQUE(owner_id, period) is the claim (on PostgreSQL a second node's insert waits for the first
// transaction and then finds the month billed; it books nothing), and the ledger key `bill:{id}` makes the
// charge itself idempotent. What the account cannot cover is left owed (state unpaid) and settled later
// from new money, oldest bill first, each payment its own entry keyed by what was paid before it, so two
// nodes settling at once book it once (the second's compare-and-set on `paid` fails and rolls back).
//
// Accounts without an open funds account are billed too: their bills stay unpaid until an account is
// opened and has money.

/** Bills settled per pass, so one pass stays short. */
const SETTLE_BATCH = 200;

/** What a pass did. */
export interface CloseOutcome {
  closed: number;
  settled: number;
}

/** What the job needs. */
export interface MonthCloseDeps {
  db: Db;
  prices: PriceList;
  defaultZone: string;
  log: FastifyBaseLogger;
}

/** A payment lost a race with another node's: its transaction is rolled back. */
class PaymentRaced extends Error {}

/** What an open account may pay now (within its credit limit); nothing for an unopened one. */
function availableOf(account: FundAccountRow | undefined): number {
  if (!account || account.state !== 'active') return 0;
  return Math.max(0, account.balance - account.frozen + account.creditLimit);
}

/** The month close job of a node. */
export function monthClose({ db, prices, defaultZone, log }: MonthCloseDeps) {
  /** Closes one owner's month; answers whether this call closed it. */
  function closeMonth(ownerId: string, period: string, zone: string, at: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      // The account first: every writer of an account's money takes its row lock in that order.
      const account = await ledgerRepository(trx).lock(ownerId);
      const bills = billsRepository(trx);
      const { lines, total } = priceUsage(await bills.monthUsage(ownerId, period), prices);
      const id = randomUUID();
      const pay = Math.min(total, availableOf(account));
      const stored = await bills.insert(
        {
          id,
          ownerId,
          period,
          state: pay === total ? 'paid' : 'unpaid',
          timeZone: zone,
          prices: JSON.stringify(prices),
          total,
          paid: pay,
          closedAt: at,
        },
        lines.map((line) => ({ billId: id, ...line })),
      );
      if (!stored) return false;
      if (pay > 0)
        await bookEntry(trx, {
          ownerId,
          type: 'usage',
          amount: -pay,
          reference: id,
          note: period,
          key: `bill:${id}`,
          at,
        });
      return true;
    });
  }

  /** Pays what the account can of one unpaid bill; answers whether it paid anything. */
  async function settle(bill: BillRow, at: number): Promise<boolean> {
    try {
      return await db.transaction().execute(async (trx) => {
        const account = await ledgerRepository(trx).lock(bill.ownerId);
        const bills = billsRepository(trx);
        const current = await bills.byId(bill.id);
        if (!current || current.state !== 'unpaid') return false;
        const pay = Math.min(current.total - current.paid, availableOf(account));
        if (pay <= 0) return false;
        const paid = current.paid + pay;
        if (
          !(await bills.recordPayment(
            current.id,
            current.paid,
            paid,
            paid === current.total ? 'paid' : 'unpaid',
          ))
        )
          throw new PaymentRaced();
        await bookEntry(trx, {
          ownerId: current.ownerId,
          type: 'usage',
          amount: -pay,
          reference: current.id,
          note: current.period,
          key: `bill:${current.id}:${current.paid}`,
          at,
        });
        return true;
      });
    } catch (error) {
      if (error instanceof PaymentRaced) return false;
      throw error;
    }
  }

  return {
    /**
     * Closes every month that has ended as of `at` in its account's zone and is not billed yet, then settles
     * unpaid bills from the money accounts have.
     */
    async run(at: number): Promise<CloseOutcome> {
      const bills = billsRepository(db);
      // Every zone is within a day of UTC: months that may have ended are this UTC month (in zones ahead),
      // the one before, and one more for a node that was down over a month's end.
      const thisMonth = periodOfDay(dayIn(at, 'UTC'));
      const earliest = previousPeriod(previousPeriod(thisMonth));
      let closed = 0;
      for (const { ownerId, period } of await bills.unbilled(
        daysOfPeriod(earliest).from,
        daysOfPeriod(nextPeriod(thisMonth)).from,
      )) {
        const zone = (await bills.zoneOf(ownerId)) ?? defaultZone;
        if (period >= periodOfDay(dayIn(at, zone))) continue;
        if (await closeMonth(ownerId, period, zone, at)) closed += 1;
      }
      let settled = 0;
      for (const bill of await bills.payable(SETTLE_BATCH)) {
        try {
          if (await settle(bill, at)) settled += 1;
        } catch (error) {
          // One account's failure (closed meanwhile, a refund froze its money) must not stop the others.
          log.warn({ err: error, bill: bill.id }, 'unpaid bill not settled; tried again next pass');
        }
      }
      return { closed, settled };
    },
  };
}

/** The month close job. */
export type MonthClose = ReturnType<typeof monthClose>;
