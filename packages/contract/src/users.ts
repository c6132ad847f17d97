// Account limits and the profile's completeness rule (licence-portal.md §2, §5, §9; iot-console.md §4, §9).

/** Shortest password. */
export const PASSWORD_MIN = 8;
/** Longest password. */
export const PASSWORD_MAX = 16;
/** Shortest user name. */
export const USERNAME_MIN = 2;
/** Longest user name (see usernameSchema for why 20). */
export const USERNAME_MAX = 20;

/** Largest avatar upload in bytes (200 KiB). */
export const AVATAR_MAX_BYTES = 204_800;
/** Avatar file extensions accepted. */
export const AVATAR_FORMATS = ['jpg', 'png', 'gif', 'bmp'] as const;
/** Avatar file format. */
export type AvatarFormat = (typeof AVATAR_FORMATS)[number];
/** MIME types of the accepted avatar formats. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;

/** Number of fields the profile-completeness hint counts. */
export const PROFILE_FIELD_COUNT = 9;
/** Percent each filled profile field is worth. */
export const PROFILE_FIELD_WEIGHT = 11.12;

/** Profile completeness in whole percent for a number of filled fields (9 × 11.12 rounds to 100). */
export function profileCompleteness(filledCount: number): number {
  const filled = Math.min(Math.max(Math.trunc(filledCount), 0), PROFILE_FIELD_COUNT);
  return Math.min(Math.round(filled * PROFILE_FIELD_WEIGHT), 100);
}

/** Gender value meaning male; any other value reads as female (iot-console.md §3). */
export const GENDER_MALE = 1;

/** Delay before going to /Login after a password change. */
export const PASSWORD_CHANGE_REDIRECT_MS = 1_000;
/** Delay before returning to login after a successful registration. */
export const REGISTRATION_REDIRECT_MS = 1_500;
