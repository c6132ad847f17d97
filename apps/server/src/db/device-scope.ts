import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DeviceScope } from '../platform/auth/iot-actor';
import type { Database } from './schema';

// The one place a sub-user's scope becomes SQL: repositories add these conditions to their own queries, so
// an out-of-scope row is never read (not filtered out after the fact).

/** `devices` rows of the scope: the owner's, and for a group scope those in one of the profile's groups. */
export function deviceInScope(
  eb: ExpressionBuilder<Database, 'devices'>,
  scope: DeviceScope,
): Expression<SqlBool> {
  if (scope.profileId === null) return eb('devices.userId', '=', scope.ownerId);
  // The profile's groups are the owner's (checked when the scope is saved) and a group only ever holds its
  // owner's devices (checked when one is added), so membership alone is the scope. Adding `user_id = owner`
  // here would lead SQLite to walk all the owner's devices in date order instead of the group's few.
  return eb('devices.devid', 'in', scopedDevids(eb, scope, scope.profileId));
}

/** `device_groups` rows of the scope: the owner's, and for a group scope the profile's groups. */
export function groupInScope(
  eb: ExpressionBuilder<Database, 'deviceGroups'>,
  scope: DeviceScope,
): Expression<SqlBool> {
  const owned = eb('deviceGroups.userId', '=', scope.ownerId);
  if (scope.profileId === null) return owned;
  return eb.and([
    owned,
    eb(
      'deviceGroups.id',
      'in',
      eb
        .selectFrom('accessProfileGroups')
        .select('groupId')
        .where('ownerId', '=', scope.ownerId)
        .where('profileId', '=', scope.profileId),
    ),
  ]);
}

function scopedDevids(eb: ExpressionBuilder<Database, 'devices'>, scope: DeviceScope, profileId: number) {
  return eb
    .selectFrom('deviceGroupMembers as scopeMembers')
    .innerJoin('accessProfileGroups as scopeGroups', 'scopeGroups.groupId', 'scopeMembers.groupId')
    .select('scopeMembers.devid')
    .where('scopeGroups.ownerId', '=', scope.ownerId)
    .where('scopeGroups.profileId', '=', profileId);
}
