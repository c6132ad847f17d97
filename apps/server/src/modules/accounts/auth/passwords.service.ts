import type { Language } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { Principal } from '../../../platform/auth/sessions.repository';
import { sessionsRepository } from '../../../platform/auth/sessions.repository';
import { AppError } from '../../../platform/errors/app-error';
import { adminsRepository } from '../admins/admins.repository';
import { maskReceiver } from '../codes/codes.rules';
import { codesService } from '../codes/codes.service';
import { findAccount } from '../users/find-account';
import { usersRepository } from '../users/users.repository';
import { hashPassword, verifyPassword } from './passwords';
import { accountKey, loginLockoutsRepository } from './login-lockouts.repository';
import { trustedBrowsersRepository } from './trusted-browsers.repository';

/** Password change and reset; either ends every session of the account (and forgets its trusted browsers). */
export function passwordsService(context: AppContext) {
  const { db, clock } = context;
  const users = usersRepository(db);
  const admins = adminsRepository(db);

  async function store(principal: Principal, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const now = clock.now();
    if (principal.kind === 'user') {
      await users.setPassword(principal.id, passwordHash, now);
      await trustedBrowsersRepository(db).deleteAllOf(principal.id);
    } else {
      await admins.setPassword(principal.id, passwordHash, now);
    }
    await sessionsRepository(db).deleteAllOf(principal);
  }

  /**
   * A new password set with a code to the account's own mobile or e-mail: whoever proved that may sign in
   * with it at once, so the account's sign-in lockouts end.
   */
  async function storeProven(userId: string, newPassword: string): Promise<void> {
    await store({ kind: 'user', id: userId }, newPassword);
    await loginLockoutsRepository(db).clearAccount(accountKey('users', userId));
    await db
      .updateTable('users')
      .set({ failedLogins: 0, lockedUntil: null })
      .where('id', '=', userId)
      .execute();
  }

  return {
    /** Change with the current password; a wrong current password is CURRENT_PASSWORD_WRONG. */
    async change(principal: Principal, oldPassword: string, newPassword: string): Promise<void> {
      const row =
        principal.kind === 'user' ? await users.findById(principal.id) : await admins.findById(principal.id);
      if (!row || !(await verifyPassword(row.passwordHash, oldPassword)))
        throw AppError.of('CURRENT_PASSWORD_WRONG');
      await store(principal, newPassword);
    },

    /**
     * Change proved by a changePasswordCode sent to the signed-in user's own mobile; a `mobile` the caller
     * names must be that one (a code to another number proves nothing about this account: CODE_INVALID).
     */
    async changeWithCode(userId: string, code: string, newPassword: string, mobile?: string): Promise<void> {
      const row = await users.findById(userId);
      if (!row?.mobile) throw AppError.of('ACCOUNT_NOT_FOUND');
      if (mobile !== undefined && mobile !== row.mobile) throw AppError.of('CODE_INVALID');
      await codesService(context).verify({
        receiver: row.mobile,
        purpose: 'changePasswordCode',
        code,
        consume: true,
      });
      await storeProven(row.id, newPassword);
    },

    /**
     * Forgotten password: a changePasswordCode sent to the account's mobile (or e-mail) sets a new one.
     * The account is named by its e-mail, its mobile, or as at sign-in (user name or mobile; the code then
     * went to its mobile).
     */
    async reset(
      receiver: { mobile?: string; email?: string; account?: string },
      code: string,
      newPassword: string,
    ): Promise<void> {
      let row;
      if (receiver.email) row = await users.findByEmail(receiver.email);
      else if (receiver.account) row = await findAccount(users, receiver.account);
      else row = await users.findByMobile(receiver.mobile ?? '');
      const address = receiver.email ? row?.email : row?.mobile;
      if (!row || !address) throw AppError.of('ACCOUNT_NOT_FOUND');
      await codesService(context).verify({
        receiver: address,
        purpose: 'changePasswordCode',
        code,
        consume: true,
      });
      await storeProven(row.id, newPassword);
    },

    /**
     * IoT "recover password": sends a changePasswordCode to the mobile or e-mail of the account named by
     * user name (or mobile); answers that receiver masked, so the form can say where the code went.
     */
    async recover(username: string, type: 'mobile' | 'email', language?: Language): Promise<string> {
      const row = await findAccount(users, username);
      const address = type === 'email' ? row?.email : row?.mobile;
      if (!address) throw AppError.of('ACCOUNT_NOT_FOUND');
      const channel = type === 'email' ? 'email' : 'sms';
      await codesService(context).send({
        channel,
        receiver: address,
        purpose: 'changePasswordCode',
        language,
      });
      return maskReceiver(address);
    },
  };
}
