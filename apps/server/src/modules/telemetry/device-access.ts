import type { Db } from '../../db/kysely';
import { AppError } from '../../platform/errors/app-error';
import { devicesRepository, type DeviceRow } from '../devices/devices.repository';

/**
 * The user's device, or 404 — also when `devtype` is given and the device is of another type. Another
 * user's device answers exactly like a missing one, so ids cannot be probed.
 */
export async function ownedDevice(
  db: Db,
  userId: string,
  devid: string,
  devtype?: string,
): Promise<DeviceRow> {
  const device = await devicesRepository(db).find(userId, devid);
  if (!device || (devtype !== undefined && device.devtype !== devtype)) throw AppError.of('NOT_FOUND');
  return device;
}
