import type { RuleListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { authoredInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { deleteRowById, updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage } from '../../../db/paging';
import type { RulesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored rule. */
export type RuleRow = Selectable<RulesTable>;

/** Reads and writes of rules and the actions they name, within a caller's scope. */
export function rulesRepository(db: Db) {
  const rules = (scope: DeviceScope) =>
    db.selectFrom('rules').selectAll('rules').where(authoredInScope('rules', scope));

  return {
    async insert(row: Insertable<RulesTable>, actionIds: readonly string[]): Promise<void> {
      await db.insertInto('rules').values(row).execute();
      await this.link(row.id, actionIds);
    },

    /** Replaces the actions a rule runs, in the given order. */
    async link(ruleId: string, actionIds: readonly string[]): Promise<void> {
      await db.deleteFrom('ruleActionLinks').where('ruleId', '=', ruleId).execute();
      if (actionIds.length === 0) return;
      await db
        .insertInto('ruleActionLinks')
        .values(actionIds.map((actionId, position) => ({ ruleId, actionId, position })))
        .execute();
    },

    find(scope: DeviceScope, id: string): Promise<RuleRow | undefined> {
      return rules(scope).where('rules.id', '=', id).executeTakeFirst();
    },

    /** A page of the caller's rules, newest first unless told. */
    list(scope: DeviceScope, query: RuleListQuery): Promise<ListPage<RuleRow>> {
      const { filter } = query;
      let select = rules(scope);
      if (filter.desc !== undefined) select = select.where('rules.ruleDesc', '=', filter.desc as 'trigger');
      if (filter.status) select = select.where('rules.status', '=', filter.status);
      if (filter.severity) select = select.where('rules.severity', '=', filter.severity);
      if (filter.record !== undefined) select = select.where('rules.record', '=', filter.record ? 1 : 0);
      if (filter.devtype) select = select.where('rules.devtype', '=', filter.devtype);
      if (filter.kind) select = select.where('rules.triggerKind', '=', filter.kind);
      if (filter.name) select = select.where(containsText('rules.name', filter.name));
      return listPage(select, query, 'rules.createdAt', 'rules.id');
    },

    /** The action ids of each rule, in order. */
    async actionIds(ruleIds: readonly string[]): Promise<Map<string, string[]>> {
      const byRule = new Map<string, string[]>(ruleIds.map((id) => [id, []]));
      if (ruleIds.length === 0) return byRule;
      const rows = await db
        .selectFrom('ruleActionLinks')
        .select(['ruleId', 'actionId'])
        .where('ruleId', 'in', ruleIds)
        .orderBy('ruleId')
        .orderBy('position')
        .execute();
      for (const row of rows) byRule.get(row.ruleId)?.push(row.actionId);
      return byRule;
    },

    /** Changes a rule within the scope; false when there is no such rule. */
    update(scope: DeviceScope, id: string, set: Updateable<RulesTable>): Promise<boolean> {
      return updateRowById(db, 'rules', authoredInScope('rules', scope), id, set);
    },

    /** Deletes a rule and its action links; its records stay (history). */
    remove(scope: DeviceScope, id: string): Promise<boolean> {
      return deleteRowById(db, 'rules', authoredInScope('rules', scope), id);
    },

    /** How many rules the owner holds (every profile's). */
    async countOf(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('rules')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
