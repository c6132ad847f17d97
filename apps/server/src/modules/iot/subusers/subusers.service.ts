import {
  SUBUSERS_MAX,
  SUBUSER_UNPROFILED_ROLE,
  type SubuserCreate,
  type SubuserListQuery,
  type SubuserUpdate,
  type SubuserView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { closeFundsBeforeDeletion } from '../../money/funds/account-deletion';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import type { ListPage } from '../../../db/paging';
import { sessionsRepository } from '../../../platform/auth/sessions.repository';
import { AppError } from '../../../platform/errors/app-error';
import { hashPassword } from '../../accounts/auth/passwords';
import { withOwnerLock } from '../devices/owner-lock';
import { findAccount } from '../../accounts/users/find-account';
import { usersRepository } from '../../accounts/users/users.repository';
import { accessProfilesRepository } from './access-profiles.repository';
import { recordActivity, type ActivityActor } from './account-activity';
import { toSubuserView } from './subuser-view';
import { subusersRepository, type SubuserRow } from './subusers.repository';

/**
 * A main account's sub-users: created with an initial password they must change, disabled, re-enabled,
 * reset and deleted by the main account only. Whatever ends a sub-user's access (disable, reset, delete)
 * ends its sessions in the same transaction, so the next request is refused.
 */
export function subusersService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  async function found(trx: Db, ownerId: string, username: string): Promise<SubuserRow> {
    const row = await subusersRepository(trx).find(ownerId, username);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  }

  async function requireProfile(trx: Db, ownerId: string, id: number): Promise<void> {
    if (!(await accessProfilesRepository(trx).find(ownerId, id)))
      throw AppError.of('NOT_FOUND', { role: id });
  }

  /** Mobile and e-mail identify an account across the platform: one account each. */
  async function requireFreeContact(trx: Db, mobile: string | undefined, email: string | undefined) {
    const users = usersRepository(trx);
    if (mobile && (await users.findByMobile(mobile))) throw AppError.of('MOBILE_EXISTS');
    if (email && (await users.findByEmail(email))) throw AppError.of('EMAIL_EXISTS');
  }

  const endSessions = (trx: Db, id: string) => sessionsRepository(trx).deleteAllOf({ kind: 'user', id });

  return {
    async list(ownerId: string, query: SubuserListQuery): Promise<ListPage<SubuserView>> {
      const page = await subusersRepository(db).list(ownerId, query);
      return { ...page, result: page.result.map(toSubuserView) };
    },

    async get(ownerId: string, username: string): Promise<SubuserView> {
      return toSubuserView(await found(db, ownerId, username));
    },

    async create(actor: ActivityActor, input: SubuserCreate): Promise<SubuserView> {
      const now = clock.now();
      const passwordHash = await hashPassword(input.password);
      const users = usersRepository(db);
      // Sign-in reads a name as a user name first, then as a mobile: a sub-user named after any account's
      // user name or mobile could never sign in (or would shadow that account), so both count as taken.
      if (await findAccount(users, input.username)) throw AppError.of('USER_EXISTS');
      try {
        await withOwnerLock(db, actor.ownerId, now, async (trx) => {
          const repo = subusersRepository(trx);
          if ((await repo.count(actor.ownerId)) >= SUBUSERS_MAX) throw AppError.of('SUBUSER_LIMIT');
          if (input.role !== undefined) await requireProfile(trx, actor.ownerId, input.role);
          await requireFreeContact(trx, input.mobile, input.email);
          await repo.insert({
            id: randomUUID(),
            ownerId: actor.ownerId,
            username: input.username,
            name: input.name,
            mobile: input.mobile ?? null,
            email: input.email ?? null,
            area: input.mobile?.startsWith('86') ? '86' : '',
            role: input.role ?? SUBUSER_UNPROFILED_ROLE,
            passwordHash,
            mustChangePassword: 1,
            createdAt: now,
            updatedAt: now,
          });
          await recordActivity(trx, actor, 'subuserCreated', input.username, now);
        });
      } catch (error) {
        // Another sign-up took the name between the check and the insert: the unique key decides.
        if (isUniqueViolation(error)) throw AppError.of('USER_EXISTS');
        throw error;
      }
      return toSubuserView(await found(db, actor.ownerId, input.username));
    },

    /**
     * Changes name or contact; `status` disables (ending its sessions) or re-enables; `password` sets a new
     * initial password, which ends its sessions and must be changed at the next sign-in.
     */
    async update(actor: ActivityActor, username: string, input: SubuserUpdate): Promise<SubuserView> {
      const now = clock.now();
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        const row = await found(trx, actor.ownerId, username);
        const mobile = input.mobile === row.mobile ? undefined : input.mobile;
        const email = input.email === row.email ? undefined : input.email;
        await requireFreeContact(trx, mobile || undefined, email || undefined);
        const disabled = input.status === undefined ? undefined : input.status === 'disabled' ? 1 : 0;
        await subusersRepository(trx).update(actor.ownerId, row.id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(mobile !== undefined
            ? { mobile: mobile || null, area: mobile.startsWith('86') ? '86' : '' }
            : {}),
          ...(email !== undefined ? { email: email || null } : {}),
          ...(disabled !== undefined ? { disabled } : {}),
          ...(passwordHash !== undefined ? { passwordHash, mustChangePassword: 1 } : {}),
          updatedAt: now,
        });
        if (input.name !== undefined || mobile !== undefined || email !== undefined)
          await recordActivity(trx, actor, 'subuserUpdated', username, now);
        if (disabled !== undefined && disabled !== row.disabled)
          await recordActivity(trx, actor, disabled ? 'subuserDisabled' : 'subuserEnabled', username, now);
        if (passwordHash !== undefined)
          await recordActivity(trx, actor, 'subuserPasswordReset', username, now);
        if (disabled === 1 || passwordHash !== undefined) await endSessions(trx, row.id);
      });
      return toSubuserView(await found(db, actor.ownerId, username));
    },

    /** Deletes sub-users, all or none (404 with data.usernames for names that are not the owner's). */
    async remove(actor: ActivityActor, usernames: readonly string[]): Promise<{ deleted: number }> {
      const names = [...new Set(usernames)];
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const rows = await subusersRepository(trx).findMany(actor.ownerId, names);
        const known = new Set(rows.map((r) => r.username));
        const missing = names.filter((name) => !known.has(name));
        if (missing.length > 0) throw AppError.of('NOT_FOUND', { usernames: missing });
        for (const row of rows) {
          // Sub-users pay through their owner, but a row with money of its own would keep it (issue 32).
          await closeFundsBeforeDeletion(trx, row.id, now);
          await endSessions(trx, row.id);
          await recordActivity(trx, actor, 'subuserDeleted', row.username, now);
        }
        await subusersRepository(trx).deleteMany(
          actor.ownerId,
          rows.map((r) => r.id),
        );
        return { deleted: rows.length };
      });
    },

    /**
     * Attaches profile `id` (POST: only when none is attached; PUT: replacing the attached one) or detaches
     * it (DELETE: only the attached one). The sub-user's next request runs under the new grants.
     */
    async setProfile(
      actor: ActivityActor,
      username: string,
      id: number,
      how: 'attach' | 'replace' | 'detach',
    ): Promise<SubuserView> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await found(trx, actor.ownerId, username);
        const attached = row.roleName !== null;
        if (how === 'detach') {
          if (!attached || row.role !== id) throw AppError.of('NOT_FOUND', { role: id });
        } else {
          await requireProfile(trx, actor.ownerId, id);
          if (how === 'attach' && attached && row.role !== id)
            throw AppError.of('CONFLICT', { role: row.role });
        }
        const role = how === 'detach' ? SUBUSER_UNPROFILED_ROLE : id;
        await subusersRepository(trx).update(actor.ownerId, row.id, { role, updatedAt: now });
        await recordActivity(
          trx,
          actor,
          how === 'detach' ? 'profileDetached' : 'profileAttached',
          username,
          now,
        );
      });
      return toSubuserView(await found(db, actor.ownerId, username));
    },
  };
}
