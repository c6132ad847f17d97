import type { RecordListQuery, RecordState } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import { scopeDevids } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import type { RuleRecordsTable } from '../../../db/schema';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored alarm record. */
export type RuleRecordRow = Selectable<RuleRecordsTable>;

/** Reads and writes of alarm records: those of the devices within a caller's scope only. */
export function ruleRecordsRepository(db: Db) {
  // A record is its device's: the scope is the device's (db/device-scope.ts), the owner its user id.
  const records = (scope: DeviceScope) =>
    db
      .selectFrom('ruleRecords')
      .selectAll('ruleRecords')
      .where('ruleRecords.userId', '=', scope.ownerId)
      .where('ruleRecords.devid', 'in', scopeDevids(scope));
  const listed = (scope: DeviceScope, ids: readonly string[]) =>
    records(scope).where('ruleRecords.id', 'in', ids);

  return {
    /** Opens a record (the engine's write; tests use it to stand in for the engine). */
    async insert(row: Insertable<RuleRecordsTable>): Promise<void> {
      await db.insertInto('ruleRecords').values(row).execute();
    },

    /** A page of records, newest firing first unless told; `devid` narrows to one device. */
    list(scope: DeviceScope, query: RecordListQuery, devid?: string): Promise<ListPage<RuleRecordRow>> {
      const { filter } = query;
      const oneOrMany = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);
      let select = records(scope);
      if (devid !== undefined) select = select.where('ruleRecords.devid', '=', devid);
      if (filter.devid) select = select.where('ruleRecords.devid', '=', filter.devid);
      if (filter.ruleId) select = select.where('ruleRecords.ruleId', '=', filter.ruleId);
      if (filter.severity) select = select.where('ruleRecords.severity', 'in', oneOrMany(filter.severity));
      if (filter.state) select = select.where('ruleRecords.state', 'in', oneOrMany(filter.state));
      if (query.from !== undefined) select = select.where('ruleRecords.lastFiredAt', '>=', query.from);
      if (query.to !== undefined) select = select.where('ruleRecords.firstFiredAt', '<', query.to);
      return listPage(select, query, 'ruleRecords.lastFiredAt', 'ruleRecords.id');
    },

    /** The listed records within the scope, with their states. */
    async states(scope: DeviceScope, ids: readonly string[]): Promise<{ id: string; state: RecordState }[]> {
      return listed(scope, ids).clearSelect().select(['ruleRecords.id', 'ruleRecords.state']).execute();
    },

    /**
     * Moves the listed records that are still in one of `from` (a concurrent change wins: its records are
     * no longer in `from`); answers the ids moved.
     */
    async move(
      scope: DeviceScope,
      ids: readonly string[],
      from: readonly RecordState[],
      set: { state: RecordState } & Partial<
        Pick<RuleRecordsTable, 'acknowledgedBy' | 'acknowledgedAt' | 'clearedBy' | 'clearedAt'>
      >,
    ): Promise<string[]> {
      const inScope = (await this.states(scope, ids)).map((row) => row.id);
      if (inScope.length === 0) return [];
      const moved = await db
        .updateTable('ruleRecords')
        .set(set)
        .where('id', 'in', inScope)
        .where('state', 'in', from)
        .returning('id')
        .execute();
      return moved.map((row) => row.id);
    },

    /** Deletes the listed cleared records within the scope; answers how many. */
    async removeCleared(scope: DeviceScope, ids: readonly string[]): Promise<number> {
      const inScope = (await this.states(scope, ids)).map((row) => row.id);
      if (inScope.length === 0) return 0;
      const result = await db
        .deleteFrom('ruleRecords')
        .where('id', 'in', inScope)
        .where('state', '=', 'cleared')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
