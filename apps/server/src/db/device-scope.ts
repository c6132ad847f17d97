import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import type { DeviceScope } from '../platform/auth/iot-actor';
import { exists } from './exists';
import type { Database } from './schema';

// The one place a sub-user's scope becomes SQL: repositories add these conditions to their own queries, so
// an out-of-scope row is never read (not filtered out after the fact).
//
// A profile's scope is read from both of its lists at once, access_profile_groups and
// access_profile_projects: saving a scope empties the list of the kind not chosen, so the union is the
// chosen kind's. Scopes stored with tasks, rules and statistics hold only (owner, profile) and so follow
// the profile's current kind without knowing it.

/**
 * `devices` rows of the scope: the owner's; for a group scope those in one of the profile's groups; for a
 * project scope the members of its projects and the devices in its projects' groups.
 */
export function deviceInScope(
  eb: ExpressionBuilder<Database, 'devices'>,
  scope: DeviceScope,
): Expression<SqlBool> {
  if (scope.profileId === null) return eb('devices.userId', '=', scope.ownerId);
  // The profile's groups and projects are the owner's (checked when the scope is saved), and a group or a
  // project only ever holds its owner's devices (checked when one is added), so membership alone is the
  // scope. Adding `user_id = owner` here would lead SQLite to walk all the owner's devices in date order
  // instead of the scope's few.
  return eb('devices.devid', 'in', scopedDevids(scope.ownerId, scope.profileId));
}

/**
 * The ids of the scope's devices, as a subquery for `<table>.devid in …`: what a row naming a device by id
 * (a usage day, a rule record, a binding) is limited by.
 */
export function scopeDevids(scope: DeviceScope) {
  return expressionBuilder<Database, never>()
    .selectFrom('devices')
    .select('devices.devid')
    .where((eb) => deviceInScope(eb, scope));
}

/** The tables of things made under a profile, which keep its scope: rules, actions, tasks, formulas, examples. */
export type AuthoredTable = 'rules' | 'ruleActions' | 'tasks' | 'statisticAlgorithms' | 'statisticExamples';

/**
 * The condition on rows of `table` (things made under a profile) a caller sees: all of the owner's for the main account and
 * sub-users reaching every device; a sub-user scoped to groups sees those made under its own profile
 * (others may reach devices it cannot).
 */
export function authoredInScope(table: AuthoredTable, scope: DeviceScope) {
  return <TB extends keyof Database>(eb: ExpressionBuilder<Database, TB>): Expression<SqlBool> => {
    const owned = eb(sql.ref<string>(`${table}.userId`), '=', scope.ownerId);
    if (scope.profileId === null) return owned;
    return eb.and([owned, eb(sql.ref<number>(`${table}.profileId`), '=', scope.profileId)]);
  };
}

/**
 * `device_groups` rows of the scope: the owner's; for a group scope the profile's groups, for a project
 * scope its projects' groups.
 */
export function groupInScope(
  eb: ExpressionBuilder<Database, 'deviceGroups'>,
  scope: DeviceScope,
): Expression<SqlBool> {
  const owned = eb('deviceGroups.userId', '=', scope.ownerId);
  if (scope.profileId === null) return owned;
  const profileId = scope.profileId;
  return eb.and([
    owned,
    eb(
      'deviceGroups.id',
      'in',
      eb
        .selectFrom('accessProfileGroups')
        .select('groupId')
        .where('ownerId', '=', scope.ownerId)
        .where('profileId', '=', profileId)
        .union(
          eb
            .selectFrom('accessProfileProjects as scopeProjects')
            .innerJoin('projectGroups', 'projectGroups.projectId', 'scopeProjects.projectId')
            .select('projectGroups.groupId')
            .where('scopeProjects.ownerId', '=', scope.ownerId)
            .where('scopeProjects.profileId', '=', profileId),
        ),
    ),
  ]);
}

/**
 * `projects` rows of the scope: the owner's; for a project scope only the profile's projects. A group scope
 * sees the projects that hold something of its own (a device or group in its scope) or nothing outside it (an
 * empty project, one it made); another team's project, with its data sets and records, it does not see. Any
 * other profile — a project scope, or a sub-user with no profile — sees only the projects it lists.
 */
export function projectInScope(
  eb: ExpressionBuilder<Database, 'projects'>,
  scope: DeviceScope,
): Expression<SqlBool> {
  const owned = eb('projects.userId', '=', scope.ownerId);
  if (scope.profileId === null) return owned;
  return eb.and([
    owned,
    eb.or([
      eb.and([
        groupScope(eb, scope.ownerId, scope.profileId),
        eb.or([eb.not(projectHolds(eb, scope, 'not in')), projectHolds(eb, scope, 'in')]),
      ]),
      eb(
        'projects.id',
        'in',
        eb
          .selectFrom('accessProfileProjects')
          .select('projectId')
          .where('ownerId', '=', scope.ownerId)
          .where('profileId', '=', scope.profileId),
      ),
    ]),
  ]);
}

