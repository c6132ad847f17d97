import { z } from 'zod';
import { levelQuerySchema } from './levels';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { strictNumber } from './strict-number';

// Licence enums, states and limits (licence-portal.md §3, §4, §9; iot-console.md §3, §9).

/** Product editions and their codes. */
export const EDITIONS = { community: 1, trial: 2, professional: 3, oem: 4 } as const;
/** Edition code. */
export type Edition = (typeof EDITIONS)[keyof typeof EDITIONS];
/** An edition code from the network. */
export const editionSchema = z.literal(Object.values(EDITIONS), { error: M.invalidOption });

/** Licence types (what an application asks for) and their codes. */
export const LICENCE_TYPES = { unbind: 0, renew: 1, newLicence: 2, enterpriseInfoAudit: 3 } as const;
/** Licence type code. */
export type LicenceType = (typeof LICENCE_TYPES)[keyof typeof LICENCE_TYPES];
/** A licence type code from the network. */
export const licenceTypeSchema = z.literal(Object.values(LICENCE_TYPES), { error: M.invalidOption });

/** Licence status codes: pending requests on a licence. */
export const LICENCE_STATUS = { normal: 0, renewalRequested: 1, unbindRequested: 2, both: 3 } as const;
/** Licence status code. */
export type LicenceStatus = (typeof LICENCE_STATUS)[keyof typeof LICENCE_STATUS];
/** Label names of the status codes, indexed by code (the web translates `licence.status.<name>`). */
export const LICENCE_STATUS_LABELS = ['normal', 'renewalRequested', 'unbindRequested', 'both'] as const;
/** A licence status code from the network. */
export const licenceStatusSchema = z.literal(Object.values(LICENCE_STATUS), { error: M.invalidOption });

/** Licence periods in months, shortest first. */
export const DURATION_MONTHS = [3, 6, 12] as const;
/** Licence period in months. */
export type DurationMonths = (typeof DURATION_MONTHS)[number];

/** Months a stored duration stands for: ≤1 → 3, ≤2 → 6, ≤3 → 12; undefined above 3 or for NaN. */
export function durationMonths(duration: number): DurationMonths | undefined {
  if (duration <= 1) return 3;
  if (duration <= 2) return 6;
  if (duration <= 3) return 12;
  return undefined;
}

/** Use states of a licence. */
export const LICENCE_USE_STATUS = ['unused', 'inUse', 'expired'] as const;
/** Use state of a licence. */
export type LicenceUseStatus = (typeof LICENCE_USE_STATUS)[number];

/** The device a licence is bound to. */
export const bindDeviceSchema = z.object({ deviceId: z.string(), deviceName: z.string() });
/** The device a licence is bound to. */
export type BindDevice = z.infer<typeof bindDeviceSchema>;

// bindDevice is stored as JSON text in the old data, so accept the text as well as the object.
function isBound(bindDevice: Partial<BindDevice> | string | null | undefined): boolean {
  if (typeof bindDevice !== 'string')
    return typeof bindDevice?.deviceId === 'string' && bindDevice.deviceId !== '';
  if (bindDevice.trim() === '') return false;
  try {
    const parsed = bindDeviceSchema.partial().safeParse(JSON.parse(bindDevice));
    return parsed.success && isBound(parsed.data);
  } catch {
    return false;
  }
}

/** Use state: expired once expiredAt is before now, else in use when bound, else unused. */
export function licenceUseStatus(
  licence: { expiredAt: Date | string | number; bindDevice?: Partial<BindDevice> | string | null },
  now: Date = new Date(),
): LicenceUseStatus {
  if (new Date(licence.expiredAt).getTime() < now.getTime()) return 'expired';
  return isBound(licence.bindDevice) ? 'inUse' : 'unused';
}

/** Most months a licence may have left for a coupon to apply. */
export const COUPON_MAX_MONTHS_LEFT = 6;

// In UTC so every server node agrees; the day is clamped so 31 August + 6 months is 28/29 February,
// not 3 March as Date's overflow would give.
/** The date `months` calendar months later in UTC, the day clamped to the target month's last day. */
export function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Whether a coupon may extend a licence: at most 6 calendar months left (an expired one has none). */
export function isCouponUsable(expiredAt: Date | string | number, now: Date = new Date()): boolean {
  return new Date(expiredAt).getTime() <= addMonthsUtc(now, COUPON_MAX_MONTHS_LEFT).getTime();
}

/** Licences per page in the licence/user info panel. */
export const LICENCE_DETAIL_PAGE_SIZE = 5;

/** Application results. */
export const APPLICATION_RESULTS = ['passed', 'rejected'] as const;
/** Application result. */
export type ApplicationResult = (typeof APPLICATION_RESULTS)[number];

/** Licence-admin type filter options, first is the default. */
export const LICENCE_TYPE_FILTERS = ['all', 'new', 'renewal', 'unbind'] as const;
/** Licence-admin type filter option. */
export type LicenceTypeFilter = (typeof LICENCE_TYPE_FILTERS)[number];
/** Licence type each type filter option selects ('all' selects none). */
export const LICENCE_TYPE_FILTER_TYPES = {
  new: LICENCE_TYPES.newLicence,
  renewal: LICENCE_TYPES.renew,
  unbind: LICENCE_TYPES.unbind,
} as const satisfies Record<Exclude<LicenceTypeFilter, 'all'>, LicenceType>;
/** Licence-admin result filter options, first is the default. */
export const APPLICATION_RESULT_FILTERS = ['all', ...APPLICATION_RESULTS] as const;
/** Licence-admin result filter option. */
export type ApplicationResultFilter = (typeof APPLICATION_RESULT_FILTERS)[number];

/** Licence-admin filters from the query string: type, result, level 0–7, status 0–3. */
export const licenceAdminFilterSchema = z.object({
  type: z.enum(LICENCE_TYPE_FILTERS, { error: M.invalidOption }).default('all'),
  result: z.enum(APPLICATION_RESULT_FILTERS, { error: M.invalidOption }).default('all'),
  level: levelQuerySchema,
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    strictNumber(z.coerce.number({ error: M.invalidOption }).pipe(licenceStatusSchema).optional()),
  ),
});
/** Parsed licence-admin filters. */
export type LicenceAdminFilter = z.output<typeof licenceAdminFilterSchema>;
