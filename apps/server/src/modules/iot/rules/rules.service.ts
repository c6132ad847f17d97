import {
  RULE_LIMITS,
  type RuleBody,
  type RuleListQuery,
  type RulePage,
  type RuleStatus,
  type RuleView,
} from '@fleetkey/contract';
import type { Updateable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { RulesTable } from '../../../db/schema';
import { authoredBy, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { requireUsable } from './rule-checks';
import { toRuleView } from './rule-view';
import { rulesRepository, type RuleRow } from './rules.repository';

/** The stored columns of a rule body (its actions are linked apart). */
function columnsOf(body: RuleBody) {
  return {
    name: body.name,
    ruleDesc: body.desc,
    description: body.description,
    status: body.status,
    record: body.record ? 1 : 0,
    severity: body.severity,
    devtype: body.targets.devtype,
    targets: JSON.stringify(body.targets),
    triggerKind: body.trigger.kind,
    triggerDef: JSON.stringify(body.trigger),
    clearDef: JSON.stringify(body.clear),
    throttleMinutes: body.throttleMinutes,
  };
}

/** Rules (iot-console.md §7 "Rules and records"): saved, listed, changed, enabled and disabled. */
export function rulesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const rules = rulesRepository(db);

  const requireRule = async (scope: DeviceScope, id: string): Promise<RuleRow> => {
    const row = await rules.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };
  const view = async (row: RuleRow): Promise<RuleView> =>
    toRuleView(row, (await rules.actionIds([row.id])).get(row.id) ?? []);

  const requireRoom = async (ownerId: string, adding: number) => {
    if ((await rules.countOf(ownerId)) + adding > RULE_LIMITS.perOwner)
      throw AppError.of('RULE_LIMIT', { max: RULE_LIMITS.perOwner });
  };

  /** Saves checked rules in one transaction: all of them, or none. */
  const insertAll = async (actor: IotActor, bodies: readonly RuleBody[]): Promise<string[]> => {
    const now = clock.now();
    const ids = bodies.map(() => randomUUID());
    await db.transaction().execute(async (trx) => {
      const repo = rulesRepository(trx);
      for (const [index, body] of bodies.entries())
        await repo.insert(
          {
            id: ids[index] ?? randomUUID(),
            ...columnsOf(body),
            ...authoredBy(actor, now),
          },
          body.actionIds,
        );
    });
    return ids;
  };

  const patch = async (scope: DeviceScope, id: string, set: Updateable<RulesTable>): Promise<RuleView> => {
    if (!(await rules.update(scope, id, { ...set, updatedAt: clock.now() }))) throw AppError.of('NOT_FOUND');
    return view(await requireRule(scope, id));
  };

  return {
    /** A page of rules; with `fields`, each carries only those fields. */
    async list(scope: DeviceScope, query: RuleListQuery): Promise<RulePage & { count?: number }> {
      const page = await rules.list(scope, query);
      const actionIds = await rules.actionIds(page.result.map((row) => row.id));
      const views = page.result.map((row) => toRuleView(row, actionIds.get(row.id) ?? []));
      const { fields } = query;
      const result = fields
        ? views.map((rule) => ({
            id: rule.id,
            ...Object.fromEntries(fields.map((name) => [name, rule[name]])),
          }))
        : views;
      return { ...page, result };
    },

    async get(scope: DeviceScope, id: string): Promise<RuleView> {
      return view(await requireRule(scope, id));
    },

    async create(actor: IotActor, body: RuleBody): Promise<RuleView> {
      await requireUsable(db, actor, body);
      await requireRoom(actor.ownerId, 1);
      const [id = ''] = await insertAll(actor, [body]);
      return view(await requireRule(actor.scope, id));
    },

    /** Saves every rule or none; a refusal names the `index` of the first rule at fault. */
    async createBatch(actor: IotActor, bodies: readonly RuleBody[]): Promise<RuleView[]> {
      for (const [index, body] of bodies.entries()) await requireUsable(db, actor, body, index);
      await requireRoom(actor.ownerId, bodies.length);
      const ids = await insertAll(actor, bodies);
      const created = await Promise.all(ids.map((id) => rules.find(actor.scope, id)));
      return Promise.all(created.flatMap((row) => (row ? [view(row)] : [])));
    },

    /** Replaces a rule's definition (its author and creation time stay). */
    async update(actor: IotActor, id: string, body: RuleBody): Promise<RuleView> {
      await requireRule(actor.scope, id);
      await requireUsable(db, actor, body);
      await db.transaction().execute(async (trx) => {
        const repo = rulesRepository(trx);
        await repo.update(actor.scope, id, { ...columnsOf(body), updatedAt: clock.now() });
        await repo.link(id, body.actionIds);
        // A new definition starts from idle on every device (its records stay, and count up if it fires).
        await trx.deleteFrom('ruleStates').where('ruleId', '=', id).execute();
      });
      return view(await requireRule(actor.scope, id));
    },

    /** Deletes a rule; its records stay, with the rule's name. */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      if (!(await rules.remove(scope, id))) throw AppError.of('NOT_FOUND');
    },

    setStatus: (scope: DeviceScope, id: string, status: RuleStatus) => patch(scope, id, { status }),

    setRecord: (scope: DeviceScope, id: string, record: boolean) =>
      patch(scope, id, { record: record ? 1 : 0 }),
  };
}
