import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { FundAccountsTable } from '../../../db/schema-funds';
import { containsText } from '../../../db/search';

/** A funds account with its holder's name. */
export type AdminAccountRow = Selectable<FundAccountsTable> & { username: string };

/** The administrators' reads that span accounts. */
export function fundAdminRepository(db: Db) {
  return {
    /** The main account of a user name (sub-users hold no funds account). */
    mainAccountId(username: string): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .where('ownerId', 'is', null)
        .executeTakeFirst();
    },

    username(userId: string): Promise<{ username: string } | undefined> {
      return db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
    },

    accounts(filter: ListWindow & { search?: string | undefined }): Promise<ListPage<AdminAccountRow>> {
      let select = db
        .selectFrom('fundAccounts')
        // A deleted owner's rows stay listed (money outlives accounts, issue 32), with no name.
        .leftJoin('users', 'users.id', 'fundAccounts.ownerId')
        .selectAll('fundAccounts')
        .select(sql<string>`coalesce(users.username, '')`.as('username'));
      const { search } = filter;
      if (search) {
        select = select.where((eb) =>
          eb.or(
            ['users.username', 'users.mobile', 'users.email'].map((column) => containsText(column, search)),
          ),
        );
      }
      return listPage(select, filter, 'fundAccounts.openedAt', 'fundAccounts.ownerId');
    },
  };
}
