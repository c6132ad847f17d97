import { z } from 'zod';
import { codeLanguageField } from './code-requests';
import { emailSchema, fullMobileSchema, verificationCodeSchema } from './validation/contact';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { usernameSchema } from './validation/names';
import { passwordSchema, strongPasswordSchema } from './validation/password';

// Bodies and queries of the password calls (licence-portal.md §7 Auth, iot-console.md §7 Auth).

/**
 * POST /auth/change_password (IoT forms): `oldpassword` and `password`; or, without `oldpassword`, the new
 * `password` proved by `mobile` (the account's own) and a changePasswordCode sent to it.
 */
export const iotChangePasswordBodySchema = z
  .object({
    oldpassword: passwordSchema.optional(),
    password: strongPasswordSchema,
    mobile: fullMobileSchema.optional(),
    code: verificationCodeSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.oldpassword !== undefined) {
      if (b.oldpassword === b.password)
        ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordSameAsCurrent });
      return;
    }
    for (const field of ['mobile', 'code'] as const)
      if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: M.required });
  });
/** A valid IoT password change, in either form. */
export type IotChangePasswordBody = z.output<typeof iotChangePasswordBodySchema>;

/** PUT /auth/new_change_password?code: a new password, proved by a changePasswordCode to the user's mobile. */
export const codeChangePasswordBodySchema = z.object({ newPassword: strongPasswordSchema });

/** The `code` query of the code-proved password calls. */
export const codeQuerySchema = z.object({ code: verificationCodeSchema });

// The forgot-password form names the account by its full mobile, the classic reset form by its user name
// (or a mobile typed there); a full mobile fits the user-name characters, so one rule takes both.
/** PUT /auth/reset_password?code (licence portal): `user` is the account's user name or full mobile. */
export const resetPasswordBodySchema = z.object({
  user: usernameSchema,
  newPassword: strongPasswordSchema,
});

/** POST /auth/reset_password (IoT forgot-password form): the code went to the account's mobile or e-mail. */
export const iotResetPasswordBodySchema = z
  .object({
    mobile: fullMobileSchema.optional(),
    email: emailSchema.optional(),
    code: verificationCodeSchema,
    password: strongPasswordSchema,
  })
  .refine((b) => (b.mobile === undefined) !== (b.email === undefined), {
    path: ['mobile'],
    message: M.required,
  });

/** GET /auth/recover_password: send a reset code to the account (by user name or mobile) over `type`. */
export const recoverPasswordQuerySchema = z.object({
  username: z.string().trim().min(1, M.required).max(64, M.required),
  type: z.enum(['mobile', 'email'], { error: M.invalidOption }).default('mobile'),
  ...codeLanguageField(),
});

/** DELETE /users/{id}: closing one's own account takes the password again. */
export const deleteAccountBodySchema = z.object({ password: passwordSchema });
