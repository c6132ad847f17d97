import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';

// A project's devices are its direct members and the members of its groups (a device may reach a project
// both ways, or through several groups; `in` counts it once). The project must be the owner's: another
// account's project id names no devices here. Callers add this to their scope's condition, never instead.

/** `devices` rows that belong to the owner's project `projectId`, directly or through one of its groups. */
export function deviceInProject(
  eb: ExpressionBuilder<Database, 'devices'>,
  ownerId: string,
  projectId: string,
): Expression<SqlBool> {
  const project = eb
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where('projects.userId', '=', ownerId);
  return eb.or([
    eb(
      'devices.devid',
      'in',
      eb
        .selectFrom('projectDevices')
        .select('projectDevices.devid')
        .where('projectDevices.projectId', 'in', project),
    ),
    eb(
      'devices.devid',
      'in',
      eb
        .selectFrom('projectGroups')
        .innerJoin('deviceGroupMembers', 'deviceGroupMembers.groupId', 'projectGroups.groupId')
        .select('deviceGroupMembers.devid')
        .where('projectGroups.projectId', 'in', project),
    ),
  ]);
}
