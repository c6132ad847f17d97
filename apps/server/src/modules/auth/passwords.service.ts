import type { AppContext } from '../../app-context';
import type { Principal } from '../../platform/auth/sessions.repository';
import { sessionsRepository } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors/app-error';
import { adminsRepository } from '../admins/admins.repository';
import { codesService } from '../codes/codes.service';
import { usersRepository } from '../users/users.repository';
import { hashPassword, verifyPassword } from './passwords';
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

  return {
    /** Change with the current password; a wrong current password is CURRENT_PASSWORD_WRONG. */
    async change(principal: Principal, oldPassword: string, newPassword: string): Promise<void> {
      const row =
        principal.kind === 'user' ? await users.findById(principal.id) : await admins.findById(principal.id);
      if (!row || !(await verifyPassword(row.passwordHash, oldPassword)))
        throw AppError.of('CURRENT_PASSWORD_WRONG');
      await store(principal, newPassword);
    },

    /** Change proved by a changePasswordCode sent to the signed-in user's own mobile. */
    async changeWithCode(userId: string, code: string, newPassword: string): Promise<void> {
      const row = await users.findById(userId);
      if (!row?.mobile) throw AppError.of('ACCOUNT_NOT_FOUND');
      await codesService(context).verify({
        receiver: row.mobile,
        purpose: 'changePasswordCode',
        code,
        consume: true,
      });
      await store({ kind: 'user', id: row.id }, newPassword);
    },

    /** Forgotten password: a changePasswordCode to the account's mobile sets a new one. */
    async reset(mobile: string, code: string, newPassword: string): Promise<void> {
      const row = await users.findByMobile(mobile);
      if (!row) throw AppError.of('ACCOUNT_NOT_FOUND');
      await codesService(context).verify({
        receiver: mobile,
        purpose: 'changePasswordCode',
        code,
        consume: true,
      });
      await store({ kind: 'user', id: row.id }, newPassword);
    },
  };
}
