import { FUND_LIMITS } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors/app-error';
import { verifyPassword } from '../../accounts/auth/passwords';
import { fundAccountsRepository } from './fund-accounts.repository';
import type { FundAccountRow } from './ledger.repository';

/**
 * Checks the payment password of an open account. A wrong one answers 403 PAY_PASSWORD_WRONG with
 * `data.attemptsLeft`; the FUND_LIMITS.payPasswordAttempts-th wrong one in a row locks the password for
 * payPasswordLockMs (429 PAY_PASSWORD_LOCKED with `data.lockedUntil`), and while locked even the right one
 * is refused, so guessing six digits costs a lock per five tries. A right one forgets earlier wrong ones.
 */
export async function checkPayPassword(
  db: Db,
  clock: Clock,
  account: FundAccountRow,
  payPassword: string,
): Promise<void> {
  const accounts = fundAccountsRepository(db);
  const now = clock.now();
  if (account.payPasswordLockedUntil !== null && account.payPasswordLockedUntil > now) {
    throw AppError.of('PAY_PASSWORD_LOCKED', { lockedUntil: account.payPasswordLockedUntil });
  }
  if (await verifyPassword(account.payPasswordHash, payPassword)) {
    await accounts.clearFailures(account.ownerId);
    return;
  }
  const failures = await accounts.countFailure(account.ownerId);
  if (failures >= FUND_LIMITS.payPasswordAttempts) {
    const lockedUntil = now + FUND_LIMITS.payPasswordLockMs;
    await accounts.lockPayPassword(account.ownerId, lockedUntil);
    throw AppError.of('PAY_PASSWORD_LOCKED', { lockedUntil });
  }
  throw AppError.of('PAY_PASSWORD_WRONG', { attemptsLeft: FUND_LIMITS.payPasswordAttempts - failures });
}
