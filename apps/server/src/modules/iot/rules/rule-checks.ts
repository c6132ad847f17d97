import { iotAllows, type RuleBody } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { ruleActionsRepository } from './rule-actions.repository';
import { requireTargets } from './rule-targets';

/**
 * Refuses a rule whose targets or actions its author may not use, with 404 NOT_FOUND naming what is missing
 * (`devtype`, `devids`, `groupids`, `actionIds`; and `index` within a batch): targets as requireTargets
 * says, actions the author sees. Naming a command action needs devices:control (403), since the rule
 * would send that command.
 */
export async function requireUsable(db: Db, actor: IotActor, rule: RuleBody, index?: number): Promise<void> {
  const { scope } = actor;
  const at = index === undefined ? {} : { index };
  await requireTargets(db, scope, rule.targets, at);
  const actions = await ruleActionsRepository(db).findMany(scope, rule.actionIds);
  const found = new Set(actions.map((action) => action.id));
  const missing = rule.actionIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw AppError.of('NOT_FOUND', { ...at, actionIds: missing });
  if (
    actions.some((action) => action.kind === 'command') &&
    !iotAllows(actor.grants, { resource: 'devices', action: 'control' })
  )
    throw AppError.of('FORBIDDEN', { ...at, resource: 'devices', action: 'control' });
}
