import { z } from 'zod';
import { editionSchema, LICENCE_USE_STATUS, licenceStatusSchema } from './licences';
import type { BindDevice, Edition, LicenceStatus, LicenceUseStatus } from './licences';
import { exportQuerySchema, listQuerySchema } from './lists';
import { searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { nameSchema } from './validation/names';
import { requiredText, text } from './validation/text';
import { strictNumber } from './strict-number';

// The administrators' Licences calls (licence-portal.md §2 LicenceAdmin, §3 admin-list fields, §7
// `/licences_aggregate/`, `/licences/update/{id}`, `DELETE /licences/{id}`, and the role assignment of §6).

/** Longest administrators' remark on a licence. */
export const LICENCE_REMARK_MAX = 256;
/** Latest expiry an administrator may set: the last millisecond of the year 9999 (UTC). */
export const LICENCE_EXPIRY_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Columns the licence administration list sorts by. */
export const LICENCE_ADMIN_SORTS = ['createdAt', 'expiredAt'] as const;
/** A sortable column of the licence administration list. */
export type LicenceAdminSort = (typeof LICENCE_ADMIN_SORTS)[number];

/** A query-string value of the schema; '' counts as absent, as every filter's "all" option sends. */
function queryValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A query-string code checked by a literal schema (edition, status). */
function queryCode<T extends z.ZodType<unknown, number>>(schema: T) {
  return queryValue(strictNumber(z.coerce.number({ error: M.invalidOption }).pipe(schema)));
}

// What selects and orders the rows; the list pages them, the export takes the first rows.
const licenceAdminViewFields = {
  /** Matches licence number, user name, the user's name, device id, alias or licence name. */
  search: searchInputSchema.optional(),
  useStatus: queryValue(z.enum(LICENCE_USE_STATUS, { error: M.invalidOption })),
  edition: queryCode(editionSchema),
  status: queryCode(licenceStatusSchema),
  /** Only this user's licences. */
  userId: queryValue(requiredText().max(36, M.tooLong)),
  sort: z.enum(LICENCE_ADMIN_SORTS, { error: M.invalidOption }).default('createdAt'),
};

/** GET /licences_aggregate/: the list parameters plus the administrators' filters and sort column. */
export const licenceAggregateQuerySchema = listQuerySchema.extend(licenceAdminViewFields);
/** A parsed licence administration list query. */
export type LicenceAggregateQuery = z.output<typeof licenceAggregateQuerySchema>;

/** GET /licences_aggregate/export: the same view as the list, as CSV, without paging. */
export const licenceAggregateExportQuerySchema = exportQuerySchema(licenceAdminViewFields);
/** A parsed licence administration export query. */
export type LicenceAggregateExportQuery = z.output<typeof licenceAggregateExportQuerySchema>;

/** A licence as the administrators' list reads it (licence-portal.md §3 "Further fields in the admin list"). */
export interface LicenceAdminRow {
  id: string;
  licenceNo: string;
  name: string;
  alias: string;
  remark: string;
  device: BindDevice | null;
  startsAt: number;
  expiredAt: number;
  createdAt: number;
  useStatus: LicenceUseStatus;
  edition: Edition;
  status: LicenceStatus;
  /** The role (permission group) assigned to the licence. */
  role: { id: string; name: string } | null;
  user: { id: string; username: string; name: string; mobile: string | null };
  /** The owner's account manager. */
  AEName: string;
  AEMobile: string;
}

/** PUT /licences/update/{id} query: a new edition (`type`), expiry (epoch ms) or name. */
export const licenceUpdateQuerySchema = z.object({
  type: queryCode(editionSchema),
  expiredAt: queryValue(
    strictNumber(
      z.coerce
        .number({ error: M.invalidType })
        .int(M.invalidType)
        .min(0, M.invalidType)
        .max(LICENCE_EXPIRY_MAX_MS, M.invalidType),
    ),
  ),
  name: queryValue(nameSchema),
});

/** PUT /licences/update/{id} body: a new remark ('' clears it); the body may be left out (Fastify: null). */
export const licenceUpdateBodySchema = z
  .object({ remark: text().trim().max(LICENCE_REMARK_MAX, M.tooLong).optional() })
  .nullish();

/** A licence change: the query's fields and the body's remark together. */
export type LicenceUpdate = z.output<typeof licenceUpdateQuerySchema> &
  NonNullable<z.output<typeof licenceUpdateBodySchema>>;

/** Whether a licence update changes anything (at least one of remark, type, expiredAt, name). */
export function hasLicenceChange(change: LicenceUpdate): boolean {
  return Object.values(change).some((value) => value !== undefined);
}

/** PUT /licences/role/{id}: the role (permission group) to assign, or null to clear it. */
export const licenceRoleSchema = z.object({
  roleId: requiredText().max(36, M.tooLong).nullable(),
});
/** A valid role assignment. */
export type LicenceRoleAssignment = z.output<typeof licenceRoleSchema>;
