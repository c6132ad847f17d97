import { z } from 'zod';
import { commentSchema } from './devtype-calls';
import {
  ACCESS_PROFILE_GROUPS_MAX,
  ACCESS_PROFILE_PROJECTS_MAX,
  IOT_RESOURCES,
  IOT_SCOPE_KINDS,
  iotGrantsSchema,
  type IotGrants,
  type IotResource,
  type IotScopeView,
} from './iot-access';
import { listFilterOf, listQuerySchema } from './lists';
import { emailSchema, fullMobileSchema } from './validation/contact';
import { searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { nameSchema, personNameSchema, usernameSchema } from './validation/names';
import { strongPasswordSchema } from './validation/password';
import { fields } from './validation/text';
import { strictNumber } from './strict-number';

// The Sub-users and access-profile calls (iot-console.md §7 "Sub-users"). A sub-user belongs to one main
// account and acts on its data within the attached profile's grants and scope; `role` of a sub-user is the
// profile's id, or SUBUSER_UNPROFILED_ROLE while none is attached.

/** `role` of a sub-user with no access profile attached: it may sign in and change its password, no more. */
export const SUBUSER_UNPROFILED_ROLE = -1;
/** Most sub-users one main account may hold. */
export const SUBUSERS_MAX = 500;
/** Most access profiles one main account may hold. */
export const ACCESS_PROFILES_MAX = 100;
/** Most names one batch delete may carry. */
export const SUBUSER_BATCH_MAX = 100;

/** Status of a sub-user: enabled ones may sign in. */
export const SUBUSER_STATUSES = ['enabled', 'disabled'] as const;
/** Status of a sub-user. */
export type SubuserStatus = (typeof SUBUSER_STATUSES)[number];

const groupIdsSchema = z
  .array(z.string().min(1, M.required).max(36, M.tooLong))
  .max(ACCESS_PROFILE_GROUPS_MAX, M.tooMany);

const projectIdsSchema = z
  .array(z.string().min(1, M.required).max(36, M.tooLong))
  .max(ACCESS_PROFILE_PROJECTS_MAX, M.tooMany);

/**
 * A profile's scope: every device of the owner, those in the listed groups, or those of the listed projects
 * (at least one of the kind's own list). The other kind's list is dropped, so a stored scope has one list.
 */
export const iotScopeSchema = z
  .object({
    kind: z.enum(IOT_SCOPE_KINDS, { error: M.listParamInvalid }),
    groupIds: groupIdsSchema.default([]),
    projectIds: projectIdsSchema.default([]),
  })
  .superRefine((scope, ctx) => {
    if (scope.kind === 'groups' && scope.groupIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['groupIds'], message: M.scopeGroupsRequired });
    if (scope.kind === 'projects' && scope.projectIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['projectIds'], message: M.scopeProjectsRequired });
  })
  .transform((scope): IotScopeView => ({
    kind: scope.kind,
    groupIds: scope.kind === 'groups' ? [...new Set(scope.groupIds)] : [],
    projectIds: scope.kind === 'projects' ? [...new Set(scope.projectIds)] : [],
  }));

/** POST /subusers_access: a named set of grants with a scope. */
export const accessProfileCreateSchema = fields({
  name: nameSchema,
  desc: commentSchema.optional(),
  grants: iotGrantsSchema,
  scope: iotScopeSchema,
});
/** A valid new profile. */
export type AccessProfileCreate = z.output<typeof accessProfileCreateSchema>;

/** PUT /subusers_access/{id}: any of the profile's parts. */
export const accessProfileUpdateSchema = fields({
  name: nameSchema.optional(),
  desc: commentSchema.optional(),
  grants: iotGrantsSchema.optional(),
  scope: iotScopeSchema.optional(),
});
/** A valid profile change. */
export type AccessProfileUpdate = z.output<typeof accessProfileUpdateSchema>;

/** Path of every /subusers_access/{id} call: the profile's number within the owner's profiles. */
export const accessProfileParamsSchema = z.object({
  id: strictNumber(
    z.coerce.number({ error: M.listParamInvalid }).int(M.listParamInvalid).min(1, M.listParamInvalid),
  ),
});

/** POST /subusers_access/batch/delete. */
export const accessProfileBatchDeleteSchema = fields({
  ids: z.array(z.number().int().min(1)).min(1, M.required).max(SUBUSER_BATCH_MAX, M.tooMany),
});

/** GET /subusers_access: list parameters and a search over names. */
export const accessProfileListQuerySchema = listQuerySchema.extend({ search: searchInputSchema.optional() });

/** An access profile as the calls answer it. */
export interface AccessProfileView {
  id: number;
  name: string;
  desc: string;
  grants: IotGrants;
  scope: IotScopeView;
  /** User names of the sub-users it is attached to. */
  subusers: string[];
  createdAt: number;
  updatedAt: number;
}

