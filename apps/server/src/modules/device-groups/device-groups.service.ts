import type {
  DeviceGroupCreate,
  DeviceGroupDetail,
  DeviceGroupListQuery,
  DeviceGroupUpdate,
  DeviceGroupView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/engine';
import type { ListPage } from '../../db/paging';
import { AppError } from '../../platform/errors/app-error';
import { devicesService } from '../devices/devices.service';
import { ownedDevices } from '../devices/owned-devices';
import { deviceGroupsRepository, type DeviceGroupCountedRow } from './device-groups.repository';

function toView(row: DeviceGroupCountedRow): DeviceGroupView {
  const { id, name, comment, deviceCount, createdAt, updatedAt } = row;
  return { id, name, comment, devices: { count: deviceCount }, createdAt, updatedAt };
}

// Names are unique per user; the database's unique key decides, even under concurrent requests.
function nameInUse(error: unknown): never {
  throw isUniqueViolation(error) ? AppError.of('NAME_IN_USE') : error;
}

/** The rules of a user's device groups: unique names, members only from the user's own devices. */
export function deviceGroupsService(context: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = context;
  const devices = devicesService(context);

  async function detail(userId: string, id: string): Promise<DeviceGroupDetail> {
    const repo = deviceGroupsRepository(db);
    const row = await repo.find(userId, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return { ...toView(row), devids: await repo.members(id) };
  }

  return {
    get: detail,

    async list(userId: string, query: DeviceGroupListQuery): Promise<ListPage<DeviceGroupView>> {
      const page = await deviceGroupsRepository(db).list(userId, query);
      return { ...page, result: page.result.map(toView) };
    },

    async create(userId: string, input: DeviceGroupCreate): Promise<DeviceGroupDetail> {
      const id = randomUUID();
      const now = clock.now();
      await deviceGroupsRepository(db)
        .insert({
          id,
          userId,
          name: input.name,
          comment: input.comment ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .catch(nameInUse);
      return detail(userId, id);
    },

    async update(userId: string, id: string, input: DeviceGroupUpdate): Promise<DeviceGroupDetail> {
      const changed = await deviceGroupsRepository(db)
        .update(userId, id, { ...input, updatedAt: clock.now() })
        .catch(nameInUse);
      if (!changed) throw AppError.of('NOT_FOUND');
      return detail(userId, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deviceGroupsRepository(db).delete(userId, id))) throw AppError.of('NOT_FOUND');
    },

    /** Adds the user's devices to the group, all or none (404 with data.devids for others'). */
    async addMembers(userId: string, id: string, devids: readonly string[]): Promise<DeviceGroupDetail> {
      await db.transaction().execute(async (trx) => {
        const repo = deviceGroupsRepository(trx);
        if (!(await repo.find(userId, id))) throw AppError.of('NOT_FOUND');
        const rows = await ownedDevices(trx, userId, devids);
        await repo.addMembers(
          id,
          rows.map((r) => r.devid),
          clock.now(),
        );
      });
      return detail(userId, id);
    },

    /** Takes a device out of the group; 404 unless the group, the device (of that type) and the membership exist. */
    async removeMember(
      userId: string,
      id: string,
      devid: string,
      devtype?: string,
    ): Promise<DeviceGroupDetail> {
      const repo = deviceGroupsRepository(db);
      if (!(await repo.find(userId, id))) throw AppError.of('NOT_FOUND');
      await devices.found(userId, devid, devtype);
      if (!(await repo.removeMember(id, devid))) throw AppError.of('NOT_FOUND');
      return detail(userId, id);
    },
  };
}
