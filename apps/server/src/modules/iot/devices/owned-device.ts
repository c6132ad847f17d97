import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devicesRepository, type DeviceRow } from './devices.repository';

/**
 * The scope's device, or 404 — also when `devtype` is given and the device is of another type. Another
 * user's device answers exactly like a missing one, so ids cannot be probed.
 */
export async function ownedDevice(
  db: Db,
  scope: DeviceScope,
  devid: string,
  devtype?: string,
): Promise<DeviceRow> {
  const device = await devicesRepository(db).find(scope, devid);
  if (!device || (devtype !== undefined && device.devtype !== devtype)) throw AppError.of('NOT_FOUND');
  return device;
}
