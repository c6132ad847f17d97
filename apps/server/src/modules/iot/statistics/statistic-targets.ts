import type { RuleTargets } from '@fleetkey/contract';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

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
