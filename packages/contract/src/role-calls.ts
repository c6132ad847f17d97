import { z } from 'zod';
import { permissionItemsSchema, type PermissionItem } from './admin-permissions';
import { listQuerySchema } from './lists';
import { clearableDescriptionSchema } from './permission-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { roleNameSchema } from './validation/names';
import { requiredText } from './validation/text';
import { recordIdSchema } from './validation/record-id';

// Roles (groups), the administrators linked to them, and boards' roles (licence-portal.md §2 groupManage,
// §3 Role, User-role link, Group/role, §5 role name and deletion, §7 Roles and permissions).

/** Most roles one POST /roles/batch creates. */
export const ROLE_BATCH_MAX = 50;
/** Most administrators one POST /user_roles/batch links. */
export const USER_ROLE_BATCH_MAX = 100;

/** POST /roles: name (2–32 letters or digits, unique), description ('' or 2–64), permission items. */
export const roleCreateSchema = z.object({
  name: roleNameSchema,
  description: clearableDescriptionSchema.optional(),
  permissions: permissionItemsSchema.optional(),
});
/** A valid new role. */
export type RoleCreate = z.output<typeof roleCreateSchema>;

/** PUT /roles/{id}: the fields to change; `permissions` replaces the whole tree. */
export const roleUpdateSchema = roleCreateSchema.partial();
/** A valid role change. */
export type RoleUpdate = z.output<typeof roleUpdateSchema>;

/** POST /roles/batch: several roles created together, all or none. */
export const roleBatchSchema = z.object({
  roles: z.array(roleCreateSchema).min(1, M.required).max(ROLE_BATCH_MAX, M.tooMany),
});

/** GET /roles: the list window and a search over name and description. */
export const roleListQuerySchema = listQuerySchema.extend({ search: searchInputSchema.optional() });

/** Most rows one CSV export of the roles holds. */
export const ROLE_EXPORT_MAX = 10_000;

/** GET /roles/export: the list's search and order; the answer is CSV. */
export const roleExportQuerySchema = roleListQuerySchema.pick({ search: true, descend: true });

/** A role as the group screen shows it. */
export interface RoleView {
  id: string;
  name: string;
  description: string;
  permissions: PermissionItem[];
  /** Administrators linked to the role. */
  userCount: number;
  createdAt: number;
  updatedAt: number;
}

/** POST /user_roles: link an administrator to a role. */
export const userRoleCreateSchema = z.object({ adminId: recordIdSchema, roleId: recordIdSchema });

/** POST /user_roles/batch: link several administrators to one role (links that exist are kept). */
export const userRoleBatchSchema = z.object({
  roleId: recordIdSchema,
  adminIds: z
    .array(recordIdSchema)
    .min(1, M.required)
    .max(USER_ROLE_BATCH_MAX, M.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicate),
});

/** PUT /user_roles/{id}: move the link to another role. */
export const userRoleUpdateSchema = z.object({ roleId: recordIdSchema });

/** GET /user_roles: the list window, filtered by administrator or role. */
export const userRoleListQuerySchema = listQuerySchema.extend({
  adminId: recordIdSchema.optional(),
  roleId: recordIdSchema.optional(),
});

/** An administrator's link to a role. */
export interface UserRoleView {
  id: string;
  adminId: string;
  adminName: string;
  roleId: string;
  roleName: string;
  createdAt: number;
}

/** Longest board id (a stored board's, board-calls.ts). */
export const BOARD_ID_MAX = 64;

/** PUT /board_role: set a board's role, or clear it with roleId null. */
export const boardRoleUpdateSchema = z.object({
  boardId: requiredText().max(BOARD_ID_MAX, M.tooLong),
  roleId: recordIdSchema.nullable(),
});

/** GET /board_role: the list window, filtered by board or role. */
export const boardRoleListQuerySchema = listQuerySchema.extend({
  boardId: requiredText().max(BOARD_ID_MAX, M.tooLong).optional(),
  roleId: recordIdSchema.optional(),
});

/** A board's role. */
export interface BoardRoleView {
  boardId: string;
  roleId: string;
  roleName: string;
  updatedAt: number;
}
