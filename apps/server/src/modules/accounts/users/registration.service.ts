import { GENERATED_USERNAME_PREFIX, type Registration } from '@fleetkey/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import { AppError } from '../../../platform/errors/app-error';
import { hashPassword } from '../auth/passwords';
import { codesService } from '../codes/codes.service';
import { grantEmailBindReward } from '../../licensing/coupons/email-bind-reward';
import { grantRegistrationTrial } from '../../licensing/licences/registration-trial';
import type { UserRow } from './users.repository';
import { usersRepository } from './users.repository';

/** Registration (iot-console.md §3 payload; both consoles' wizards end in this one call). */
export function registrationService(context: AppContext) {
  const { db, clock } = context;
  const users = usersRepository(db);
  const codes = codesService(context);

  return {
    /** Creates a main account after its SMS code (and e-mail code, when an e-mail is given) verify. */
    async register(payload: Registration): Promise<UserRow> {
      const { data } = payload;
      const email = data.email?.toLowerCase();
      if (await users.findByMobile(data.mobile)) throw AppError.of('MOBILE_EXISTS');
      if (data.username && (await users.findByUsername(data.username))) throw AppError.of('USER_EXISTS');
      if (email && (await users.findByEmail(email))) throw AppError.of('EMAIL_EXISTS');

      await codes.verify({
        receiver: data.mobile,
        purpose: 'registerCode',
        code: payload.smsCode,
        consume: true,
      });
      if (email) {
        await codes.verify({
          receiver: email,
          purpose: 'registerCode',
          code: payload.mailCode ?? '',
          consume: true,
        });
      }

      const now = clock.now();
      const id = randomUUID();
      const passwordHash = await hashPassword(data.password);
      try {
        await db.transaction().execute(async (trx) => {
          await usersRepository(trx).insert({
            id,
            // Accounts may sign in by mobile alone; they still get a unique name to be known by.
            username: data.username ?? `${GENERATED_USERNAME_PREFIX}${randomBytes(5).toString('hex')}`,
            name: data.name ?? '',
            mobile: data.mobile,
            email: email ?? null,
            area: data.mobile.startsWith('86') ? '86' : '',
            passwordHash,
            enterprise: JSON.stringify(data.enterprise ?? {}),
            pushable: data.pushable ?? 0,
            createdAt: now,
            updatedAt: now,
          });
          // The trial licence and welcome message land with the account or not at all.
          await grantRegistrationTrial(trx, id, now);
          // An e-mail proved at registration is a first e-mail binding like one made later in the profile.
          if (email) await grantEmailBindReward(trx, id, now);
        });
      } catch (error) {
        // Two registrations raced past the checks above: the database's unique keys decide.
        if (isUniqueViolation(error)) throw AppError.of('MOBILE_EXISTS');
        throw error;
      }
      const created = await users.findById(id);
      if (!created) throw new Error('registered user vanished');
      return created;
    },
  };
}
