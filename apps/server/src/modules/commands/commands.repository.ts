import type { CommandListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import { listPage, type ListPage } from '../../db/paging';
import type { DeviceCommandsTable } from '../../db/schema';

/** A stored command. */
export type CommandRow = Selectable<DeviceCommandsTable>;

/** Queries on recorded commands. */
export function commandsRepository(db: Db) {
  return {
    async insert(rows: readonly Insertable<DeviceCommandsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('deviceCommands').values(rows).execute();
    },

    find(id: string): Promise<CommandRow | undefined> {
      return db.selectFrom('deviceCommands').selectAll().where('id', '=', id).executeTakeFirst();
    },

    list(devid: string, query: CommandListQuery): Promise<ListPage<CommandRow>> {
      let select = db.selectFrom('deviceCommands').selectAll().where('devid', '=', devid);
      if (query.filter.cmd) select = select.where('cmd', '=', query.filter.cmd);
      if (query.filter.state) select = select.where('state', '=', query.filter.state);
      return listPage(select, query, 'sentAt', 'id');
    },

    /**
     * Records the reply of the device the command went to, once: false when no such command of that
     * device is still waiting (another node recorded it, or it timed out).
     */
    async markReplied(id: string, devid: string, reply: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('deviceCommands')
        .set({ state: 'replied', reply, repliedAt: at })
        .where('id', '=', id)
        .where('devid', '=', devid)
        .where('state', '=', 'sent')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markTimedOut(id: string): Promise<void> {
      await db
        .updateTable('deviceCommands')
        .set({ state: 'timeout' })
        .where('id', '=', id)
        .where('state', '=', 'sent')
        .execute();
    },
  };
}
