import {
  PROJECT_LIMITS,
  PROJECT_MEMBER_FIELDS,
  type ProjectBody,
  type ProjectDeleteResult,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectMemberAction,
  type ProjectMemberField,
  type ProjectPage,
  type ProjectView,
} from '@fleetkey/contract';
import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import { listPage } from '../../../db/paging';
import type { ProjectsTable } from '../../../db/schema';
import { projectInScope, projectReachesOutside } from '../../../db/device-scope';
import { containsText } from '../../../db/search';
import { requireProjectInScope, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { addMembers, membersOf, reachable, removeMembers } from './project-members';

type ProjectRow = Selectable<ProjectsTable>;

/** Each project's members of every kind, within the scope. */
async function allMembers(db: Db, scope: DeviceScope, ids: readonly string[]) {
  const entries = await Promise.all(
    PROJECT_MEMBER_FIELDS.map(async (field) => [field, await membersOf(db, scope, field, ids)] as const),
  );
  return (id: string) =>
    Object.fromEntries(entries.map(([field, byProject]) => [field, byProject.get(id) ?? []])) as Record<
      ProjectMemberField,
      string[]
    >;
}

function toView(row: ProjectRow, members: Record<ProjectMemberField, string[]>): ProjectView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    counts: {
      devtypes: members.devtypes.length,
      devices: members.devices.length,
      groups: members.groups.length,
      subusers: members.subusers.length,
    },
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Projects (iot-console.md §7 "Projects"): a main account's, shared by its sub-users as labels on its things.
 * A sub-user scoped to projects reaches only its projects; one outside is unknown to it (404).
 */
export function projectsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const scoped = (scope: DeviceScope) =>
    db
      .selectFrom('projects')
      .selectAll()
      .where((eb) => projectInScope(eb, scope));

  const requireProject = async (scope: DeviceScope, id: string): Promise<ProjectRow> => {
    const row = await scoped(scope).where('projects.id', '=', id).executeTakeFirst();
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  const detail = async (scope: DeviceScope, row: ProjectRow): Promise<ProjectDetail> => {
    const members = (await allMembers(db, scope, [row.id]))(row.id);
    return { ...toView(row, members), members };
  };

  /** Saves a name, refusing one the account already uses (also when a concurrent save takes it first). */
  const saving = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of('PROJECT_NAME_TAKEN');
      throw error;
    }
  };

  return {
    async list(scope: DeviceScope, query: ProjectListQuery): Promise<ProjectPage & { count?: number }> {
      let select = scoped(scope);
      if (query.filter.name) select = select.where(containsText('projects.name', query.filter.name));
      const page = await listPage(select, query, 'projects.createdAt', 'projects.id');
      const members = await allMembers(
        db,
        scope,
        page.result.map((row) => row.id),
      );
      return { ...page, result: page.result.map((row) => toView(row, members(row.id))) };
    },

    async get(scope: DeviceScope, id: string): Promise<ProjectDetail> {
      return detail(scope, await requireProject(scope, id));
    },

    /** Creates a project; a sub-user scoped to projects may not (it could not reach the new one). */
    async create(actor: IotActor, body: ProjectBody): Promise<ProjectDetail> {
      if (actor.scopeKind === 'projects') throw AppError.of('SCOPE_LIMITED');
      const counted = await db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', actor.ownerId)
        .executeTakeFirst();
      if (Number(counted?.n ?? 0) >= PROJECT_LIMITS.perOwner)
        throw AppError.of('PROJECT_LIMIT', { max: PROJECT_LIMITS.perOwner });
      const id = randomUUID();
      const now = clock.now();
      await saving(() =>
        db
          .insertInto('projects')
          .values({
            id,
            userId: actor.ownerId,
            name: body.name,
            description: body.description,
            createdBy: actor.username,
            createdAt: now,
            updatedAt: now,
          })
          .execute(),
      );
      return detail(actor.scope, await requireProject(actor.scope, id));
    },

    async update(actor: IotActor, id: string, body: ProjectBody): Promise<ProjectDetail> {
      await requireProject(actor.scope, id);
      await requireProjectInScope(db, actor.scope, id);
      await saving(() =>
        db
          .updateTable('projects')
          .set({ name: body.name, description: body.description, updatedAt: clock.now() })
          .where('id', '=', id)
          .where('userId', '=', actor.ownerId)
          .execute(),
      );
      return detail(actor.scope, await requireProject(actor.scope, id));
    },

    /** Deletes a project and its memberships; what it held stays. */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      await requireProject(scope, id);
      await requireProjectInScope(db, scope, id);
      const result = await db
        .deleteFrom('projects')
        .where('projects.id', '=', id)
        .where((eb) => projectInScope(eb, scope))
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) throw AppError.of('NOT_FOUND');
    },

    /**
     * Deletes the listed projects of the account within the scope; ids not found, and projects a scoped
     * sub-user shares with devices outside its scope, are skipped.
     */
    async removeMany(scope: DeviceScope, ids: readonly string[]): Promise<ProjectDeleteResult> {
      const result = await db
        .deleteFrom('projects')
        .where('projects.id', 'in', ids)
        .where((eb) => projectInScope(eb, scope))
        .where((eb) => eb.not(projectReachesOutside(eb, scope)))
        .executeTakeFirst();
      return { deleted: Number(result.numDeletedRows) };
    },

    /**
     * Adds or removes members; what is already so stays (idempotent). Every id must be one the caller
     * reaches — else 404 NOT_FOUND naming them under `field`, and nothing changes; a sub-user scoped to groups
     * or projects may not change the account's device types or sub-users (403 SCOPE_LIMITED), and one scoped
     * to projects changes only its own projects, with devices and groups of its projects.
     */
    async changeMembers(
      actor: IotActor,
      id: string,
      field: ProjectMemberField,
      action: ProjectMemberAction,
      ids: readonly string[],
    ): Promise<ProjectDetail> {
      const { scope } = actor;
      await requireProject(scope, id);
      if (scope.profileId !== null && (field === 'devtypes' || field === 'subusers'))
        throw AppError.of('SCOPE_LIMITED');
      await requireProjectInScope(db, scope, id);
      const known = await reachable(db, scope, field, ids);
      const missing = ids.filter((member) => !known.has(member));
      if (missing.length > 0) throw AppError.of('NOT_FOUND', { [field]: missing });
      await db.transaction().execute(async (trx) => {
        if (action === 'add') await addMembers(trx, actor.ownerId, id, field, ids, clock.now());
        else await removeMembers(trx, id, field, ids);
        await trx.updateTable('projects').set({ updatedAt: clock.now() }).where('id', '=', id).execute();
      });
      return detail(scope, await requireProject(scope, id));
    },
  };
}
