import type { RuleTargets } from '@fleetkey/contract';
import { deviceInScope, groupInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devtypesRepository } from '../devtypes/devtypes.repository';

/**
 * Refuses targets (of a rule or a statistic example) their author may not use, with 404 NOT_FOUND naming
 * what is missing (`devtype`, `devids`, `groupids`; with `at`, e.g. the `index` within a batch): the owner's
 * type, listed devices of that type and listed groups within the author's scope (out of scope reads as
 * absent, as everywhere).
 */
export async function requireTargets(
  db: Db,
  scope: DeviceScope,
  targets: RuleTargets,
  at: { index?: number } = {},
): Promise<void> {
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
}
