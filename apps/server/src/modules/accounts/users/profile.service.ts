import { VALIDATION_MESSAGES, type ProfileUpdate, type UserProfile } from '@fleetkey/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { UsersTable } from '../../../db/schema';
import { AppError } from '../../../platform/errors/app-error';
import { verifyPassword } from '../auth/passwords';
import { trustedBrowsersRepository } from '../auth/trusted-browsers.repository';
import { codesService } from '../codes/codes.service';
import { closeFundsBeforeDeletion } from '../../money/funds/account-deletion';
import { grantEmailBindReward } from '../../licensing/coupons/email-bind-reward';
import { userToProfile } from './profile';
import { usersRepository, type UserRow } from './users.repository';

/** The user's own profile: info fields, contact changes proved by codes, and the phone-security switch. */
export function profileService(context: AppContext) {
  const { db, clock } = context;
  const users = usersRepository(db);
  const codes = codesService(context);

  async function load(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw AppError.of('UNAUTHORIZED');
    return row;
  }

  // A new mobile or e-mail must be free, and proved by the code sent to it.
  async function contactChanges(row: UserRow, changes: ProfileUpdate, code: string | undefined) {
    const set: Updateable<UsersTable> = {};
    const mobile = changes.mobile !== undefined && changes.mobile !== row.mobile ? changes.mobile : undefined;
    const email = changes.email !== undefined && changes.email !== row.email ? changes.email : undefined;
    if (mobile && email)
      throw AppError.of('VALIDATION_FAILED', {
        fields: [{ path: 'email', message: VALIDATION_MESSAGES.oneContactAtATime }],
      });
    if (mobile) {
      if (await users.findByMobile(mobile)) throw AppError.of('MOBILE_EXISTS');
      await codes.verify({ receiver: mobile, purpose: 'changeMobileCode', code: code ?? '', consume: true });
      Object.assign(set, { mobile, area: mobile.startsWith('86') ? '86' : '' });
    }
    if (email) {
      if (await users.findByEmail(email)) throw AppError.of('EMAIL_EXISTS');
      // A first address is bound with the bind code; a change of address with the change code.
      const purpose = row.email ? 'changeEmailCode' : 'bindEmailCode';
      await codes.verify({ receiver: email, purpose, code: code ?? '', consume: true });
      set.email = email;
    }
    return set;
  }

  return {
    /**
     * Closes the account after the password is given again; its sessions, links and tokens go with it, its
     * funds account and ledger stay (refused while money or pending orders are left to settle).
     */
    async close(userId: string, password: string): Promise<void> {
      const row = await load(userId);
      if (!(await verifyPassword(row.passwordHash, password))) throw AppError.of('INVALID_CREDENTIALS');
      await db.transaction().execute(async (trx) => {
        await closeFundsBeforeDeletion(trx, userId, clock.now());
        await usersRepository(trx).delete(userId);
      });
    },

    async get(userId: string): Promise<UserProfile> {
      return userToProfile(await load(userId));
    },

    async update(userId: string, changes: ProfileUpdate, code: string | undefined): Promise<UserProfile> {
      const row = await load(userId);
      if (changes.enableTwoFactorCheck === 'true' && !row.mobile && !changes.mobile) {
        throw AppError.of('VALIDATION_FAILED', {
          fields: [{ path: 'enableTwoFactorCheck', message: VALIDATION_MESSAGES.mobileRequired }],
        });
      }
      const set: Updateable<UsersTable> = {
        ...(await contactChanges(row, changes, code)),
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
        ...(changes.desc !== undefined ? { description: changes.desc } : {}),
        ...(changes.company !== undefined ? { company: changes.company } : {}),
        ...(changes.detailaddress !== undefined ? { detailAddress: changes.detailaddress } : {}),
        ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
        ...(changes.country !== undefined ? { country: changes.country } : {}),
        ...(changes.enterprise !== undefined ? { enterprise: JSON.stringify(changes.enterprise) } : {}),
        ...(changes.enableTwoFactorCheck !== undefined
          ? { enableTwoFactorCheck: changes.enableTwoFactorCheck }
          : {}),
        updatedAt: clock.now(),
      };
      try {
        await db.transaction().execute(async (trx) => {
          await usersRepository(trx).update(userId, set);
          // An account's first e-mail earns the binding reward, given together with the binding or not at all.
          if (set.email && !row.email) await grantEmailBindReward(trx, userId, clock.now());
        });
      } catch (error) {
        // Another account took the same contact between the check and the write.
        if (isUniqueViolation(error)) throw AppError.of(set.mobile ? 'MOBILE_EXISTS' : 'EMAIL_EXISTS');
        throw error;
      }
      // Turning phone security off forgets the browsers it had remembered.
      if (changes.enableTwoFactorCheck === 'false') await trustedBrowsersRepository(db).deleteAllOf(userId);
      return userToProfile(await load(userId));
    },
  };
}
