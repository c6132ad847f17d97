import { z } from 'zod';
import { filterText, listFilterOf, listQuerySchema, type ListResult } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf, requiredTrimmedText, text, typeError } from './validation/text';

// IoT projects (iot-console.md §7 "Projects"; issue 18): a project is one deployment or product line of a
// main account — the device types, devices, groups and sub-users that belong to it. Membership is a label:
// a device may be in several projects, and deleting a project never deletes what it holds.
//   GET/POST /projects, GET/PUT/DELETE /projects/{projectid}, POST /projects/batch/delete,
//   PUT /projects/{projectid}/{field}/{action} with body { ids } — field devtypes|devices|groups|subusers,
//   action add|remove; adding what is already there and removing what is not are no-ops (idempotent).
// Who may: resource `projects` (read; write edits projects and their members). Members must be the
// account's and within the caller's scope: a sub-user scoped to groups may add and remove only the devices
// and groups of its scope (404 NOT_FOUND naming those that are not), and no device types or sub-users.

/** Limits of projects. */
export const PROJECT_LIMITS = {
  nameMax: 64,
  descriptionMax: 256,
  /** Projects one main account may hold. */
  perOwner: 500,
  /** Ids one membership change or batch delete names. */
  idsMax: 1000,
} as const;

/** What a project holds. */
export const PROJECT_MEMBER_FIELDS = ['devtypes', 'devices', 'groups', 'subusers'] as const;
/** What a project holds. */
export type ProjectMemberField = (typeof PROJECT_MEMBER_FIELDS)[number];
/** A membership change. */
export const PROJECT_MEMBER_ACTIONS = ['add', 'remove'] as const;
/** A membership change. */
export type ProjectMemberAction = (typeof PROJECT_MEMBER_ACTIONS)[number];

const idSchema = z.string({ error: typeError }).min(1, M.required).max(64, M.tooLong);
const idsSchema = listOf(idSchema, PROJECT_LIMITS.idsMax).refine(
  (ids) => new Set(ids).size === ids.length,
  M.duplicate,
);

/** Body of POST /projects and PUT /projects/{projectid}. */
export const projectBodySchema = fields({
  name: requiredTrimmedText().max(PROJECT_LIMITS.nameMax, M.tooLong),
  description: text().trim().max(PROJECT_LIMITS.descriptionMax, M.tooLong).default(''),
});
/** A valid project body. */
export type ProjectBody = z.output<typeof projectBodySchema>;
/** A project body as a form writes it. */
export type ProjectBodyInput = z.input<typeof projectBodySchema>;

/** Path of /projects/{projectid}. */
export const projectParamsSchema = z.object({ projectid: z.string().min(1, M.required).max(36, M.tooLong) });

/** Path of PUT /projects/{projectid}/{field}/{action}. */
export const projectMemberParamsSchema = projectParamsSchema.extend({
  field: z.enum(PROJECT_MEMBER_FIELDS, { error: M.invalidOption }),
  action: z.enum(PROJECT_MEMBER_ACTIONS, { error: M.invalidOption }),
});

/** Body of a membership change and of POST /projects/batch/delete: the ids. */
export const projectIdsSchema = fields({ ids: idsSchema });

/** GET /projects: list parameters (newest first) and filter `{ name }` (contains). */
export const projectListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({
    name: filterText(PROJECT_LIMITS.nameMax),
  }),
});
/** A parsed project list query. */
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** How many members of each kind a project holds (within the reader's scope). */
export type ProjectCounts = Record<ProjectMemberField, number>;

/** A project as the list answers it. */
export interface ProjectView {
  id: string;
  name: string;
  description: string;
  counts: ProjectCounts;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** GET /projects/{projectid}: the project and its members' ids (devtypes by name, sub-users by id). */
export interface ProjectDetail extends ProjectView {
  members: Record<ProjectMemberField, string[]>;
}

/** GET /projects (with aggregation=count, `count` too: the dashboard's figure). */
export type ProjectPage = ListResult<ProjectView>;

/** What POST /projects/batch/delete deleted (ids not found or out of reach are skipped). */
export interface ProjectDeleteResult {
  deleted: number;
}
