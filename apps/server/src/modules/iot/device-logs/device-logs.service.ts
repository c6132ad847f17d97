import {
  DEVICE_LOG_RETENTION_MS,
  type DeviceConnectionListQuery,
  type DeviceConnectionPage,
  type DeviceRejectionListQuery,
  type DeviceRejectionPage,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { ownedDevice } from '../devices/owned-device';
import { toConnectionView, toRejectionView } from './device-log-views';
import { deviceLogsRepository } from './device-logs.repository';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

const HOUR_MS = 3_600_000;

/** A device's rejected messages and connection log: only the owner's devices, else 404. */
export function deviceLogsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const logs = deviceLogsRepository(db);
  // Entries past their 7 days are hidden at once, whether or not a sweep has deleted them yet.
  const since = () => clock.now() - DEVICE_LOG_RETENTION_MS;

  return {
    async rejections(
      scope: DeviceScope,
      devid: string,
      query: DeviceRejectionListQuery,
    ): Promise<DeviceRejectionPage> {
      await ownedDevice(db, scope, devid, query.devtype);
      const from = since();
      // The count first, then the entries: a batch writes both in one transaction, so every entry of the
      // rejections counted is then visible. Read side by side (two connections on PostgreSQL), a batch
      // committed between the two reads answered its counts without its entries (25 counted, 0 listed).
      const recentCount = await logs.rejectionCount(devid, from - (from % HOUR_MS));
      const page = await logs.rejections(devid, from, query);
      return { ...page, result: page.result.map(toRejectionView), recentCount };
    },

    async connections(
      scope: DeviceScope,
      devid: string,
      query: DeviceConnectionListQuery,
    ): Promise<DeviceConnectionPage> {
      await ownedDevice(db, scope, devid, query.devtype);
      const page = await logs.connections(devid, since(), query);
      return { ...page, result: page.result.map(toConnectionView) };
    },
  };
}
