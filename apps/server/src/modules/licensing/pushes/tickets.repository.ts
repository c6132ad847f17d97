import type { MessageType, TicketView } from '@fleetkey/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { TicketsTable } from '../../../db/schema';
import { pushMatches, type PushFilter } from './broadcasts.repository';

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

// Tickets are only written with MESSAGE_TYPES codes (the create schemas' check).
const toView = <Row extends { type: number }>(row: Row): Row & { type: MessageType } => ({
  ...row,
  type: row.type as MessageType,
});

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
      return { ...page, result: page.result.map(toView) };
    },

    /** The ticket with its targets (the JSON array as sent). */
    async find(id: string): Promise<(TicketView & { targets: string }) | undefined> {
      const row = await db
        .selectFrom('tickets')
        .select([...COLUMNS, 'targets'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toView(row);
    },

    async insert(row: Insertable<TicketsTable>): Promise<void> {
      await db.insertInto('tickets').values(row).execute();
    },

    async update(id: string, changes: Updateable<TicketsTable>): Promise<void> {
      await db.updateTable('tickets').set(changes).where('id', '=', id).execute();
    },
  };
}
