import type { RuleActionListQuery } from '@fleetkey/contract';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { authoredInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { deleteRowById, updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage } from '../../../db/paging';
import type { RuleActionsTable } from '../../../db/schema';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored rule action. */
export type RuleActionRow = Selectable<RuleActionsTable>;

/** Reads and writes of rule actions within a caller's scope. */
export function ruleActionsRepository(db: Db) {
  const actions = (scope: DeviceScope) =>
    db.selectFrom('ruleActions').selectAll('ruleActions').where(authoredInScope('ruleActions', scope));

  return {
    async insert(row: Insertable<RuleActionsTable>): Promise<void> {
      await db.insertInto('ruleActions').values(row).execute();
    },

    find(scope: DeviceScope, id: string): Promise<RuleActionRow | undefined> {
      return actions(scope).where('ruleActions.id', '=', id).executeTakeFirst();
    },

    /** The listed actions the caller sees (fewer when some are not there or not its). */
    findMany(scope: DeviceScope, ids: readonly string[]): Promise<RuleActionRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return actions(scope).where('ruleActions.id', 'in', ids).execute();
    },

    list(scope: DeviceScope, query: RuleActionListQuery): Promise<ListPage<RuleActionRow>> {
      let select = actions(scope);
      if (query.filter.kind) select = select.where('ruleActions.kind', '=', query.filter.kind);
      return listPage(select, query, 'ruleActions.createdAt', 'ruleActions.id');
    },

    update(scope: DeviceScope, id: string, set: Updateable<RuleActionsTable>): Promise<boolean> {
      return updateRowById(db, 'ruleActions', authoredInScope('ruleActions', scope), id, set);
    },

    remove(scope: DeviceScope, id: string): Promise<boolean> {
      return deleteRowById(db, 'ruleActions', authoredInScope('ruleActions', scope), id);
    },

    /** The rules that run an action (any profile's: they all stop the delete). */
    usedBy(actionId: string): Promise<{ id: string; name: string }[]> {
      return db
        .selectFrom('ruleActionLinks')
        .innerJoin('rules', 'rules.id', 'ruleActionLinks.ruleId')
        .select(['rules.id', 'rules.name'])
        .where('ruleActionLinks.actionId', '=', actionId)
        .orderBy('rules.name')
        .execute();
    },

    /** Whether another action of the main account bears this name, letter case aside. */
    async nameTaken(ownerId: string, name: string, exceptId?: string): Promise<boolean> {
      let select = db
        .selectFrom('ruleActions')
        .select('id')
        .where('userId', '=', ownerId)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase());
      if (exceptId !== undefined) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    async countOf(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('ruleActions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
