import type { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../users';
import { mobileForArea, verificationCodeSchema } from './contact';
import { VALIDATION_MESSAGES as M } from './keys';
import { fields, requiredText, text } from './text';

// Passwords (licence-portal.md §5, iot-console.md §5).

/** Longest remark of the password-confirm dialog. */
export const REMARK_MAX = 256;

const STRONG_CHARS = new RegExp(`^[A-Za-z0-9!@#$%^&*()]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
const KINDS = [/[A-Za-z]/, /\d/, /[!@#$%^&*()]/];

/** Password: 8–16 characters, none of them spaces. */
export const passwordSchema = requiredText().regex(
  new RegExp(`^\\S{${PASSWORD_MIN},${PASSWORD_MAX}}$`),
  M.passwordInvalid,
);

/** Strong password: 8–16 of letters, digits and !@#$%^&*(), with at least two of the three kinds. */
export const strongPasswordSchema = requiredText()
  .regex(STRONG_CHARS, M.strongPasswordInvalid)
  .refine((v) => KINDS.filter((kind) => kind.test(v)).length >= 2, M.strongPasswordInvalid);

function checkConfirm(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (value.confirmPassword !== value.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.confirmPasswordMismatch });
  }
}

function checkChanged(value: { oldPassword: string; newPassword: string }, ctx: z.RefinementCtx): void {
  if (value.newPassword === value.oldPassword) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.passwordSameAsCurrent });
  }
}

// The current password is checked against the older 8–16 non-space rule: accounts made before the
// strong rule must still be able to change theirs.
/** Change-password call: current password, and a new strong password that differs from it. */
export const changePasswordBodySchema = fields({
  oldPassword: passwordSchema,
  newPassword: strongPasswordSchema,
}).superRefine(checkChanged);
/** A valid change-password call. */
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

/** Change-password form: the call's fields plus a confirmation equal to the new password. */
export const changePasswordFormSchema = fields({
  oldPassword: passwordSchema,
  newPassword: strongPasswordSchema,
  confirmPassword: requiredText(),
})
  .superRefine(checkChanged)
  .superRefine(checkConfirm);

/** Forgot-password form for a calling code: mobile, six-digit code, strong password and its confirmation. */
export function forgotPasswordFormSchema(areaCode: string) {
  return fields({
    mobile: mobileForArea(areaCode),
    code: verificationCodeSchema,
    newPassword: strongPasswordSchema,
    confirmPassword: requiredText(),
  }).superRefine(checkConfirm);
}

// The pair is checked on its own in the forms, so a mismatch shows while later fields are still empty.
/** A new strong password and its confirmation, which must equal it. */
export const newPasswordPairSchema = fields({
  newPassword: strongPasswordSchema,
  confirmPassword: requiredText(),
}).superRefine(checkConfirm);

/** Password-confirm dialog: password 8–16 without spaces; the remark is required when the dialog shows it. */
export function passwordConfirmSchema({ remarkRequired }: { remarkRequired: boolean }) {
  const remark = text().trim().max(REMARK_MAX, M.remarkInvalid);
  return fields({
    password: passwordSchema,
    remark: remarkRequired ? remark.min(1, M.required) : remark.optional(),
  });
}
