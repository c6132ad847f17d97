import type { Db } from '../../../db/kysely';
import { scopeDevids } from '../../../db/device-scope';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** What GET /devices_message lists: one device's day. */
export interface DeviceUsageRow {
  devid: string;
  devname: string | null;
  day: string;
  messages: number;
  points: number;
}

/** Which days of usage a list covers: a device, and days from `fromDay` to `toDay` inclusive. */
export interface UsageFilter {
  devid: string | undefined;
  fromDay: string | undefined;
  toDay: string | undefined;
}

/** Reads of the metered usage. */
export function deviceUsageRepository(db: Db) {
  return {
    /** A page of usage rows in the scope, newest day first unless told; the scope is part of the query. */
    page(scope: DeviceScope, filter: UsageFilter, window: ListWindow): Promise<ListPage<DeviceUsageRow>> {
      let query = db
        .selectFrom('deviceUsage')
        .leftJoin('devices', 'devices.devid', 'deviceUsage.devid')
        .select([
          'deviceUsage.devid',
          'devices.name as devname',
          'deviceUsage.day',
          'deviceUsage.messages',
          'deviceUsage.points',
        ])
        .where('deviceUsage.ownerId', '=', scope.ownerId);
      // A sub-user limited to groups sees the days of the devices in them (a deleted device is in none).
      if (scope.profileId !== null) query = query.where('deviceUsage.devid', 'in', scopeDevids(scope));
      if (filter.devid !== undefined) query = query.where('deviceUsage.devid', '=', filter.devid);
      if (filter.fromDay !== undefined) query = query.where('deviceUsage.day', '>=', filter.fromDay);
      if (filter.toDay !== undefined) query = query.where('deviceUsage.day', '<=', filter.toDay);
      return listPage(query, window, 'device_usage.day', 'device_usage.devid');
    },
  };
}