/**
 * `projects` rows a scoped sub-user sees but may not change: for a group scope, those holding a device or a
 * group outside it (a project scope holds only its own projects, whose members are all in it).
 */
export function projectReachesOutside(
  eb: ExpressionBuilder<Database, 'projects'>,
  scope: DeviceScope,
): Expression<SqlBool> {
  if (scope.profileId === null) return eb.lit(false);
  return eb.and([groupScope(eb, scope.ownerId, scope.profileId), projectHolds(eb, scope, 'not in')]);
}

function groupScope(eb: ExpressionBuilder<Database, 'projects'>, ownerId: string, profileId: number) {
  return eb.exists(
    eb
      .selectFrom('accessProfiles as scopeProfile')
      .select('scopeProfile.id')
      .where('scopeProfile.ownerId', '=', ownerId)
      .where('scopeProfile.id', '=', profileId)
      .where('scopeProfile.scopeKind', '=', 'groups'),
  );
}

/** Whether the project holds a device or a group `in` (or `not in`) a group scope. */
function projectHolds(
  eb: ExpressionBuilder<Database, 'projects'>,
  scope: DeviceScope,
  test: 'in' | 'not in',
) {
  const profileId = scope.profileId ?? -1;
  return eb.or([
    eb.exists(
      eb
        .selectFrom('projectDevices as heldDevices')
        .select('heldDevices.devid')
        .whereRef('heldDevices.projectId', '=', 'projects.id')
        .where('heldDevices.devid', test, scopedDevids(scope.ownerId, profileId)),
    ),
    eb.exists(
      eb
        .selectFrom('projectGroups as heldGroups')
        .select('heldGroups.groupId')
        .whereRef('heldGroups.projectId', '=', 'projects.id')
        .where(
          'heldGroups.groupId',
          test,
          eb
            .selectFrom('accessProfileGroups')
            .select('groupId')
            .where('ownerId', '=', scope.ownerId)
            .where('profileId', '=', profileId),
        ),
    ),
  ]);
}

function scopedDevids(ownerId: string, profileId: number) {
  // A builder of its own: the device ids do not depend on the outer query's tables.
  const eb = expressionBuilder<Database, never>();
  const inGroups = eb
    .selectFrom('deviceGroupMembers as scopeMembers')
    .innerJoin('accessProfileGroups as scopeGroups', 'scopeGroups.groupId', 'scopeMembers.groupId')
    .select('scopeMembers.devid')
    .where('scopeGroups.ownerId', '=', ownerId)
    .where('scopeGroups.profileId', '=', profileId);
  const inProjects = eb
    .selectFrom('projectDevices as scopeDevices')
    .innerJoin('accessProfileProjects as scopeProjects', 'scopeProjects.projectId', 'scopeDevices.projectId')
    .select('scopeDevices.devid')
    .where('scopeProjects.ownerId', '=', ownerId)
    .where('scopeProjects.profileId', '=', profileId);
  const inProjectGroups = eb
    .selectFrom('deviceGroupMembers as scopeMembers')
    .innerJoin('projectGroups as scopeProjectGroups', 'scopeProjectGroups.groupId', 'scopeMembers.groupId')
    .innerJoin(
      'accessProfileProjects as scopeProjects',
      'scopeProjects.projectId',
      'scopeProjectGroups.projectId',
    )
    .select('scopeMembers.devid')
    .where('scopeProjects.ownerId', '=', ownerId)
    .where('scopeProjects.profileId', '=', profileId);
  return inGroups.union(inProjects).union(inProjectGroups);
}

/** Whether a scoped sub-user sees the project but may not change it (see projectReachesOutside). */
export async function projectOutsideScope(
  db: Kysely<Database>,
  scope: DeviceScope,
  id: string,
): Promise<boolean> {
  if (scope.profileId === null) return false;
  return exists(
    db
      .selectFrom('projects')
      .where('projects.id', '=', id)
      .where((eb) => projectReachesOutside(eb, scope)),
  );
}

/**
 * Whether any of the owner's devices that `reaches` selects lies outside the scope: what a thing that acts on
 * devices (a type, a rollout, a strategy, a multicast group) must not, for a scoped sub-user to change it.
 * Always false for the whole scope.
 */
export async function reachesOutsideScope(
  db: Kysely<Database>,
  scope: DeviceScope,
  reaches: (eb: ExpressionBuilder<Database, 'devices'>) => Expression<SqlBool>,
): Promise<boolean> {
  if (scope.profileId === null) return false;
  return exists(
    db
      .selectFrom('devices')
      .where('devices.userId', '=', scope.ownerId)
      .where(reaches)
      .where((eb) => eb.not(deviceInScope(eb, scope))),
  );
}
