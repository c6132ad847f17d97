import type { TaskCommand } from '@fleetkey/contract';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/**
 * The devices a command run sends to: the command's type, within the task creator's scope, and either the
 * listed devices or the group's members as they are at the run (a device deleted since is left out).
 */
export async function commandTargets(db: Db, scope: DeviceScope, command: TaskCommand): Promise<string[]> {
  let devices = db
    .selectFrom('devices')
    .select('devices.devid')
    .where((eb) => deviceInScope(eb, scope))
    .where('devices.devtype', '=', command.devtype);
  if (command.targetKind === 'devices') {
    if (!command.devids?.length) return [];
    devices = devices.where('devices.devid', 'in', command.devids);
  } else {
    const groupId = command.groupid ?? '';
    devices = devices.where('devices.devid', 'in', (eb) =>
      eb.selectFrom('deviceGroupMembers').select('devid').where('groupId', '=', groupId),
    );
  }
  const rows = await devices.orderBy('devices.devid').execute();
  return rows.map((row) => row.devid);
}
