import type {
  DeviceGroupCreate,
  DeviceGroupDetail,
  DeviceGroupListQuery,
  DeviceGroupUpdate,
  DeviceGroupView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { ListPage } from '../../../db/paging';
import { requireWholeScope, type DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { ownedDevice } from '../devices/owned-device';
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

  async function detail(scope: DeviceScope, id: string): Promise<DeviceGroupDetail> {
    const repo = deviceGroupsRepository(db);
    const row = await repo.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return { ...toView(row), devids: await repo.members(id) };
  }

  return {
    get: detail,

    async list(scope: DeviceScope, query: DeviceGroupListQuery): Promise<ListPage<DeviceGroupView>> {
      const page = await deviceGroupsRepository(db).list(scope, query);
      return { ...page, result: page.result.map(toView) };
    },

    /** A new group; a sub-user scoped to groups cannot add one (it would fall outside its scope). */
    async create(scope: DeviceScope, input: DeviceGroupCreate): Promise<DeviceGroupDetail> {
      requireWholeScope(scope);
      const id = randomUUID();
      const now = clock.now();
      await deviceGroupsRepository(db)
        .insert({
          id,
          userId: scope.ownerId,
          name: input.name,
          comment: input.comment ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .catch(nameInUse);
      return detail(scope, id);
    },

    async update(scope: DeviceScope, id: string, input: DeviceGroupUpdate): Promise<DeviceGroupDetail> {
      const changed = await deviceGroupsRepository(db)
        .update(scope, id, { ...input, updatedAt: clock.now() })
        .catch(nameInUse);
      if (!changed) throw AppError.of('NOT_FOUND');
      return detail(scope, id);
    },

    /** Deletes a group; a sub-user scoped to groups cannot delete what its scope is made of. */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      requireWholeScope(scope);
      if (!(await deviceGroupsRepository(db).delete(scope, id))) throw AppError.of('NOT_FOUND');
    },

    /** Adds the user's devices to the group, all or none (404 with data.devids for others'). */
    async addMembers(scope: DeviceScope, id: string, devids: readonly string[]): Promise<DeviceGroupDetail> {
      await db.transaction().execute(async (trx) => {
        const repo = deviceGroupsRepository(trx);
        if (!(await repo.find(scope, id))) throw AppError.of('NOT_FOUND');
        const rows = await ownedDevices(trx, scope, devids);
        await repo.addMembers(
          id,
          rows.map((r) => r.devid),
          clock.now(),
        );
      });
      return detail(scope, id);
    },

    /** Takes a device out of the group; 404 unless the group, the device (of that type) and the membership exist. */
    async removeMember(
      scope: DeviceScope,
      id: string,
      devid: string,
      devtype?: string,
    ): Promise<DeviceGroupDetail> {
      const repo = deviceGroupsRepository(db);
      if (!(await repo.find(scope, id))) throw AppError.of('NOT_FOUND');
      await ownedDevice(db, scope, devid, devtype);
      if (!(await repo.removeMember(id, devid))) throw AppError.of('NOT_FOUND');
      return detail(scope, id);
    },
  };
}
