import type { Insertable, Selectable } from 'kysely';
import { scopeDevids } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DbcBindingsTable, DbcStrategiesTable } from '../../../db/schema';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored strategy. */
export type DbcStrategyRow = Selectable<DbcStrategiesTable>;
/** A stored binding. */
export type DbcBindingRow = Selectable<DbcBindingsTable>;

/** A main account's DBC strategies and their bindings to types and devices. */
export function dbcStrategiesRepository(db: Db) {
  // The deletion of an owner's bindings to these devices ('' for their type); callers narrow it further.
  const deleteBindingsOf = (on: Db, ownerId: string, devids: readonly string[]) =>
    on.deleteFrom('dbcBindings').where('userId', '=', ownerId).where('devid', 'in', devids);

  return {
    list(ownerId: string): Promise<DbcStrategyRow[]> {
      return db
        .selectFrom('dbcStrategies')
        .selectAll()
        .where('userId', '=', ownerId)
        .orderBy('name')
        .execute();
    },

    find(ownerId: string, id: string): Promise<DbcStrategyRow | undefined> {
      return db
        .selectFrom('dbcStrategies')
        .selectAll()
        .where('userId', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The strategy bound to a device: its own binding, else its type's (the device's owner's bindings). */
    boundTo(devid: string, devtype: string): Promise<DbcStrategyRow | undefined> {
      return (
        db
          .selectFrom('dbcBindings as b')
          .innerJoin('devices as d', (join) =>
            join.onRef('d.userId', '=', 'b.userId').on('d.devid', '=', devid),
          )
          .innerJoin('dbcStrategies as s', 's.id', 'b.strategyId')
          .selectAll('s')
          .where('b.devtype', '=', devtype)
          .where('b.devid', 'in', ['', devid])
          // '' (the type's binding) sorts before any device id.
          .orderBy('b.devid', 'desc')
          .limit(1)
          .executeTakeFirst()
      );
    },

    /** The strategies decoding with a DBC file. */
    usingDbc(ownerId: string, dbcName: string): Promise<{ id: string; name: string }[]> {
      return db
        .selectFrom('dbcStrategies')
        .select(['id', 'name'])
        .where('userId', '=', ownerId)
        .where('dbcName', '=', dbcName)
        .execute();
    },

    async insert(row: Insertable<DbcStrategiesTable>): Promise<void> {
      await db.insertInto('dbcStrategies').values(row).execute();
    },

    /** Replaces a strategy's content; bindings of another type than the new one go. */
    async update(row: DbcStrategyRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('dbcStrategies').set(row).where('id', '=', row.id).execute();
        await trx
          .deleteFrom('dbcBindings')
          .where('strategyId', '=', row.id)
          .where('devtype', '<>', row.devtype)
          .execute();
      });
    },

    async delete(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('dbcBindings').where('strategyId', '=', id).execute();
        await trx.deleteFrom('dbcStrategies').where('id', '=', id).execute();
      });
    },

    /** The account's bindings a scope sees: to types (devid ''), and to the scope's devices. */
    bindings(scope: DeviceScope): Promise<DbcBindingRow[]> {
      let query = db.selectFrom('dbcBindings').selectAll().where('userId', '=', scope.ownerId);
      if (scope.profileId !== null)
        query = query.where((eb) =>
          eb.or([eb('dbcBindings.devid', '=', ''), eb('dbcBindings.devid', 'in', scopeDevids(scope))]),
        );
      return query.orderBy('devtype').orderBy('devid').execute();
    },

    /** Drops a strategy's bindings to its type ('') or to the listed devices. */
    async unbind(ownerId: string, strategyId: string, devids: readonly string[]): Promise<void> {
      await deleteBindingsOf(db, ownerId, devids).where('strategyId', '=', strategyId).execute();
    },

    /** Binds a strategy to its type ('' ) or to devices, replacing what they were bound to. */
    async bind(
      ownerId: string,
      strategyId: string,
      devtype: string,
      devids: readonly string[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deleteBindingsOf(trx, ownerId, devids).where('devtype', '=', devtype).execute();
        await trx
          .insertInto('dbcBindings')
          .values(devids.map((devid) => ({ userId: ownerId, devtype, devid, strategyId })))
          .execute();
      });
    },
  };
}
