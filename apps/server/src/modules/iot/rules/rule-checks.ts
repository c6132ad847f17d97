import { iotAllows, type RuleBody } from '@fleetkey/contract';
import { deviceInScope, groupInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { ruleActionsRepository } from './rule-actions.repository';

/**
 * Refuses a rule whose targets or actions its author may not use, with 404 NOT_FOUND naming what is missing
 * (`devtype`, `devids`, `groupids`, `actionIds`; and `index` within a batch): the type must be the owner's,
 * listed devices of that type and listed groups within the author's scope (out of scope reads as absent, as
 * everywhere), actions the author sees. Naming a command action needs devices:control (403), since the rule
 * would send that command.
 */
export async function requireUsable(db: Db, actor: IotActor, rule: RuleBody, index?: number): Promise<void> {
  const { scope } = actor;
  const at = index === undefined ? {} : { index };
  const { targets } = rule;
  const [known] = await devtypesRepository(db).existing(scope.ownerId, [targets.devtype]);
  if (!known) throw AppError.of('NOT_FOUND', { ...at, devtype: targets.devtype });
  if (targets.devids) {
    const rows = await db
      .selectFrom('devices')
      .select('devices.devid')
      .where((eb) => deviceInScope(eb, scope))
      .where('devices.devtype', '=', targets.devtype)
      .where('devices.devid', 'in', targets.devids)
      .execute();
    const found = new Set(rows.map((row) => row.devid));
    const missing = targets.devids.filter((devid) => !found.has(devid));
    if (missing.length > 0) throw AppError.of('NOT_FOUND', { ...at, devids: missing });
  }
  if (targets.groupids) {
    const rows = await db
      .selectFrom('deviceGroups')
      .select('deviceGroups.id')
      .where((eb) => groupInScope(eb, scope))
      .where('deviceGroups.id', 'in', targets.groupids)
      .execute();
    const found = new Set(rows.map((row) => row.id));
    const missing = targets.groupids.filter((id) => !found.has(id));
    if (missing.length > 0) throw AppError.of('NOT_FOUND', { ...at, groupids: missing });
  }
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
