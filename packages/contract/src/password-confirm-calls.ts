import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { passwordSchema, REMARK_MAX } from './validation/password';
import { text } from './validation/text';

// The password-confirm dialog's check before a destructive action (licence-portal.md §2, §6, §8): users
// and administrators are checked by different calls. A wrong password answers INVALID_CREDENTIALS
// ('invalid user or password', "wrong password, re-enter") and counts toward the sign-in lockout.

/** Paths (under /v1) of the password check, for a user of the platform and for an administrator. */
export const PASSWORD_CONFIRM_PATHS = {
  user: '/auth/verify_password',
  admin: '/auth/admin/verify_password',
} as const;

/** The dialog's body: the password, and the remark, required when the dialog shows it (`remarkRequired`). */
export const passwordConfirmBodySchema = z
  .object({
    password: passwordSchema,
    remark: text().trim().max(REMARK_MAX, M.remarkInvalid).optional(),
    remarkRequired: z.boolean({ error: M.invalidType }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.remarkRequired && !body.remark) {
      ctx.addIssue({ code: 'custom', path: ['remark'], message: M.required });
    }
  });
/** A valid password-confirm call. */
export type PasswordConfirmBody = z.output<typeof passwordConfirmBodySchema>;

/** The answer of a password that matched: the remark, trimmed, for the action that follows. */
export interface PasswordConfirmResult {
  verified: true;
  remark: string;
}
