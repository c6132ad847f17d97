import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation/keys';
import { strictNumber } from './strict-number';

// User levels and what they unlock (licence-portal.md §1, §9).

/** Lowest user level. */
export const LEVEL_MIN = 0;
/** Highest user level. */
export const LEVEL_MAX = 7;
/** Every user level, lowest first. */
export const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** A user level. */
export type Level = (typeof LEVELS)[number];
/** Level from which licences renew automatically for free. */
export const AUTO_RENEW_MIN_LEVEL = 4;
/** Level from which the framework's offline licence is granted; some actions are blocked below it. */
export const OFFLINE_LICENCE_MIN_LEVEL = 5;
/** Most devices a normal user may have. */
export const NORMAL_USER_MAX_DEVICES = 20;

/** A user level as it arrives in a JSON body. */
export const levelSchema = z.literal(LEVELS, { error: VALIDATION_MESSAGES.levelInvalid });

/** A user level as it arrives in a query string ('' means no filter). */
export const levelQuerySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  strictNumber(z.coerce.number({ error: VALIDATION_MESSAGES.levelInvalid }).pipe(levelSchema).optional()),
);

/** Whether a level gets free auto-renewal. */
export function hasAutoRenew(level: number): boolean {
  return level >= AUTO_RENEW_MIN_LEVEL;
}

/** Whether a level gets the offline licence (and the actions blocked below it). */
export function hasOfflineLicence(level: number): boolean {
  return level >= OFFLINE_LICENCE_MIN_LEVEL;
}
