import type { ArrearsPolicy, DeviceWithSecret, Gps } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { wholeScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { billsRepository } from '../../money/usage/bills.repository';
import { deviceLimitError } from './device-limits';
import { deviceSecretHash, newDeviceSecret } from './device-secret';
import { toDeviceView } from './device-view';
import { devicesRepository } from './devices.repository';

/** A device to create, already checked: its id is free and its type is the user's. */
export interface NewDevice {
  devid: string;
  devtype: string;
  devname?: string | undefined;
  comment?: string | undefined;
  gps?: Gps | null | undefined;
}

/**
 * Inserts devices with fresh secrets and answers them with the secrets (the only time they are seen).
 * Runs inside the caller's owner-locked transaction, so the limit check and the insert cannot be raced.
 * With the arrears policy `refuseNewDevices`, an owner with an unpaid bill is refused (409 FUNDS_ARREARS).
 */
export async function createDevices(
  trx: Db,
  scope: { userId: string; now: number; limit: number; serverKey: Buffer; arrears: ArrearsPolicy },
  devices: readonly NewDevice[],
): Promise<DeviceWithSecret[]> {
  const { userId, now, limit, serverKey } = scope;
  const repo = devicesRepository(trx);
  const owners = wholeScope(userId);
  if (scope.arrears === 'refuseNewDevices' && (await billsRepository(trx).hasUnpaid(userId)))
    throw AppError.of('FUNDS_ARREARS');
  if ((await repo.count(owners)) + devices.length > limit) throw deviceLimitError(limit);
  const made = devices.map((device) => ({ device, secret: newDeviceSecret() }));
  const rows = made.map(({ device, secret }) => ({
    devid: device.devid,
    userId,
    devtype: device.devtype,
    name: device.devname ?? device.devid,
    comment: device.comment ?? '',
    secretHash: deviceSecretHash(serverKey, device.devid, secret),
    secretUpdatedAt: now,
    latitude: device.gps?.lat ?? null,
    longitude: device.gps?.lng ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  await repo.insertMany(rows);
  // Read back, so the answer shows what was stored (defaults included), with each secret beside it.
  const stored = new Map(
    (
      await repo.findMany(
        owners,
        rows.map((r) => r.devid),
      )
    ).map((r) => [r.devid, r]),
  );
  return made.flatMap(({ device, secret }) => {
    const row = stored.get(device.devid);
    return row ? [{ ...toDeviceView(row), devsecret: secret }] : [];
  });
}