/** POST /subusers: the sub-user's name, contact and initial password (changed at first sign-in). */
export const subuserCreateSchema = fields({
  username: usernameSchema,
  name: personNameSchema,
  mobile: fullMobileSchema.optional(),
  email: emailSchema.optional(),
  password: strongPasswordSchema,
  /** The access profile to attach at once. */
  role: z.number().int().min(1).optional(),
});
/** A valid new sub-user. */
export type SubuserCreate = z.output<typeof subuserCreateSchema>;

/** A sub-user's mobile in a change: a full mobile, or '' to remove it. */
export const subuserMobileSchema = fullMobileSchema.or(z.literal(''));
/** A sub-user's e-mail in a change: an address, or '' to remove it. */
export const subuserEmailSchema = emailSchema.or(z.literal(''));

/** PUT /subusers/{username}: name, contact, status, or a new initial password (ends its sessions). */
export const subuserUpdateSchema = fields({
  name: personNameSchema.optional(),
  mobile: subuserMobileSchema.optional(),
  email: subuserEmailSchema.optional(),
  status: z.enum(SUBUSER_STATUSES, { error: M.listParamInvalid }).optional(),
  password: strongPasswordSchema.optional(),
});
/** A valid sub-user change. */
export type SubuserUpdate = z.output<typeof subuserUpdateSchema>;

/** Path of /subusers/{username}. */
export const subuserParamsSchema = z.object({ username: usernameSchema });
/** Path of /subusers/{username}/{id}: the sub-user and an access profile. */
export const subuserProfileParamsSchema = subuserParamsSchema.extend({
  id: accessProfileParamsSchema.shape.id,
});

/** POST /subusers/batch/delete. */
export const subuserBatchDeleteSchema = fields({
  usernames: z.array(usernameSchema).min(1, M.required).max(SUBUSER_BATCH_MAX, M.tooMany),
});

/** GET /subusers: list parameters, a search over user and display names, and filter {status, role}. */
export const subuserListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({
    status: z.enum(SUBUSER_STATUSES).optional(),
    role: z.number().int().optional(),
  }),
  search: searchInputSchema.optional(),
});
/** A parsed sub-user list query. */
export type SubuserListQuery = z.output<typeof subuserListQuerySchema>;
/** A parsed profile list query. */
export type AccessProfileListQuery = z.output<typeof accessProfileListQuerySchema>;

/** A sub-user as the calls answer it (never a password). */
export interface SubuserView {
  id: string;
  username: string;
  name: string;
  mobile: string;
  email: string;
  /** The attached profile's id, or SUBUSER_UNPROFILED_ROLE. */
  role: number;
  roleName: string;
  status: SubuserStatus;
  /** Still on the initial password the main account set. */
  mustChangePassword: boolean;
  lastLoginAt: number | null;
  createdAt: number;
}

/** Kinds of entry the sub-user and profile calls record, each naming its own change. */
export const SUBUSER_ACTIVITIES = [
  'subuserCreated',
  'subuserUpdated',
  'subuserDisabled',
  'subuserEnabled',
  'subuserPasswordReset',
  'subuserDeleted',
  'profileAttached',
  'profileDetached',
  'profileCreated',
  'profileUpdated',
  'profileDeleted',
] as const;

/**
 * Kinds of entry every other successful write of an IoT route records (the route's resource says on what):
 * what its method, URL and declared action say it did to the object.
 */
export const IOT_WRITE_ACTIVITIES = [
  'created',
  'updated',
  'deleted',
  'statusChanged',
  'commandSent',
  'controlled',
  'tested',
  'imported',
  'resent',
] as const;
/** What a write of an IoT route did. */
export type IotWriteActivity = (typeof IOT_WRITE_ACTIVITIES)[number];

/** Kinds of entry in the account activity log. */
export const ACCOUNT_ACTIVITIES = [...SUBUSER_ACTIVITIES, ...IOT_WRITE_ACTIVITIES] as const;
/** Kind of entry in the account activity log. */
export type AccountActivity = (typeof ACCOUNT_ACTIVITIES)[number];

/** GET /account_activities: list parameters, filter {action, resource}, and `format=csv` for the export. */
export const accountActivityQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({
    action: z.enum(ACCOUNT_ACTIVITIES).optional(),
    resource: z.enum(IOT_RESOURCES).optional(),
  }),
  format: z.enum(['json', 'csv']).default('json'),
});
/** The conditions GET /account_activities filters by. */
export type AccountActivityFilter = z.output<typeof accountActivityQuerySchema>['filter'];

/** One entry of the account activity log. */
export interface AccountActivityView {
  id: string;
  /** Who did it: the main account's or a sub-user's user name. */
  actor: string;
  action: AccountActivity;
  /** The IoT resource a route's write changed; null on sub-user and profile entries. */
  resource: IotResource | null;
  /**
   * What it was done to: a sub-user's or a profile's name, or the object of an IoT write (the route's
   * parameters, else the id the body or the answer names; empty when the route names none).
   */
  target: string;
  ip: string;
  createdAt: number;
}
