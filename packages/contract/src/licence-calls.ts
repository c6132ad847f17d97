import { z } from 'zod';
import { editionSchema, LICENCE_USE_STATUS, licenceStatusSchema } from './licences';
import { listQuerySchema } from './lists';
import { DEVICE_ID_MAX, deviceIdSchema, deviceNameSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// The users' Licences calls (licence-portal.md §7 "Licences") and the device-facing validation and
// offline-licence endpoints that go beyond the spec.

/** Most unbinds one licence allows over its life (direct unbinds and approved unbind requests). */
export const UNBIND_LIMIT_PER_LICENCE = 3;
/** Days before expiry from which the auto-renewal job renews a licence of a level ≥ 4 user. */
export const AUTO_RENEW_DAYS_BEFORE_EXPIRY = 7;
/** Months the auto-renewal job adds. */
export const AUTO_RENEW_MONTHS = 3;

/** A licence as the user's list and detail read it; times are epoch milliseconds. */
export const licenceViewSchema = z.object({
  id: z.string(),
  /** Public licence number. */
  licenseId: z.string(),
  edition: editionSchema,
  duration: z.number().int(),
  status: licenceStatusSchema,
  useStatus: z.enum(LICENCE_USE_STATUS),
  name: z.string(),
  industry: z.string(),
  office: z.string(),
  remark: z.string(),
  bindDevice: z.object({ deviceId: z.string(), deviceName: z.string() }).nullable(),
  unbindCount: z.number().int(),
  userId: z.string(),
  startsAt: z.number(),
  createdAt: z.number(),
  expiredAt: z.number(),
});
/** A licence as the user's list and detail read it. */
export type LicenceView = z.infer<typeof licenceViewSchema>;

/** GET /licences: the list parameters plus a use-status filter. */
export const licenceListQuerySchema = listQuerySchema.extend({
  useStatus: z.enum(LICENCE_USE_STATUS, { error: M.invalidOption }).optional(),
});

/** GET /licences/{userId}: the info panel — company, account manager and a page of licences. */
export const licenceOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  company: z.string(),
  industry: z.string(),
  AEName: z.string(),
  AEMobile: z.string(),
  level: z.number().int(),
});
/** The owner part of the licence/user info panel. */
export type LicenceOwner = z.infer<typeof licenceOwnerSchema>;

/** PUT /licences/bind/{licenceId}?deviceId&deviceName: the device rules of §5. */
export const licenceBindQuerySchema = z.object({
  deviceId: deviceIdSchema,
  deviceName: deviceNameSchema,
});
/** A bind request. */
export type LicenceBindQuery = z.output<typeof licenceBindQuerySchema>;

/** GET /licences/cdkey/{licenceId}. */
export const licenceCdkeySchema = z.object({ cdkey: z.string() });

/** Longest licence key a device may present. */
export const LICENCE_KEY_MAX = 64;

// Devices read these answers, not a console that words message keys: the messages are worded here.
const DEVICE_ID_WORDS = `deviceId: 1–${DEVICE_ID_MAX} letters, digits, _ or -, not starting or ending with _ or -`;

/**
 * POST /v1/licences/validate and /v1/licences/offline/renew: what a device presents. The key is matched
 * in any case, with or without its dashes.
 */
export const licenceValidateSchema = z.object({
  licenceKey: z
    .string({ error: 'licenceKey is required' })
    .trim()
    .min(1, 'licenceKey is required')
    .max(LICENCE_KEY_MAX, `licenceKey: at most ${LICENCE_KEY_MAX} characters`),
  deviceId: z
    .string({ error: 'deviceId is required' })
    .trim()
    .min(1, 'deviceId is required')
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${DEVICE_ID_MAX}}$`), DEVICE_ID_WORDS)
    .refine((v) => !/^[_-]|[_-]$/.test(v), DEVICE_ID_WORDS),
});
/** A validation request. */
export type LicenceValidateRequest = z.output<typeof licenceValidateSchema>;

/** Answer codes of the validation endpoint. */
export const LICENCE_VALIDATION_CODES = [
  'VALID',
  'EXPIRED',
  'NOT_BOUND',
  'DEVICE_MISMATCH',
  'NOT_FOUND',
] as const;
/** Answer code of the validation endpoint. */
export type LicenceValidationCode = (typeof LICENCE_VALIDATION_CODES)[number];
/** The validation answer; `expiredAt` only when the key exists. */
export const licenceValidationSchema = z.object({
  valid: z.boolean(),
  code: z.enum(LICENCE_VALIDATION_CODES),
  expiredAt: z.number().optional(),
  edition: editionSchema.optional(),
});
/** The validation answer. */
export type LicenceValidation = z.infer<typeof licenceValidationSchema>;
/** Validation requests allowed per licence key per minute, and per client IP per minute. */
export const LICENCE_VALIDATE_RATE = { perKeyPerMinute: 60, perIpPerMinute: 600 } as const;

/** A public key that signs offline licence files. */
export const licenceSigningKeySchema = z.object({
  keyId: z.string(),
  /** SPKI PEM of the Ed25519 public key. */
  publicKeyPem: z.string(),
  createdAt: z.number(),
  /** The key new files are signed with; older keys stay listed so files signed earlier still verify. */
  active: z.boolean(),
});
/** A public key that signs offline licence files. */
export type LicenceSigningKey = z.infer<typeof licenceSigningKeySchema>;
