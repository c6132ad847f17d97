import { z } from 'zod';
import { listQuerySchema } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { descriptionSchema, nameSchema } from './validation/names';
import { requiredText, text } from './validation/text';

// The permission catalogue (licence-portal.md §2 permissionManage, §3 Permission, §7 /permission): system
// permissions, one per console resource (seeded, undeletable, key fixed), and the product's feature
// permissions that administrators add for licences' role/permission groups.

/** System permissions grant console resources; feature permissions describe product features. */
export const PERMISSION_TYPES = ['system', 'feature'] as const;
/** Kind of a catalogued permission. */
export type PermissionType = (typeof PERMISSION_TYPES)[number];

/** Longest operating-system and version texts of a permission. */
export const PERMISSION_SHORT_TEXT_MAX = 32;
/** Longest details text of a permission. */
export const PERMISSION_DETAILS_MAX = 1024;

/** A permission's key: 1–64 letters, digits or underscores (a system permission's key is its resource). */
export const permissionKeySchema = requiredText().regex(/^[A-Za-z0-9_]{1,64}$/, M.keyNameInvalid);

const shortText = text().trim().max(PERMISSION_SHORT_TEXT_MAX, M.tooLong);

/** A description that may be cleared: '' or 2–64 characters (roles and permissions). */
export const clearableDescriptionSchema = text()
  .trim()
  .refine((value) => value === '' || descriptionSchema.safeParse(value).success, M.descriptionInvalid);

/** POST /permission: a new feature permission. */
export const permissionCreateSchema = z.object({
  name: nameSchema,
  key: permissionKeySchema,
  desc: clearableDescriptionSchema.optional(),
  os: shortText.optional(),
  version: shortText.optional(),
  details: text().max(PERMISSION_DETAILS_MAX, M.tooLong).optional(),
});
/** A valid new permission. */
export type PermissionCreate = z.output<typeof permissionCreateSchema>;

/** PUT /permission/{id}: the fields to change (a system permission's name and key stay as they are). */
export const permissionUpdateSchema = permissionCreateSchema.partial();
/** A valid permission change. */
export type PermissionUpdate = z.output<typeof permissionUpdateSchema>;

/** GET /permission: the list window, a search over name, key and description, and a type filter. */
export const permissionListQuerySchema = listQuerySchema.extend({
  search: searchInputSchema.optional(),
  type: z.enum(PERMISSION_TYPES, { error: M.invalidOption }).optional(),
});

/** Most rows one CSV export of the catalogue holds. */
export const PERMISSION_EXPORT_MAX = 10_000;

/** GET /permission/export: the list's search, type filter and order; the answer is CSV. */
export const permissionExportQuerySchema = permissionListQuerySchema.pick({
  search: true,
  type: true,
  descend: true,
});

/** A permission as the list and the dialogs show it. */
export interface PermissionView {
  id: string;
  name: string;
  key: string;
  desc: string;
  os: string;
  version: string;
  details: string;
  type: PermissionType;
  createdAt: number;
  updatedAt: number;
}
