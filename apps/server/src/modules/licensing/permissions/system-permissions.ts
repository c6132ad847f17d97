import { ADMIN_RESOURCES } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { permissionsRepository } from './permissions.repository';

/**
 * Makes sure the catalogue holds one system permission per console resource, its id, name and key all
 * the resource, so a role grants `roles:write` with the item { type: 'permission', id: 'roles', permit:
 * 'write' }. Run at every start: a resource added in a new version appears without a migration.
 */
export async function seedSystemPermissions(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await permissionsRepository(db).insertMissing(
    ADMIN_RESOURCES.map((resource) => ({
      id: resource,
      name: resource,
      nameKey: resource,
      key: resource,
      keyLower: resource,
      type: 'system' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
