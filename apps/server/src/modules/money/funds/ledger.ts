import type { FundEntryType, FundEntryView } from '@fleetkey/contract';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { ledgerRepository, type FundEntryRow, type LedgerMismatch } from './ledger.repository';

/** What to book: a signed amount (credit > 0, debit < 0) in minor units, under an idempotency key. */
export interface BookingInput {
  ownerId: string;
  type: FundEntryType;
  amount: number;
  /** The pay order, bill, refund or adjustment booked. */
  reference: string | null;
  note: string;
  /**
   * Unique per account: the same key books once. Callers derive it from what they book (`order:{id}`,
   * `refund:{id}`, `bill:{id}`), so a retry or a second node booking the same thing lands on the same key.
   */
  key: string;
  /** The entry's time (the application clock, epoch ms). */
  at: number;
}

/** A booking's outcome: the entry, and whether it was booked earlier under the same key. */
export interface Booking {
  entry: FundEntryView;
  replayed: boolean;
}

/** An entry as the flows list it. */
export function entryView(row: FundEntryRow): FundEntryView {
  return {
    id: row.id,
    // Entries are written only by bookEntry, with FUND_ENTRY_TYPES values.
    type: row.type as FundEntryType,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reference: row.reference,
    note: row.note,
    createdAt: row.createdAt,
  };
}

// What was booked under a key, so that a retry is told from a different booking reusing the key.
function digestOf(input: BookingInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.type, input.amount, input.reference, input.note]))
    .digest('hex');
}

/**
 * Books one ledger entry inside the caller's transaction: inserts it and moves the account's balance in the
 * same transaction, with the account row locked so concurrent bookings serialise on both engines.
 * - A debit that would take `balance − frozen` below `−creditLimit` is refused (409 FUND_INSUFFICIENT, with
 *   `data.available`); credits are always accepted.
 * - The same key for the same account books once: a repeat answers the first entry (`replayed`), and a
 *   different booking under a used key is refused (409 IDEMPOTENCY_KEY_REUSED).
 * - An account that is not open refuses (409 FUND_ACCOUNT_NOT_OPEN).
 */
export async function bookEntry(trx: Db, input: BookingInput): Promise<Booking> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
    throw new Error(`a ledger amount is a non-zero integer of minor units, not ${input.amount}`);
  }
  const ledger = ledgerRepository(trx);
  const digest = digestOf(input);
  const account = await ledger.lock(input.ownerId);
  // Looked up after the lock: a concurrent booking under the same key has committed by now, if it did.
  const earlier = await ledger.entryByKey(input.ownerId, input.key);
  if (earlier) {
    if (earlier.requestDigest !== digest) throw AppError.of('IDEMPOTENCY_KEY_REUSED');
    return { entry: entryView(earlier), replayed: true };
  }
  if (!account || account.state !== 'active') throw AppError.of('FUND_ACCOUNT_NOT_OPEN');
  const balance = account.balance + input.amount;
  if (input.amount < 0 && balance - account.frozen < -account.creditLimit) {
    throw AppError.of('FUND_INSUFFICIENT', { available: account.balance - account.frozen });
  }
  const row: FundEntryRow = {
    id: randomUUID(),
    ownerId: input.ownerId,
    type: input.type,
    amount: input.amount,
    balanceAfter: balance,
    reference: input.reference,
    note: input.note,
    idempotencyKey: input.key,
    requestDigest: digest,
    createdAt: input.at,
  };
  await ledger.setBalance(input.ownerId, balance, input.at);
  await ledger.insertEntry(row);
  return { entry: entryView(row), replayed: false };
}

/** The outcome of the consistency check: every account's totals agree with its ledger and refunds. */
export interface LedgerCheck {
  matches: boolean;
  mismatches: LedgerMismatch[];
}

/**
 * Checks that each account's balance equals the sum of its entries and its frozen amount the sum of its
 * pending refunds (run at start and by the tests).
 */
export async function ledgerMatches(db: Db): Promise<LedgerCheck> {
  const mismatches = await ledgerRepository(db).mismatches();
  return { matches: mismatches.length === 0, mismatches };
}
