import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devicesRepository, type DeviceRow } from './devices.repository';

/**
 * The scope's devices of these ids (each once), or 404 with data.devids naming those outside it (another
 * user's, out of a sub-user's scope, or not of the named type): a batch call acts on all of them or on none.
 */
export async function ownedDevices(
  db: Db,
  scope: DeviceScope,
  devids: readonly string[],
  devtype?: string,
): Promise<DeviceRow[]> {
  const ids = [...new Set(devids)];
  const rows = (await devicesRepository(db).findMany(scope, ids)).filter(
    (row) => devtype === undefined || row.devtype === devtype,
  );
  const mine = new Set(rows.map((row) => row.devid));
  const missing = ids.filter((id) => !mine.has(id));
  if (missing.length > 0) throw AppError.of('NOT_FOUND', { devids: missing });
  return rows;
}
