import type { TicketView } from '@fleetkey/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { TicketsTable } from '../../../db/schema';
import { pushMatches, withMessageType, type PushFilter } from './push-lists';

const COLUMNS = [
  'id',
  'type',
  'title',
  'content',
  'targetKind',
  'recipientCount',
  'adminId',
  'adminName',
  'createdAt',
  'updatedAt',
] as const;

/** Targeted pushes; their messages are pushMessagesRepository's. */
export function ticketsRepository(db: Db) {
  return {
    /** A page of tickets (without their targets), newest first unless told. */
    async list(query: ListWindow & PushFilter): Promise<ListPage<TicketView>> {
      const select = db
        .selectFrom('tickets')
        .select(COLUMNS)
        .where((eb) => pushMatches(eb, query));
      const page = await listPage(select, query, 'createdAt', 'id');
      return { ...page, result: page.result.map(withMessageType) };
    },

    /** The ticket with its targets (the JSON array as sent). */
    async find(id: string): Promise<(TicketView & { targets: string }) | undefined> {
      const row = await db
        .selectFrom('tickets')
        .select([...COLUMNS, 'targets'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && withMessageType(row);
    },

    async insert(row: Insertable<TicketsTable>): Promise<void> {
      await db.insertInto('tickets').values(row).execute();
    },

    async update(id: string, changes: Updateable<TicketsTable>): Promise<void> {
      await db.updateTable('tickets').set(changes).where('id', '=', id).execute();
    },
  };
}
