import { USERNAME_MAX, USERNAME_MIN } from '../users';
import { VALIDATION_MESSAGES as M } from './keys';
import { CHINESE_CHAR_CLASS, boundedText, hasEdge, requiredText } from './text';

// Names and short texts (licence-portal.md §5, iot-console.md §5).

// The portal's §5 gives three ranges for user names (2–20 in the form, 1–32 in the English text, 2–32
// elsewhere) and the console's caps them at 20. 2–20 satisfies all the caps at once, so every stored
// name fits each console's form.
/** User name: 2–20 letters, digits or underscores; no Chinese. */
export const usernameSchema = requiredText().regex(
  new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}$`),
  M.usernameInvalid,
);

/** Role name: 2–32 letters or digits. */
export const roleNameSchema = requiredText().regex(/^[A-Za-z0-9]{2,32}$/, M.roleNameInvalid);

/** A name (of a node, board, group…): 2–32 characters, not starting or ending with an underscore. */
export const nameSchema = boundedText(2, 32, M.nameInvalid).refine((v) => !hasEdge(v, '_'), M.nameInvalid);

// The console's rule (required, at most 32) is followed over the portal's "2-32": one-character
// names exist, and the two consoles share one user table.
/** A person's full name: required, at most 32, not starting or ending with an underscore. */
export const personNameSchema = requiredText()
  .max(32, M.personNameInvalid)
  .refine((v) => !hasEdge(v, '_'), M.personNameInvalid);

/** Nickname: 2–32 letters, digits, underscores or Chinese characters. */
export const nicknameSchema = requiredText().regex(
  new RegExp(`^[A-Za-z0-9_${CHINESE_CHAR_CLASS}]{2,32}$`),
  M.nicknameInvalid,
);

/** Description: 2–64 characters. */
export const descriptionSchema = boundedText(2, 64, M.descriptionInvalid);

/** Activation info: must not be empty or blank. */
export const activationInfoSchema = requiredText().refine((v) => v.trim() !== '', M.activationInfoRequired);
