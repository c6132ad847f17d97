import type { ProjectMemberField } from '@fleetkey/contract';
import { deviceInScope, groupInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

// A project's members of each kind, as the caller may see and change them: devices and groups within its
// scope; device types and sub-users only for callers reaching the whole account (a sub-user scoped to groups
// or projects works on its devices and groups, not on the account's types or people).

/** The members of `field` of the projects, by project id, within the scope. */
export async function membersOf(
  db: Db,
  scope: DeviceScope,
  field: ProjectMemberField,
  projectIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byProject = new Map<string, string[]>();
  if (projectIds.length === 0) return byProject;
  let rows: { projectId: string; member: string }[] = [];
  switch (field) {
    case 'devices':
      rows = await db
        .selectFrom('projectDevices')
        .innerJoin('devices', 'devices.devid', 'projectDevices.devid')
        .select(['projectDevices.projectId', 'projectDevices.devid as member'])
        .where('projectDevices.projectId', 'in', projectIds)
        .where((eb) => deviceInScope(eb, scope))
        .orderBy('projectDevices.addedAt')
        .execute();
      break;
    case 'groups':
      rows = await db
        .selectFrom('projectGroups')
        .innerJoin('deviceGroups', 'deviceGroups.id', 'projectGroups.groupId')
        .select(['projectGroups.projectId', 'projectGroups.groupId as member'])
        .where('projectGroups.projectId', 'in', projectIds)
        .where((eb) => groupInScope(eb, scope))
        .orderBy('projectGroups.addedAt')
        .execute();
      break;
    case 'devtypes':
      if (scope.profileId !== null) break;
      rows = await db
        .selectFrom('projectDevtypes')
        .select(['projectId', 'devtype as member'])
        .where('projectId', 'in', projectIds)
        .orderBy('addedAt')
        .execute();
      break;
    case 'subusers':
      if (scope.profileId !== null) break;
      rows = await db
        .selectFrom('projectSubusers')
        .select(['projectId', 'subuserId as member'])
        .where('projectId', 'in', projectIds)
        .orderBy('addedAt')
        .execute();
      break;
  }
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row.member);
    byProject.set(row.projectId, list);
  }
  return byProject;
}

/** Which of `ids` the caller may add as members of `field`; the rest are unknown to it. */
export async function reachable(
  db: Db,
  scope: DeviceScope,
  field: ProjectMemberField,
  ids: readonly string[],
): Promise<Set<string>> {
  let found: string[] = [];
  switch (field) {
    case 'devices':
      found = (
        await db
          .selectFrom('devices')
          .select('devices.devid as id')
          .where('devices.devid', 'in', ids)
          .where((eb) => deviceInScope(eb, scope))
          .execute()
      ).map((row) => row.id);
      break;
    case 'groups':
      found = (
        await db
          .selectFrom('deviceGroups')
          .select('deviceGroups.id')
          .where('deviceGroups.id', 'in', ids)
          .where((eb) => groupInScope(eb, scope))
          .execute()
      ).map((row) => row.id);
      break;
    case 'devtypes':
      if (scope.profileId !== null) break;
      found = (
        await db
          .selectFrom('deviceTypes')
          .select('devtype as id')
          .where('userId', '=', scope.ownerId)
          .where('devtype', 'in', ids)
          .execute()
      ).map((row) => row.id);
      break;
    case 'subusers':
      if (scope.profileId !== null) break;
      found = (
        await db
          .selectFrom('users')
          .select('id')
          .where('ownerId', '=', scope.ownerId)
          .where('id', 'in', ids)
          .execute()
      ).map((row) => row.id);
      break;
  }
  return new Set(found);
}

/** Adds members (those already there stay as they are). */
export async function addMembers(
  db: Db,
  ownerId: string,
  projectId: string,
  field: ProjectMemberField,
  ids: readonly string[],
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  switch (field) {
    case 'devices':
      await db
        .insertInto('projectDevices')
        .values(ids.map((devid) => ({ projectId, devid, addedAt: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    case 'groups':
      await db
        .insertInto('projectGroups')
        .values(ids.map((groupId) => ({ projectId, groupId, addedAt: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    case 'subusers':
      await db
        .insertInto('projectSubusers')
        .values(ids.map((subuserId) => ({ projectId, subuserId, addedAt: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    case 'devtypes':
      await db
        .insertInto('projectDevtypes')
        .values(ids.map((devtype) => ({ projectId, userId: ownerId, devtype, addedAt: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
  }
}

/** Removes members (those not there are skipped). */
export async function removeMembers(
  db: Db,
  projectId: string,
  field: ProjectMemberField,
  ids: readonly string[],
): Promise<void> {
  switch (field) {
    case 'devices':
      await db
        .deleteFrom('projectDevices')
        .where('projectId', '=', projectId)
        .where('devid', 'in', ids)
        .execute();
      return;
    case 'groups':
      await db
        .deleteFrom('projectGroups')
        .where('projectId', '=', projectId)
        .where('groupId', 'in', ids)
        .execute();
      return;
    case 'subusers':
      await db
        .deleteFrom('projectSubusers')
        .where('projectId', '=', projectId)
        .where('subuserId', 'in', ids)
        .execute();
      return;
    case 'devtypes':
      await db
        .deleteFrom('projectDevtypes')
        .where('projectId', '=', projectId)
        .where('devtype', 'in', ids)
        .execute();
      return;
  }
}
