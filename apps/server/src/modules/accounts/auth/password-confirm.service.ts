import {
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  type PasswordConfirmBody,
  type PasswordConfirmResult,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { Principal } from '../../../platform/auth/sessions.repository';
import { AppError } from '../../../platform/errors/app-error';
import { adminsRepository } from '../admins/admins.repository';
import { usersRepository } from '../users/users.repository';
import { loginAttemptsRepository } from './login-attempts.repository';
import { verifyPassword } from './passwords';

/**
 * The password-confirm dialog's check: the signed-in account's own password. Wrong answers count toward
 * the same lockout as sign-in failures, so the dialog is no way around it to guess a password.
 */
export function passwordConfirmService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const attempts = loginAttemptsRepository(db);

  return {
    async confirm(principal: Principal, body: PasswordConfirmBody): Promise<PasswordConfirmResult> {
      const table = principal.kind === 'user' ? 'users' : 'admins';
      const account =
        principal.kind === 'user'
          ? await usersRepository(db).findById(principal.id)
          : await adminsRepository(db).findById(principal.id);
      if (!account) throw AppError.of('UNAUTHORIZED');
      if (account.lockedUntil !== null && account.lockedUntil > clock.now())
        throw AppError.of('LOGIN_LOCKED');
      if (!(await verifyPassword(account.passwordHash, body.password))) {
        const { locked } = await attempts.recordFailure(
          table,
          account.id,
          LOGIN_MAX_FAILURES,
          clock.now() + LOGIN_LOCKOUT_MS,
        );
        throw AppError.of(locked ? 'LOGIN_LOCKED' : 'INVALID_CREDENTIALS');
      }
      await attempts.clearFailures(table, account.id);
      return { verified: true, remark: body.remark ?? '' };
    },
  };
}
