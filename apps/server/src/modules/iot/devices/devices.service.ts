import {
  VALIDATION_MESSAGES as M,
  type BatchDeleteResult,
  type DeviceCounts,
  type DeviceCountsQuery,
  type DeviceCreate,
  type DeviceListQuery,
  type DeviceUpdate,
  type DeviceView,
  type DeviceWithSecret,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { ListPage } from '../../../db/paging';
import { requireWholeScope, type DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { serverSecret } from '../../../platform/secret';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { createDevices } from './create-devices';
import { toDeviceView } from './device-view';
import { devicesRepository } from './devices.repository';
import { fieldError } from './field-error';
import { ownedDevice } from './owned-device';
import { ownedDevices } from './owned-devices';
import { rethrowTakenId, withOwnerLock } from './owner-lock';

/** The rules of a user's devices: ids global, the system limit, another user's device is not found. */
export function devicesService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const limit = config.deviceLimits.devices;

  return {
    async get(scope: DeviceScope, devid: string, devtype?: string): Promise<DeviceView> {
      return toDeviceView(await ownedDevice(db, scope, devid, devtype));
    },

    async list(scope: DeviceScope, query: DeviceListQuery): Promise<ListPage<DeviceView>> {
      const page = await devicesRepository(db).list(scope, query);
      return { ...page, result: page.result.map(toDeviceView) };
    },

    /**
     * Creates a device and answers it with its secret, once. 400 when the type is not the user's, 409
     * DEVICE_EXISTS when any user's device has the id, 403 DEVICE_LIMIT (8001) over the limit, 403
     * SCOPE_LIMITED for a sub-user scoped to groups.
     */
    async create(scope: DeviceScope, input: DeviceCreate): Promise<DeviceWithSecret> {
      requireWholeScope(scope);
      const userId = scope.ownerId;
      const now = clock.now();
      const [created] = await withOwnerLock(db, userId, now, async (trx) => {
        if (!(await devtypesRepository(trx).find(userId, input.devtype))) {
          throw fieldError('body', 'devtype', M.deviceTypeUnknown);
        }
        if ((await devicesRepository(trx).taken([input.devid])).length > 0)
          throw AppError.of('DEVICE_EXISTS');
        return createDevices(
          trx,
          { userId, now, limit, serverKey: serverSecret(config), arrears: config.usage.arrears },
          [input],
        );
      }).catch(rethrowTakenId);
      if (!created) throw new Error(`device ${input.devid} was not stored`);
      return created;
    },

    async update(scope: DeviceScope, devid: string, devtype: string | undefined, input: DeviceUpdate) {
      await ownedDevice(db, scope, devid, devtype);
      const { devname, comment, gps } = input;
      await devicesRepository(db).update(scope, devid, {
        ...(devname !== undefined ? { name: devname } : {}),
        ...(comment !== undefined ? { comment } : {}),
        ...(gps !== undefined ? { latitude: gps?.lat ?? null, longitude: gps?.lng ?? null } : {}),
        updatedAt: clock.now(),
      });
      return toDeviceView(await ownedDevice(db, scope, devid));
    },

    /**
     * Deletes the devices, all or none: 404 (data.devids) when some are not the user's (or not of the
     * named type). Their sub-devices stay, without a gateway; group memberships go with them.
     */
    async remove(
      scope: DeviceScope,
      devids: readonly string[],
      devtype?: string,
    ): Promise<BatchDeleteResult> {
      return db.transaction().execute(async (trx) => {
        const rows = await ownedDevices(trx, scope, devids, devtype);
        return {
          deleted: await devicesRepository(trx).deleteMany(
            scope,
            rows.map((r) => r.devid),
          ),
        };
      });
    },

    /** How many of the scope's devices are online, offline and faulty (of one type, of one project when given). */
    async counts(scope: DeviceScope, query: DeviceCountsQuery): Promise<DeviceCounts> {
      const { online, offline, faulty } = await devicesRepository(db).statusCounts(scope, query);
      return { count: online, total: online + offline + faulty, online, offline, faulty };
    },
  };
}
