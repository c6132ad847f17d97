import type { GuestSort, Level } from '@fleetkey/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { ListPage, ListWindow } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { UserRow } from '../users/users.repository';

/** What selects and orders the registered users (the list's and the export's shared view). */
export interface GuestView {
  search?: string | undefined;
  level?: Level | undefined;
  sort: GuestSort;
  descend: boolean;
}

type UsersQuery<O> = SelectQueryBuilder<Database, 'users', O>;
type UserColumn = 'createdAt' | 'updatedAt' | 'lastLoginAt' | 'level' | 'username' | 'id';

// Each order is an index of migration 012 read forwards or backwards, ties broken down to the unique id
// so pages never overlap. Users who never signed in sort as the oldest sign-ins on both engines (SQLite
// puts NULL first ascending, PostgreSQL last, so it is said explicitly).
const ORDERS: Record<GuestSort, readonly UserColumn[]> = {
  createdAt: ['createdAt', 'id'],
  updatedAt: ['updatedAt', 'id'],
  lastLoginAt: ['lastLoginAt', 'id'],
  level: ['level', 'createdAt', 'id'],
  username: ['username'],
};

function ordered<O>(query: UsersQuery<O>, { sort, descend }: Pick<GuestView, 'sort' | 'descend'>) {
  return ORDERS[sort].reduce(
    (page, column) =>
      page.orderBy(column, (item) =>
        column !== 'lastLoginAt'
          ? item[descend ? 'desc' : 'asc']()
          : descend
            ? item.desc().nullsLast()
            : item.asc().nullsFirst(),
      ),
    query,
  );
}

/** The administrators' queries over user accounts. */
export function guestsRepository(db: Db) {
  const matching = ({ search, level }: Pick<GuestView, 'search' | 'level'>) => {
    let query = db.selectFrom('users').selectAll();
    if (level !== undefined) query = query.where('level', '=', level);
    if (search) {
      query = query.where((eb) =>
        eb.or(['username', 'name', 'mobile', 'email'].map((column) => containsText(column, search))),
      );
    }
    return query;
  };

  const byIds = async (ids: readonly string[]): Promise<UserRow[]> => {
    if (ids.length === 0) return [];
    const rows = new Map(
      (await db.selectFrom('users').selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]),
    );
    // A user deleted since the ids were read is left out.
    return ids.flatMap((id) => rows.get(id) ?? []);
  };

  return {
    /** A page of the users in the view, and how many there are in all. */
    async list(view: GuestView & ListWindow): Promise<ListPage<UserRow>> {
      // A search inside one level: the level's index range carries every searched column, so one read of
      // it in order yields the matches' ids — their count and the page at once, where a count and a page
      // query would each test the search on every user of the level.
      if (view.search && view.level !== undefined) {
        const ids = await ordered(matching(view).clearSelect().select('id'), view).execute();
        const totalCount = ids.length;
        if (view.aggregation === 'count') return { totalCount, count: totalCount, result: [] };
        const page = ids.slice(view.skip, view.skip + view.limit).map((row) => row.id);
        return { totalCount, result: await byIds(page) };
      }
      const query = matching(view);
      const counted = await query
        .clearSelect()
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirst();
      const totalCount = Number(counted?.n ?? 0);
      if (view.aggregation === 'count') return { totalCount, count: totalCount, result: [] };
      const result = await ordered(query, view).limit(view.limit).offset(view.skip).execute();
      return { totalCount, result };
    },

    /** The first `max` users of the view, in its order. */
    first(view: GuestView, max: number): Promise<UserRow[]> {
      return ordered(matching(view), view).limit(max).execute();
    },

    /** How many licences each of these users holds (absent: none); one grouped query. */
    async licenceCounts(userIds: readonly string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      // Chunks keep the IN list well under both engines' bound-parameter limits (a 10,000-row export).
      for (let start = 0; start < userIds.length; start += 1000) {
        const rows = await db
          .selectFrom('licences')
          .select(['userId', sql<number | string>`count(*)`.as('n')])
          .where('userId', 'in', userIds.slice(start, start + 1000))
          .groupBy('userId')
          .execute();
        for (const row of rows) counts.set(row.userId, Number(row.n));
      }
      return counts;
    },
  };
}
