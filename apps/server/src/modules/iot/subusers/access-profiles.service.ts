import {
  ACCESS_PROFILES_MAX,
  type AccessProfileCreate,
  type AccessProfileListQuery,
  type AccessProfileUpdate,
  type AccessProfileView,
  type IotGrants,
  type IotScopeView,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import type { ListPage } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOwnerLock } from '../devices/owner-lock';
import { accessProfilesRepository, type AccessProfileRow } from './access-profiles.repository';
import { recordActivity, type ActivityActor } from './account-activity';

// Names are unique per owner; the database's unique key decides, even under concurrent requests.
function nameInUse(error: unknown): never {
  throw isUniqueViolation(error) ? AppError.of('NAME_IN_USE') : error;
}

/** The owner's access profiles: grants per resource of the catalogue, a scope over its groups or projects. */
export function accessProfilesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  async function views(trx: Db, ownerId: string, rows: AccessProfileRow[]): Promise<AccessProfileView[]> {
    const repo = accessProfilesRepository(trx);
    const ids = rows.map((r) => r.id);
    const [groups, projects, wearers] = await Promise.all([
      repo.groupsOf(ownerId, ids),
      repo.projectsOf(ownerId, ids),
      repo.wearers(ownerId, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      desc: row.description,
      grants: JSON.parse(row.grants) as IotGrants,
      scope: {
        kind: row.scopeKind,
        groupIds: groups.get(row.id) ?? [],
        projectIds: projects.get(row.id) ?? [],
      },
      subusers: wearers.get(row.id) ?? [],
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }));
  }

  async function detail(trx: Db, ownerId: string, id: number): Promise<AccessProfileView> {
    const row = await accessProfilesRepository(trx).find(ownerId, id);
    if (!row) throw AppError.of('NOT_FOUND');
    const [view] = await views(trx, ownerId, [row]);
    if (!view) throw AppError.of('NOT_FOUND');
    return view;
  }

  /**
   * A scope may only name the owner's own groups and projects (404 with data.groupIds or data.projectIds
   * for the others).
   */
  async function requireOwnScope(trx: Db, ownerId: string, scope: IotScopeView): Promise<void> {
    const repo = accessProfilesRepository(trx);
    const ownGroups = new Set(await repo.ownGroups(ownerId, scope.groupIds));
    const foreignGroups = scope.groupIds.filter((id) => !ownGroups.has(id));
    if (foreignGroups.length > 0) throw AppError.of('NOT_FOUND', { groupIds: foreignGroups });
    const ownProjects = new Set(await repo.ownProjects(ownerId, scope.projectIds));
    const foreignProjects = scope.projectIds.filter((id) => !ownProjects.has(id));
    if (foreignProjects.length > 0) throw AppError.of('NOT_FOUND', { projectIds: foreignProjects });
  }

  // Both lists are replaced on every scope change: the scope helpers read them together (db/device-scope),
  // so the kind not chosen must leave no rows behind.
  async function saveScope(trx: Db, ownerId: string, id: number, scope: IotScopeView): Promise<void> {
    const repo = accessProfilesRepository(trx);
    await repo.setGroups(ownerId, id, scope.groupIds);
    await repo.setProjects(ownerId, id, scope.projectIds);
  }

  return {
    async list(ownerId: string, query: AccessProfileListQuery): Promise<ListPage<AccessProfileView>> {
      const page = await accessProfilesRepository(db).list(ownerId, query);
      return { ...page, result: await views(db, ownerId, page.result) };
    },

    get: (ownerId: string, id: number) => detail(db, ownerId, id),

    async create(actor: ActivityActor, input: AccessProfileCreate): Promise<AccessProfileView> {
      const now = clock.now();
      const id = await withOwnerLock(db, actor.ownerId, now, async (trx) => {
        const repo = accessProfilesRepository(trx);
        if ((await repo.count(actor.ownerId)) >= ACCESS_PROFILES_MAX) throw AppError.of('SUBUSER_LIMIT');
        await requireOwnScope(trx, actor.ownerId, input.scope);
        const next = await repo.nextId(actor.ownerId);
        await repo.insert({
          ownerId: actor.ownerId,
          id: next,
          name: input.name,
          description: input.desc ?? '',
          grants: JSON.stringify(input.grants),
          scopeKind: input.scope.kind,
          createdAt: now,
          updatedAt: now,
        });
        await saveScope(trx, actor.ownerId, next, input.scope);
        await recordActivity(trx, actor, 'profileCreated', input.name, now);
        return next;
      }).catch(nameInUse);
      return detail(db, actor.ownerId, id);
    },

    /** Changes a profile; its sub-users' next requests run under the new grants and scope. */
    async update(actor: ActivityActor, id: number, input: AccessProfileUpdate): Promise<AccessProfileView> {
      const now = clock.now();
      await db
        .transaction()
        .execute(async (trx) => {
          const repo = accessProfilesRepository(trx);
          const row = await repo.find(actor.ownerId, id);
          if (!row) throw AppError.of('NOT_FOUND');
          if (input.scope) await requireOwnScope(trx, actor.ownerId, input.scope);
          await repo.update(actor.ownerId, id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.desc !== undefined ? { description: input.desc } : {}),
            ...(input.grants !== undefined ? { grants: JSON.stringify(input.grants) } : {}),
            ...(input.scope !== undefined ? { scopeKind: input.scope.kind } : {}),
            updatedAt: now,
          });
          if (input.scope) await saveScope(trx, actor.ownerId, id, input.scope);
          await recordActivity(trx, actor, 'profileUpdated', input.name ?? row.name, now);
        })
        .catch(nameInUse);
      return detail(db, actor.ownerId, id);
    },

    /**
     * Deletes profiles, all or none: 404 (data.ids) for unknown ones, 409 ACCESS_PROFILE_IN_USE (data.subusers)
     * while sub-users wear them — detach first, so nobody's access changes by surprise.
     */
    async remove(actor: ActivityActor, ids: readonly number[]): Promise<{ deleted: number }> {
      const unique = [...new Set(ids)];
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const repo = accessProfilesRepository(trx);
        const rows = (await Promise.all(unique.map((id) => repo.find(actor.ownerId, id)))).filter(
          (row): row is AccessProfileRow => row !== undefined,
        );
        const missing = unique.filter((id) => !rows.some((row) => row.id === id));
        if (missing.length > 0) throw AppError.of('NOT_FOUND', { ids: missing });
        const wearers = [...(await repo.wearers(actor.ownerId, unique)).values()].flat();
        if (wearers.length > 0) throw AppError.of('ACCESS_PROFILE_IN_USE', { subusers: wearers });
        for (const row of rows) await recordActivity(trx, actor, 'profileDeleted', row.name, now);
        await repo.deleteMany(actor.ownerId, unique);
        return { deleted: rows.length };
      });
    },
  };
}
