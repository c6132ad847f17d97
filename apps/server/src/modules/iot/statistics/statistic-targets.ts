import type { RuleTargets } from '@fleetkey/contract';
import { deviceInScope, groupInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devtypesRepository } from '../devtypes/devtypes.repository';

/**
 * The devices an example covers at a window: of its type, within its author's scope, narrowed to the listed
 * devices or to the listed groups' members as they are then (a device deleted since is left out).
 */
export async function exampleDevices(db: Db, scope: DeviceScope, targets: RuleTargets): Promise<string[]> {
  let devices = db
    .selectFrom('devices')
    .select('devices.devid')
    .where((eb) => deviceInScope(eb, scope))
    .where('devices.devtype', '=', targets.devtype);
  if (targets.devids) devices = devices.where('devices.devid', 'in', targets.devids);
  if (targets.groupids) {
    const groupids = targets.groupids;
    devices = devices.where('devices.devid', 'in', (eb) =>
      eb.selectFrom('deviceGroupMembers').select('devid').where('groupId', 'in', groupids),
    );
  }
  const rows = await devices.orderBy('devices.devid').execute();
  return rows.map((row) => row.devid);
}

/**
 * Refuses targets its author may not use, with 404 NOT_FOUND naming what is missing (`devtype`, `devids`,
 * `groupids`): the owner's type, listed devices of that type and listed groups within the author's scope
 * (out of scope reads as absent, as everywhere).
 */
export async function requireTargets(db: Db, scope: DeviceScope, targets: RuleTargets): Promise<void> {
  const [known] = await devtypesRepository(db).existing(scope.ownerId, [targets.devtype]);
  if (!known) throw AppError.of('NOT_FOUND', { devtype: targets.devtype });
  if (targets.devids) {
    const found = new Set(
      await exampleDevices(db, scope, { devtype: targets.devtype, devids: targets.devids }),
    );
    const missing = targets.devids.filter((devid) => !found.has(devid));
    if (missing.length > 0) throw AppError.of('NOT_FOUND', { devids: missing });
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
    if (missing.length > 0) throw AppError.of('NOT_FOUND', { groupids: missing });
  }
}
