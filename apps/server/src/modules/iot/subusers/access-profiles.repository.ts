import type { AccessProfileListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import type { AccessProfilesTable } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** A stored access profile. */
export type AccessProfileRow = Selectable<AccessProfilesTable>;

/** Queries on one main account's access profiles, their scope's groups or projects and who wears them. */
export function accessProfilesRepository(db: Db) {
  return {
    list(ownerId: string, query: AccessProfileListQuery): Promise<ListPage<AccessProfileRow>> {
      let select = db.selectFrom('accessProfiles').selectAll().where('ownerId', '=', ownerId);
      if (query.search) select = select.where(containsText('name', query.search));
      return listPage(select, query, 'id');
    },

    find(ownerId: string, id: number): Promise<AccessProfileRow | undefined> {
      return db
        .selectFrom('accessProfiles')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async count(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('accessProfiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The next free number among the owner's profiles (call under the owner's lock). */
    async nextId(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('accessProfiles')
        .select((eb) => eb.fn.max('id').as('top'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.top ?? 0) + 1;
    },

    async insert(row: Insertable<AccessProfilesTable>): Promise<void> {
      await db.insertInto('accessProfiles').values(row).execute();
    },

    async update(ownerId: string, id: number, set: Updateable<AccessProfilesTable>): Promise<void> {
      await db
        .updateTable('accessProfiles')
        .set(set)
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .execute();
    },

    async deleteMany(ownerId: string, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('accessProfiles').where('ownerId', '=', ownerId).where('id', 'in', ids).execute();
    },

    /** The groups of each profile's scope, by profile id. */
    async groupsOf(ownerId: string, ids: readonly number[]): Promise<Map<number, string[]>> {
      const byProfile = new Map<number, string[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byProfile;
      const rows = await db
        .selectFrom('accessProfileGroups')
        .select(['profileId', 'groupId'])
        .where('ownerId', '=', ownerId)
        .where('profileId', 'in', ids)
        .orderBy('groupId')
        .execute();
      for (const row of rows) byProfile.get(row.profileId)?.push(row.groupId);
      return byProfile;
    },

    /** Replaces a profile's scope groups. */
    async setGroups(ownerId: string, profileId: number, groupIds: readonly string[]): Promise<void> {
      await db
        .deleteFrom('accessProfileGroups')
        .where('ownerId', '=', ownerId)
        .where('profileId', '=', profileId)
        .execute();
      if (groupIds.length === 0) return;
      await db
        .insertInto('accessProfileGroups')
        .values(groupIds.map((groupId) => ({ ownerId, profileId, groupId })))
        .execute();
    },

    /** The projects of each profile's scope, by profile id. */
    async projectsOf(ownerId: string, ids: readonly number[]): Promise<Map<number, string[]>> {
      const byProfile = new Map<number, string[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byProfile;
      const rows = await db
        .selectFrom('accessProfileProjects')
        .select(['profileId', 'projectId'])
        .where('ownerId', '=', ownerId)
        .where('profileId', 'in', ids)
        .orderBy('projectId')
        .execute();
      for (const row of rows) byProfile.get(row.profileId)?.push(row.projectId);
      return byProfile;
    },

    /** Replaces a profile's scope projects. */
    async setProjects(ownerId: string, profileId: number, projectIds: readonly string[]): Promise<void> {
      await db
        .deleteFrom('accessProfileProjects')
        .where('ownerId', '=', ownerId)
        .where('profileId', '=', profileId)
        .execute();
      if (projectIds.length === 0) return;
      await db
        .insertInto('accessProfileProjects')
        .values(projectIds.map((projectId) => ({ ownerId, profileId, projectId })))
        .execute();
    },

    /** Which of the ids name projects of the owner. */
    async ownProjects(ownerId: string, projectIds: readonly string[]): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .selectFrom('projects')
        .select('id')
        .where('userId', '=', ownerId)
        .where('id', 'in', projectIds)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Which of the ids name groups of the owner. */
    async ownGroups(ownerId: string, groupIds: readonly string[]): Promise<string[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .selectFrom('deviceGroups')
        .select('id')
        .where('userId', '=', ownerId)
        .where('id', 'in', groupIds)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The user names wearing each profile, by profile id. */
    async wearers(ownerId: string, ids: readonly number[]): Promise<Map<number, string[]>> {
      const byProfile = new Map<number, string[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byProfile;
      const rows = await db
        .selectFrom('users')
        .select(['role', 'username'])
        .where('ownerId', '=', ownerId)
        .where('role', 'in', ids)
        .orderBy('username')
        .execute();
      for (const row of rows) byProfile.get(row.role)?.push(row.username);
      return byProfile;
    },
  };
}
