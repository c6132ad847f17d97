import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { requiredText } from './validation/text';

// The administrators' authorization vocabulary (licence-portal.md §2 menus, §3 Permission item, §6). Every
// administration route needs read or write on one console resource; a role grants a tree of permission
// items; the seeded system permission whose key is a resource is what a role's item points at to grant it.

/** The console resources, one per administration menu entry (licence-portal.md §2 side menu). */
export const ADMIN_RESOURCES = [
  'licences',
  'applications',
  'users',
  'levels',
  'vouchers',
  'orders',
  'pushes',
  'webapp',
  'installers',
  'config',
  'oplogs',
  'permissions',
  'roles',
  'admins',
  'boards',
  'nodes',
  'devboards',
  'pinmaps',
  'boarduploads',
  'awpx',
] as const;
/** A console resource. */
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/** What a permission item allows: write includes read. */
export const ADMIN_PERMITS = ['read', 'write'] as const;
/** What a permission item allows. */
export type AdminPermit = (typeof ADMIN_PERMITS)[number];

/** What a route needs, e.g. `roles:write`; the web checks the same keys to hide menus and buttons. */
export type AdminPermissionKey = `${AdminResource}:${AdminPermit}`;

/** An administrator's effective grants: the strongest permit per resource (absent = none). */
export type AdminGrants = Partial<Record<AdminResource, AdminPermit>>;

/** Whether the grants allow what the key needs (write includes read). */
export function allows(grants: AdminGrants, key: AdminPermissionKey): boolean {
  const [resource, permit] = key.split(':') as [AdminResource, AdminPermit];
  const granted = grants[resource];
  return granted === 'write' || (granted === 'read' && permit === 'read');
}

/** Whether a value names a console resource. */
export function isAdminResource(value: string): value is AdminResource {
  return (ADMIN_RESOURCES as readonly string[]).includes(value);
}

/** Kinds of permission item: a permission of the catalogue (Function tab) or a node (Flow tab). */
export const PERMISSION_ITEM_TYPES = ['permission', 'node'] as const;
/** Kind of permission item. */
export type PermissionItemType = (typeof PERMISSION_ITEM_TYPES)[number];

/** Longest id a permission item may name (a permission's or a node's). */
export const PERMISSION_ITEM_ID_MAX = 64;
/** Most items one role may carry. */
export const ROLE_ITEMS_MAX = 500;

/** One item of a role's permission tree (licence-portal.md §3 "Permission item"). */
export const permissionItemSchema = z.object({
  type: z.enum(PERMISSION_ITEM_TYPES, { error: M.invalidOption }),
  id: requiredText().max(PERMISSION_ITEM_ID_MAX, M.tooLong),
  permit: z.enum(ADMIN_PERMITS, { error: M.invalidOption }),
});
/** One item of a role's permission tree. */
export type PermissionItem = z.infer<typeof permissionItemSchema>;

/** A role's items: each (type, id) once. */
export const permissionItemsSchema = z
  .array(permissionItemSchema)
  .max(ROLE_ITEMS_MAX, M.tooMany)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = `${item.type}\u0000${item.id}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: M.duplicate });
      seen.add(key);
    });
  });

/** The grants of a set of system-permission items (key = resource): the strongest permit per resource. */
export function grantsOf(items: readonly { resource: string; permit: AdminPermit }[]): AdminGrants {
  const grants: AdminGrants = {};
  for (const { resource, permit } of items) {
    if (isAdminResource(resource) && grants[resource] !== 'write') grants[resource] = permit;
  }
  return grants;
}

/** Every resource with write: a super-administrator's grants. */
export const ALL_GRANTS: AdminGrants = Object.fromEntries(
  ADMIN_RESOURCES.map((resource) => [resource, 'write'] as const),
);

/** GET /admins/me/permissions: the signed-in administrator's grants, for hiding menus and buttons. */
export interface MyAdminPermissions {
  /** Created at first start or by `npm run admin:create`: everything is allowed. */
  superAdmin: boolean;
  grants: AdminGrants;
}
