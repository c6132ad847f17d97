import {
  VALIDATION_MESSAGES as M,
  type BatchDeleteResult,
  type DeviceCounts,
  type DeviceCreate,
  type DeviceListQuery,
  type DeviceUpdate,
  type DeviceView,
  type DeviceWithSecret,
} from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import type { ListPage } from '../../db/paging';
import { AppError } from '../../platform/errors/app-error';
import { serverSecret } from '../../platform/secret';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { createDevices } from './create-devices';
import { toDeviceView } from './device-view';
import { devicesRepository, type DeviceRow } from './devices.repository';
import { fieldError } from './field-error';
import { ownedDevices } from './owned-devices';
import { rethrowTakenId, withOwnerLock } from './owner-lock';

/** The rules of a user's devices: ids global, the system limit, another user's device is not found. */
export function devicesService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const limit = config.deviceLimits.devices;

  /** The user's device (of that type when one is named), or 404. */
  async function found(userId: string, devid: string, devtype?: string): Promise<DeviceRow> {
    const row = await devicesRepository(db).find(userId, devid);
    if (!row || (devtype !== undefined && row.devtype !== devtype)) throw AppError.of('NOT_FOUND');
    return row;
  }

  return {
    found,

    async get(userId: string, devid: string, devtype?: string): Promise<DeviceView> {
      return toDeviceView(await found(userId, devid, devtype));
    },

    async list(userId: string, query: DeviceListQuery): Promise<ListPage<DeviceView>> {
      const page = await devicesRepository(db).list(userId, query);
      return { ...page, result: page.result.map(toDeviceView) };
    },

    /**
     * Creates a device and answers it with its secret, once. 400 when the type is not the user's, 409
     * DEVICE_EXISTS when any user's device has the id, 403 DEVICE_LIMIT (8001) over the limit.
     */
    async create(userId: string, input: DeviceCreate): Promise<DeviceWithSecret> {
      const now = clock.now();
      const [created] = await withOwnerLock(db, userId, now, async (trx) => {
        if (!(await devtypesRepository(trx).find(userId, input.devtype))) {
          throw fieldError('body', 'devtype', M.deviceTypeUnknown);
        }
        if ((await devicesRepository(trx).taken([input.devid])).length > 0)
          throw AppError.of('DEVICE_EXISTS');
        return createDevices(trx, { userId, now, limit, serverKey: serverSecret(config) }, [input]);
      }).catch(rethrowTakenId);
      if (!created) throw new Error(`device ${input.devid} was not stored`);
      return created;
    },

    async update(userId: string, devid: string, devtype: string | undefined, input: DeviceUpdate) {
      await found(userId, devid, devtype);
      const { devname, comment, gps } = input;
      await devicesRepository(db).update(userId, devid, {
        ...(devname !== undefined ? { name: devname } : {}),
        ...(comment !== undefined ? { comment } : {}),
        ...(gps !== undefined ? { latitude: gps?.lat ?? null, longitude: gps?.lng ?? null } : {}),
        updatedAt: clock.now(),
      });
      return toDeviceView(await found(userId, devid));
    },

    /**
     * Deletes the devices, all or none: 404 (data.devids) when some are not the user's (or not of the
     * named type). Their sub-devices stay, without a gateway; group memberships go with them.
     */
    async remove(userId: string, devids: readonly string[], devtype?: string): Promise<BatchDeleteResult> {
      return db.transaction().execute(async (trx) => {
        const rows = await ownedDevices(trx, userId, devids, devtype);
        return {
          deleted: await devicesRepository(trx).deleteMany(
            userId,
            rows.map((r) => r.devid),
          ),
        };
      });
    },

    /** How many of the user's devices are online, offline and faulty (of one type when given). */
    async counts(userId: string, devtype: string | undefined): Promise<DeviceCounts> {
      const { online, offline, faulty } = await devicesRepository(db).statusCounts(userId, devtype);
      return { count: online, total: online + offline + faulty, online, offline, faulty };
    },
  };
}
