import { ADMIN_EXPORT_MAX_ROWS, type GuestRow, type GuestUpdate, type Level } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { ListPage, ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { trustedBrowsersRepository } from '../auth/trusted-browsers.repository';
import { usersRepository, type UserRow } from '../users/users.repository';
import { toGuestRow } from './guest-row';
import { accountKey, loginLockoutsRepository } from '../auth/login-lockouts.repository';
import { guestsRepository, type GuestView } from './guests.repository';

/** The administrators' side of user accounts: the registered-user list, changes, levels, deletion. */
export function guestsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const guests = guestsRepository(db);

  async function found(id: string): Promise<UserRow> {
    const row = await usersRepository(db).findById(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  }

  // Licence counts only for the rows shown, in one grouped query, never for the whole table.
  async function withCounts(users: readonly UserRow[]): Promise<GuestRow[]> {
    const counts = await guests.licenceCounts(users.map((user) => user.id));
    return users.map((user) => toGuestRow(user, counts.get(user.id) ?? 0));
  }

  return {
    found,

    async list(query: GuestView & ListWindow): Promise<ListPage<GuestRow>> {
      const page = await guests.list(query);
      return { ...page, result: await withCounts(page.result) };
    },

    /** The view's rows for the CSV export: all pages, up to ADMIN_EXPORT_MAX_ROWS. */
    async exportRows(view: GuestView): Promise<GuestRow[]> {
      return withCounts(await guests.first(view, ADMIN_EXPORT_MAX_ROWS));
    },

    async update(actor: OplogActor, id: string, body: GuestUpdate): Promise<UserRow> {
      const user = await found(id);
      const { name, AEName, AEMobile, enableTwoFactorCheck, unlock, remark } = body;
      const text = oplogText('updatedUser', {
        username: user.username,
        fields: Object.keys(body).join(', '),
      });
      await withOplog(db, clock, actor, text, async (trx) => {
        await usersRepository(trx).update(user.id, {
          ...(name !== undefined ? { name } : {}),
          ...(AEName !== undefined ? { aeName: AEName } : {}),
          ...(AEMobile !== undefined ? { aeMobile: AEMobile } : {}),
          ...(enableTwoFactorCheck !== undefined ? { enableTwoFactorCheck } : {}),
          ...(unlock ? { failedLogins: 0, lockedUntil: null } : {}),
          ...(remark !== undefined ? { remark } : {}),
          updatedAt: clock.now(),
        });
        if (enableTwoFactorCheck === 'false') await trustedBrowsersRepository(trx).deleteAllOf(user.id);
        if (unlock) await loginLockoutsRepository(trx).clearAccount(accountKey('users', user.id));
      });
      return found(user.id);
    },

    /** Sets the user's level (licence-portal.md §6 "alter user level"); the log keeps the old one. */
    async setLevel(actor: OplogActor, id: string, level: Level): Promise<GuestRow> {
      const user = await found(id);
      const text = oplogText('changedUserLevel', { username: user.username, from: user.level, to: level });
      await withOplog(db, clock, actor, text, (trx) =>
        usersRepository(trx).update(user.id, { level, updatedAt: clock.now() }),
      );
      const counts = await guests.licenceCounts([user.id]);
      return toGuestRow(await found(user.id), counts.get(user.id) ?? 0);
    },

    async remove(actor: OplogActor, id: string): Promise<void> {
      const user = await found(id);
      await withOplog(db, clock, actor, oplogText('deletedUser', { username: user.username }), (trx) =>
        usersRepository(trx).delete(user.id),
      );
    },
  };
}
