import type { CommandListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import type { DeviceCommandsTable } from '../../../db/schema';

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

    /** A page of the device's commands (call expireQueued first, so waits that ended show as such). */
    list(devid: string, query: CommandListQuery): Promise<ListPage<CommandRow>> {
      let select = db.selectFrom('deviceCommands').selectAll().where('devid', '=', devid);
      if (query.filter.cmd) select = select.where('cmd', '=', query.filter.cmd);
      if (query.filter.state) select = select.where('state', '=', query.filter.state);
      return listPage(select, query, 'sentAt', 'id');
    },

    /**
     * Records the reply of the device the command went to, once, as `replied` or `failed` (a reply code
     * other than 0): false when no such command of that device awaits a reply (another node recorded it).
     * A command that timed out still takes its reply; the view then says it came late.
     */
    async markReplied(
      id: string,
      devid: string,
      reply: string,
      at: number,
      failed: boolean,
    ): Promise<boolean> {
      const result = await db
        .updateTable('deviceCommands')
        .set({ state: failed ? 'failed' : 'replied', reply, repliedAt: at })
        .where('id', '=', id)
        .where('devid', '=', devid)
        .where('state', 'in', ['sent', 'timeout'])
        .where('repliedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markTimedOut(id: string, at: number): Promise<void> {
      await db
        .updateTable('deviceCommands')
        .set({ state: 'timeout', timedOutAt: at })
        .where('id', '=', id)
        .where('state', '=', 'sent')
        .execute();
    },

    /** Queued commands of a device whose wait is over become `expired`. */
    async expireQueued(devid: string, now: number): Promise<void> {
      await db
        .updateTable('deviceCommands')
        .set({ state: 'expired' })
        .where('devid', '=', devid)
        .where('state', '=', 'queued')
        .where('expiresAt', '<=', now)
        .execute();
    },

    /**
     * Takes the device's queued commands that are still due, oldest first, marking each `sent` now: a
     * command claimed here is published by this node alone, however many nodes saw the device come back.
     */
    async claimQueued(devid: string, now: number): Promise<CommandRow[]> {
      const due = await db
        .selectFrom('deviceCommands')
        .selectAll()
        .where('devid', '=', devid)
        .where('state', '=', 'queued')
        .where('expiresAt', '>', now)
        .orderBy('sentAt')
        .execute();
      const claimed: CommandRow[] = [];
      for (const row of due) {
        const result = await db
          .updateTable('deviceCommands')
          .set({ state: 'sent', sentAt: now })
          .where('id', '=', row.id)
          .where('state', '=', 'queued')
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) claimed.push({ ...row, state: 'sent', sentAt: now });
      }
      return claimed;
    },
  };
}
