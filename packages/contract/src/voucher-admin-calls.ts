import { z } from 'zod';
import { COUPON_DEFAULT_EXTENSION } from './coupon-calls';
import { listQuerySchema } from './lists';
import { pushMobilesSchema, pushUserIdsSchema } from './push-calls';
import { searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { REMARK_MAX } from './validation/password';
import { text } from './validation/text';
import {
  couponStatusSchema,
  couponTypeSchema,
  validityDaysSchema,
  type CouponStatus,
  type CouponType,
} from './vouchers';

// Gift and card voucher administration (licence-portal.md §2 GiftVoucher and CardVoucher for
// administrators, §3 Coupon card, §4 coupons): cards are made in batches, issued to users, listed by
// status; an issued card's validity runs from its issue, so it expires on time unless used.

/** Most cards one batch makes. */
export const COUPON_BATCH_MAX = 1000;
/** Longest a card may extend a licence by, per unit. */
export const COUPON_EXTENSION_MAX = { day: 366, month: 36 } as const;
/** Most rows one CSV export of cards holds, so a download cannot read a whole table into memory. */
export const COUPON_EXPORT_MAX = 50_000;

/** How many days or months a card adds: a whole number from 1 to the unit's COUPON_EXTENSION_MAX. */
export function couponExtensionCountSchema(unit: keyof typeof COUPON_EXTENSION_MAX) {
  return z
    .number({ error: M.couponExtensionInvalid })
    .int(M.couponExtensionInvalid)
    .min(1, M.couponExtensionInvalid)
    .max(COUPON_EXTENSION_MAX[unit], M.couponExtensionInvalid);
}

/** What a card adds to a licence: a count of days or months. */
export const couponExtensionSchema = z
  .object({ unit: z.enum(['day', 'month'], { error: M.invalidOption }), count: z.unknown() })
  .transform((extension, ctx) => {
    const count = couponExtensionCountSchema(extension.unit).safeParse(extension.count);
    if (count.success) return { unit: extension.unit, count: count.data };
    ctx.addIssue({ code: 'custom', path: ['count'], message: M.couponExtensionInvalid });
    return z.NEVER;
  });
/** What a card adds to a licence. */
export type CouponExtension = z.output<typeof couponExtensionSchema>;

/** How many cards a batch makes: a whole number from 1 to COUPON_BATCH_MAX (never clamped quietly). */
export const couponBatchCountSchema = z
  .number({ error: M.couponBatchCountInvalid })
  .int(M.couponBatchCountInvalid)
  .min(1, M.couponBatchCountInvalid)
  .max(COUPON_BATCH_MAX, M.couponBatchCountInvalid);

/** Who receives cards: users by id, or by full mobile — one of the two. */
export const couponRecipientsSchema = z
  .object({ userIds: pushUserIdsSchema.optional(), mobiles: pushMobilesSchema.optional() })
  .refine((body) => (body.userIds === undefined) !== (body.mobiles === undefined), {
    message: M.invalidOption,
    path: ['userIds'],
  });
/** Who receives cards. */
export type CouponRecipients = z.output<typeof couponRecipientsSchema>;

/**
 * POST /coupons/batches: `count` cards of a type, valid `validityDays` from their issue, each adding
 * `extension` (the type's default when absent); with `recipients`, one card goes to each at once.
 */
export const couponBatchCreateSchema = z.object({
  type: couponTypeSchema,
  validityDays: validityDaysSchema,
  extension: couponExtensionSchema.optional(),
  count: couponBatchCountSchema,
  remark: text().trim().max(REMARK_MAX, M.remarkInvalid).optional(),
  recipients: couponRecipientsSchema.optional(),
});
/** A valid new batch. */
export type CouponBatchCreate = z.output<typeof couponBatchCreateSchema>;

/** The extension a batch's cards get: the one asked for, else the type's default. */
export function batchExtension(type: CouponType, extension?: CouponExtension): CouponExtension {
  return extension ?? { ...COUPON_DEFAULT_EXTENSION[type] };
}

/** POST /coupons/batches/{id}/issue: unissued cards of the batch, one to each recipient. */
export const couponIssueSchema = couponRecipientsSchema;

const typeFilter = z.preprocess((value) => (value === '' ? undefined : value), couponTypeSchema.optional());

/** GET /coupons/batches: the list window, a card type and a search over the remark. */
export const couponBatchListQuerySchema = listQuerySchema.extend({
  type: typeFilter,
  search: searchInputSchema.optional(),
});

/** Orders of the administrators' card list. */
export const COUPON_ADMIN_SORTS = ['createdAt', 'validUntil'] as const;

/** GET /coupons/admin and its CSV export: status, type, batch, issued or not, owner search, order. */
export const couponAdminListQuerySchema = listQuerySchema.extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), couponStatusSchema.optional()),
  type: typeFilter,
  batchId: text().trim().max(36, M.tooLong).optional(),
  issued: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
  search: searchInputSchema.optional(),
  sort: z.enum(COUPON_ADMIN_SORTS, { error: M.invalidOption }).default('createdAt'),
});
/** GET /coupons/admin/export: the list's filters and order; the answer is CSV (at most COUPON_EXPORT_MAX rows). */
export const couponAdminExportQuerySchema = couponAdminListQuerySchema.omit({
  skip: true,
  limit: true,
  aggregation: true,
  filter: true,
});
/** A parsed card export query. */
export type CouponAdminFilter = z.output<typeof couponAdminExportQuerySchema>;

/** A batch as the gift voucher screen lists it. */
export interface CouponBatchView {
  id: string;
  type: CouponType;
  validityDays: number;
  extension: CouponExtension;
  count: number;
  issuedCount: number;
  usedCount: number;
  remark: string;
  adminName: string;
  createdAt: number;
}

/** A card as administrators read it: its status, its batch and its owner (none while unissued). */
export interface CouponAdminView {
  id: string;
  type: CouponType;
  status: CouponStatus;
  extension: CouponExtension;
  validityDays: number;
  /** Null while unissued: validity starts at the issue. */
  validUntil: number | null;
  source: string;
  batchId: string | null;
  owner: { id: string; username: string; name: string; mobile: string | null } | null;
  issuedAt: number | null;
  usedAt: number | null;
  usedLicenceId: string | null;
  createdAt: number;
}
