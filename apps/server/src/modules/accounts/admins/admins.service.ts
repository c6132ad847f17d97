import type { AdminCreate } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import { hashPassword } from '../auth/passwords';
import { adminsRepository } from './admins.repository';
import { firstAdminPassword } from './first-admin-password';

/** Name of the administrator created on first start. */
export const FIRST_ADMIN_USERNAME = 'admin';

/** Administrator accounts: creation by the CLI, and the first one on a fresh install. */
export function adminsService(db: Db, clock: Clock) {
  const admins = adminsRepository(db);

  // The first-start `admin` and `npm run admin:create` make super-administrators: with no roles yet,
  // someone must be allowed to create them.
  async function create(username: string, password: string, mustChangePassword: boolean): Promise<void> {
    const now = clock.now();
    await admins.insert({
      id: randomUUID(),
      username,
      name: username,
      role: 1,
      passwordHash: await hashPassword(password),
      mustChangePassword: mustChangePassword ? 1 : 0,
      superAdmin: 1,
      createdAt: now,
      updatedAt: now,
    });
  }

  return {
    create,
    /**
     * POST /admins: an administrator governed by roles (none yet), who replaces the initial password at
     * first sign-in; answers the id.
     */
    async createGoverned(account: AdminCreate, passwordHash: string): Promise<string> {
      const id = randomUUID();
      const now = clock.now();
      await admins.insert({
        id,
        username: account.username,
        name: account.name ?? account.username,
        role: 1,
        passwordHash,
        mustChangePassword: 1,
        superAdmin: 0,
        createdAt: now,
        updatedAt: now,
      });
      return id;
    },
    /**
     * With no administrator at all, creates `admin` with a random password that must be changed at first
     * sign-in, and answers that password so it can be shown once; otherwise answers undefined.
     */
    async bootstrap(): Promise<string | undefined> {
      if ((await admins.count()) > 0) return undefined;
      const password = firstAdminPassword();
      try {
        await create(FIRST_ADMIN_USERNAME, password, true);
      } catch (error) {
        // Another server node starting at the same moment created it first.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      return password;
    },
  };
}
