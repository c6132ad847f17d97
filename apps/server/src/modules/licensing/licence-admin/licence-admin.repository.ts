import type { Edition, LicenceAdminSort, LicenceStatus, LicenceUseStatus } from '@fleetkey/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListWindow } from '../../../db/paging';
import type { LicencesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** What selects and orders the licences of the administrators' list (shared by list and export). */
export interface LicenceAdminView {
  search?: string | undefined;
  useStatus?: LicenceUseStatus | undefined;
  edition?: Edition | undefined;
  status?: LicenceStatus | undefined;
  userId?: string | undefined;
  sort: LicenceAdminSort;
  descend: boolean;
}

const SORT_COLUMNS = { createdAt: 'licences.createdAt', expiredAt: 'licences.expiredAt' } as const;

/** The administrators' queries over licences, each row joined with its owner and its role. */
export function licenceAdminRepository(db: Db) {
  const joined = () =>
    db
      .selectFrom('licences')
      .innerJoin('users', 'users.id', 'licences.userId')
      .leftJoin('roles', 'roles.id', 'licences.roleId')
      .select([
        'licences.id',
        'licences.licenceNo',
        'licences.name',
        'licences.alias',
        'licences.remark',
        'licences.deviceId',
        'licences.deviceName',
        'licences.startsAt',
        'licences.expiredAt',
        'licences.createdAt',
        'licences.edition',
        'licences.status',
        'licences.roleId',
        'roles.name as roleName',
        'licences.userId',
        'users.username',
        'users.name as userName',
        'users.mobile',
        'users.aeName',
        'users.aeMobile',
      ]);

  const matching = (view: LicenceAdminView, now: number) => {
    const { search, useStatus, edition, status, userId } = view;
    let query = joined();
    // The same boundary as licenceUseStatus: expired only once expiredAt is before now.
    if (useStatus === 'expired') query = query.where('licences.expiredAt', '<', now);
    else if (useStatus) {
      query = query
        .where('licences.expiredAt', '>=', now)
        .where('licences.deviceId', useStatus === 'inUse' ? 'is not' : 'is', null);
    }
    if (edition !== undefined) query = query.where('licences.edition', '=', edition);
    if (status !== undefined) query = query.where('licences.status', '=', status);
    if (userId) query = query.where('licences.userId', '=', userId);
    if (search) {
      const columns = [
        'licences.licenceNo',
        'users.username',
        'users.name',
        'licences.deviceId',
        'licences.alias',
        'licences.name',
      ];
      query = query.where((eb) => eb.or(columns.map((column) => containsText(column, search))));
    }
    return query;
  };

  return {
    /** A page of the licences in the view at `now`, and how many there are in all. */
    list(view: LicenceAdminView & ListWindow, now: number) {
      return listPage(matching(view, now), view, SORT_COLUMNS[view.sort], 'licences.id');
    },

    /** The first `max` licences of the view at `now`, in its order. */
    first(view: LicenceAdminView, max: number, now: number) {
      const direction = view.descend ? 'desc' : 'asc';
      return matching(view, now)
        .orderBy(SORT_COLUMNS[view.sort], direction)
        .orderBy('licences.id', direction)
        .limit(max)
        .execute();
    },

    findById(id: string) {
      return joined().where('licences.id', '=', id).executeTakeFirst();
    },

    async roleById(id: string): Promise<{ id: string; name: string } | undefined> {
      return db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async update(id: string, changes: Updateable<LicencesTable>): Promise<void> {
      await db.updateTable('licences').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('licences').where('id', '=', id).execute();
    },
  };
}

/** A licence joined with its owner and role, as the repository reads it. */
export type LicenceAdminRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof licenceAdminRepository>['findById']>>
>;
