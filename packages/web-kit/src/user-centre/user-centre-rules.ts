import {
  avatarFileSchema,
  filledProfileFields,
  MAIN_ACCOUNT_ROLE,
  profileCompleteness,
} from '@fleetkey/contract';
import type { AvatarFile, SessionUser, UserProfile } from '@fleetkey/contract';
import { ApiError } from '@fleetkey/api-client';

// The user centre's rules as plain functions (licence-portal.md §2, §5, §6; iot-console.md §2, §5, §6, §8),
// so they are tested without rendering.

/** The two tabs of the personal centre. */
export type UserCentreTab = 'info' | 'security';

/** What a role sees: the info tab, the mobile row and closing the account are for the main account (role 0) only. */
export function userCentreSections(user: Pick<SessionUser, 'role'>): {
  info: boolean;
  mobile: boolean;
  closeAccount: boolean;
} {
  const main = user.role === MAIN_ACCOUNT_ROLE;
  return { info: main, mobile: main, closeAccount: main };
}

/** The tab to open: the one asked for (`?tab=security` from the header menu) when the role may see it. */
export function initialTab(requested: string | null, user: Pick<SessionUser, 'role'>): UserCentreTab {
  if (!userCentreSections(user).info) return 'security';
  return requested === 'security' ? 'security' : 'info';
}

/** Query of the user centre that opens the password dialog at once (an account on its initial password). */
export const CHANGE_PASSWORD_QUERY = 'tab=security&changePassword=1';

/** Whether the user centre was opened to change the password first. */
export function passwordChangeAsked(params: URLSearchParams): boolean {
  return params.get('changePassword') === '1';
}

/** Profile completeness in whole percent: each of the nine info fields filled is worth 11.12 %. */
export function completenessOf(profile: UserProfile): number {
  return profileCompleteness(filledProfileFields(profile));
}

/**
 * Whether a typed number is the account's current mobile: typed in full (calling code first) or as the
 * national number under the account's calling code; spaces, dashes and a leading + are ignored.
 */
export function isCurrentMobile(typed: string, mobile: string, area: string): boolean {
  const digits = typed.replace(/[\s+-]/g, '');
  if (digits === '' || !/^\d+$/.test(digits) || mobile === '') return false;
  return digits === mobile || (area !== '' && `${area}${digits}` === mobile);
}

/** The validation message key of an avatar that must not be uploaded (format first), or undefined. */
export function avatarIssue(file: AvatarFile): string | undefined {
  const result = avatarFileSchema.safeParse(file);
  if (result.success) return undefined;
  const format = result.error.issues.find((issue) => issue.path[0] === 'type');
  return (format ?? result.error.issues[0])?.message;
}

/**
 * The message key of a failed mobile or e-mail change (iot-console.md §8): an expired code, a taken
 * mobile or address, else "invalid verification code"; undefined for failures the central reporter
 * explains better (no answer, server errors, flow control).
 */
export function contactChangeErrorKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || [0, 401, 429].includes(error.status) || error.status >= 500) {
    return undefined;
  }
  if (error.code === 'CODE_EXPIRED' || error.message.includes('verfication code expired')) {
    return 'userCentre.errors.codeExpired';
  }
  if (error.code === 'MOBILE_EXISTS' || error.message.includes('mobile exist')) {
    return 'userCentre.errors.mobileExists';
  }
  if (error.code === 'EMAIL_EXISTS' || error.message.includes('email exist')) {
    return 'userCentre.errors.emailExists';
  }
  return 'userCentre.errors.codeInvalid';
}

/** The session's display copy of a profile (what the header and the guards read). */
export function sessionUserOf(profile: UserProfile): SessionUser {
  const { id, username, name, mobile, email, role, avatar, enableTwoFactorCheck } = profile;
  return { id, username, name, mobile, email, role, avatar, enableTwoFactorCheck };
}
