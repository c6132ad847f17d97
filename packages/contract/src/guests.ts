import { z } from 'zod';
import { levelQuerySchema, levelSchema } from './levels';
import { exportQuerySchema, listQuerySchema } from './lists';
import { fullMobileSchema } from './validation/contact';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { personNameSchema } from './validation/names';
import { searchInputSchema } from './validation/device';
import { text } from './validation/text';

// The administrators' variants of the Users calls (licence-portal.md §7 "admin variants under /guests")
// and the registered-user list (§2 RegisterList, §3 "Registered user row", §9 level filter 0–7).

/** Longest administrators' remark on a user account. */
export const USER_REMARK_MAX = 256;
/** Most rows one CSV export of an administration list holds. */
export const ADMIN_EXPORT_MAX_ROWS = 10_000;

/** Columns the registered-user list sorts by (the web's sortable columns). */
export const GUEST_SORTS = ['createdAt', 'lastLoginAt', 'updatedAt', 'level', 'username'] as const;
/** A sortable column of the registered-user list. */
export type GuestSort = (typeof GUEST_SORTS)[number];

// What selects and orders the rows; the list pages them, the export takes the first ADMIN_EXPORT_MAX_ROWS.
const guestViewFields = {
  /** Matches user name, name, mobile or e-mail. */
  search: searchInputSchema.optional(),
  level: levelQuerySchema,
  sort: z.enum(GUEST_SORTS, { error: M.invalidOption }).default('createdAt'),
};

/** GET /guests: the list parameters plus search, level filter and sort column. */
export const guestListQuerySchema = listQuerySchema.extend(guestViewFields);
/** A parsed registered-user list query. */
export type GuestListQuery = z.output<typeof guestListQuerySchema>;

/** GET /guests/export: the same view as the list, as CSV, without paging. */
export const guestExportQuerySchema = exportQuerySchema(guestViewFields);
/** A parsed registered-user export query. */
export type GuestExportQuery = z.output<typeof guestExportQuerySchema>;

/** The remark an administrator keeps on an account ('' clears it). */
export const userRemarkSchema = text().trim().max(USER_REMARK_MAX, M.tooLong);

/** PUT /guests/{id}: what an administrator may change on a user account. */
export const guestUpdateSchema = z.object({
  name: personNameSchema.optional(),
  AEName: z.string().trim().max(64, M.required).optional(),
  AEMobile: fullMobileSchema.optional(),
  /** Turning phone security off helps a user who lost their phone. */
  enableTwoFactorCheck: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
  /** Lifts a sign-in lock before its 10 minutes are over. */
  unlock: z.literal(true).optional(),
  remark: userRemarkSchema.optional(),
});
/** A valid administrator change to a user. */
export type GuestUpdate = z.output<typeof guestUpdateSchema>;

/** PUT /guests/{id}/level: the user's new level, 0–7. */
export const guestLevelSchema = z.object({ level: levelSchema });
/** A valid level change. */
export type GuestLevelUpdate = z.output<typeof guestLevelSchema>;

/** A row of GET /guests: the registered user row of licence-portal.md §3 and the account behind it. */
export interface GuestRow {
  id: string;
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  role: number;
  /** Registration time. */
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  level: number;
  remark: string;
  /** Licences the user holds. */
  licenceCount: number;
  /** The company of the user's enterprise information ('' when none). */
  company: string;
}
