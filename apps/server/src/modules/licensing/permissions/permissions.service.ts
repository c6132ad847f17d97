import {
  isAdminResource,
  type PermissionCreate,
  type PermissionUpdate,
  type PermissionView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { permissionsRepository } from './permissions.repository';
import { uniqueName } from './unique-name';

/** The permission catalogue's rules: unique names and keys, system permissions fixed. */
export function permissionsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const permissions = permissionsRepository(db);

  const found = async (id: string): Promise<PermissionView> => {
    const permission = await permissions.findById(id);
    if (!permission) throw AppError.of('NOT_FOUND');
    return permission;
  };

  // Resource names are kept for system permissions, including resources a later version adds.
  async function assertFree(field: 'name' | 'key', value: string | undefined, exceptId?: string) {
    if (value === undefined) return;
    const column = field === 'name' ? 'nameKey' : 'keyLower';
    if (isAdminResource(value.toLowerCase()) || (await permissions.taken(column, value, exceptId))) {
      throw AppError.of('NAME_IN_USE', { field });
    }
  }

  return {
    found,

    async create(actor: OplogActor, body: PermissionCreate): Promise<PermissionView> {
      await assertFree('name', body.name);
      await assertFree('key', body.key);
      const id = randomUUID();
      const now = clock.now();
      const text = oplogText('createdPermission', { name: body.name, key: body.key });
      await uniqueName(() =>
        withOplog(db, clock, actor, text, (trx) =>
          permissionsRepository(trx).insert({
            id,
            name: body.name,
            nameKey: body.name.toLowerCase(),
            key: body.key,
            keyLower: body.key.toLowerCase(),
            type: 'feature',
            description: body.desc ?? '',
            os: body.os ?? '',
            version: body.version ?? '',
            details: body.details ?? '',
            createdAt: now,
            updatedAt: now,
          }),
        ),
      );
      return found(id);
    },

    async update(actor: OplogActor, id: string, body: PermissionUpdate): Promise<PermissionView> {
      const current = await found(id);
      const renamed = body.name !== undefined && body.name !== current.name;
      const rekeyed = body.key !== undefined && body.key !== current.key;
      // A system permission's name and key are its resource: roles and routes depend on them.
      if (current.type === 'system' && (renamed || rekeyed)) throw AppError.of('SYSTEM_PERMISSION');
      if (renamed) await assertFree('name', body.name, id);
      if (rekeyed) await assertFree('key', body.key, id);
      const { name, key, desc, os, version, details } = body;
      await uniqueName(() =>
        withOplog(
          db,
          clock,
          actor,
          oplogText('updatedPermission', { name: current.name, fields: Object.keys(body).join(', ') }),
          (trx) =>
            permissionsRepository(trx).update(id, {
              ...(name !== undefined ? { name, nameKey: name.toLowerCase() } : {}),
              ...(key !== undefined ? { key, keyLower: key.toLowerCase() } : {}),
              ...(desc !== undefined ? { description: desc } : {}),
              ...(os !== undefined ? { os } : {}),
              ...(version !== undefined ? { version } : {}),
              ...(details !== undefined ? { details } : {}),
              updatedAt: clock.now(),
            }),
        ),
      );
      return found(id);
    },

    /** Deletes a feature permission; roles that carried it lose the item in the same transaction. */
    async remove(actor: OplogActor, id: string): Promise<void> {
      const current = await found(id);
      if (current.type === 'system') throw AppError.of('SYSTEM_PERMISSION');
      const text = oplogText('deletedPermission', { name: current.name, key: current.key });
      await withOplog(db, clock, actor, text, (trx) => permissionsRepository(trx).delete(id));
    },
  };
}
