import { z } from 'zod';
import type { EnterpriseStatus } from './enterprise-status';
import type { SessionUser } from './session';
import { fullMobileSchema, emailSchema, verificationCodeSchema } from './validation/contact';
import { stateSchema } from './validation/enterprise';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { nicknameSchema, personNameSchema } from './validation/names';
import { enterprisePayloadSchema, type EnterprisePayload } from './validation/registration';
import { boundedText, fields, optionalField } from './validation/text';

// The user's own profile (licence-portal.md §2 Personal centre, iot-console.md §2 User centre, §3 User).

/** The nine info fields whose share filled is the profile completeness (11.12 % each). */
export const PROFILE_INFO_FIELDS = [
  'name',
  'nickname',
  'gender',
  'desc',
  'email',
  'company',
  'industry',
  'position',
  'address',
] as const;

/** GET /users/{id}: the signed-in user's profile. */
export interface UserProfile extends SessionUser {
  nickname: string;
  /** 1 male, any other number female, null not given. */
  gender: number | null;
  desc: string;
  company: string;
  detailaddress: string;
  country: string;
  area: string;
  enterprise: EnterprisePayload | Record<string, never>;
  /** Audit status of the enterprise information (PUT /users/enterprise_info/status/). */
  enterpriseStatus: EnterpriseStatus;
  AEName: string;
  AEMobile: string;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
}

/** How many of the nine info fields a profile has filled. */
export function filledProfileFields(profile: UserProfile): number {
  const value: Record<(typeof PROFILE_INFO_FIELDS)[number], unknown> = {
    name: profile.name,
    nickname: profile.nickname,
    gender: profile.gender,
    desc: profile.desc,
    email: profile.email,
    company: profile.company || profile.enterprise.company,
    industry: profile.enterprise.industry,
    position: profile.enterprise.position,
    address: profile.detailaddress || profile.enterprise.address,
  };
  return PROFILE_INFO_FIELDS.filter(
    (field) => value[field] !== undefined && value[field] !== null && value[field] !== '',
  ).length;
}

const profileText = optionalField(boundedText(2, 64, M.profileTextInvalid));

/**
 * PUT /users/{id} body: any of the profile fields; `mobile` (with `?code=` sent to the new number) and
 * `email` (with `?code=` sent to the new address) change the contact; `enableTwoFactorCheck` is the
 * phone-security switch.
 */
export const profileUpdateSchema = fields({
  name: optionalField(personNameSchema),
  // The spec's nickname rule (licence-portal.md §5): 2–32 letters, digits, _ or Chinese, not any 2–64 text.
  nickname: optionalField(nicknameSchema),
  desc: profileText,
  company: profileText,
  detailaddress: profileText,
  gender: z
    .number({ error: M.invalidOption })
    .int(M.invalidOption)
    .min(0, M.invalidOption)
    .max(2, M.invalidOption)
    .optional(),
  country: optionalField(stateSchema),
  enterprise: enterprisePayloadSchema,
  enableTwoFactorCheck: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
  mobile: optionalField(fullMobileSchema),
  email: optionalField(emailSchema),
});
/** A valid profile update. */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** `?code=` of a profile update that changes the mobile or the e-mail. */
export const profileCodeQuerySchema = z.object({ code: verificationCodeSchema.optional() });
