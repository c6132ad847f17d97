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
  const owned = eb('devices.userId', '=', scope.ownerId);
  if (scope.profileId === null) return owned;
  return eb.and([owned, eb('devices.devid', 'in', scopedDevids(eb, scope, scope.profileId))]);
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
