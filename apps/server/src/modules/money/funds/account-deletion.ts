import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { fundAccountsRepository } from './fund-accounts.repository';
import { ledgerRepository } from './ledger.repository';

/**
 * Run inside the transaction that deletes user `ownerId`, before the delete. Money outlives accounts: with
 * money on the funds account (a balance, held refunds), a pending pay order or refund request, or an unpaid
 * bill, the deletion is refused (409 FUND_ACCOUNT_NOT_EMPTY, `data` saying what is left to settle);
 * otherwise the funds account is closed and stays, with its ledger and pay orders (migration 040 took their
 * cascade from users away).
 */
export async function closeFundsBeforeDeletion(trx: Db, ownerId: string, now: number): Promise<void> {
  // Locked so that no booking, order or refund lands between the checks and the deletion.
  const account = await ledgerRepository(trx).lock(ownerId);
  const accounts = fundAccountsRepository(trx);
  const open = await accounts.openItems(ownerId);
  const unpaidBills = await accounts.unpaidBills(ownerId);
  const balance = account?.balance ?? 0;
  const frozen = account?.frozen ?? 0;
  if (balance !== 0 || frozen !== 0 || open.pendingOrders > 0 || open.pendingRefunds > 0 || unpaidBills > 0) {
    throw AppError.of('FUND_ACCOUNT_NOT_EMPTY', { balance, frozen, unpaidBills, ...open });
  }
  if (account?.state === 'active') await accounts.close(ownerId, now);
}
