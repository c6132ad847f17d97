import { z } from 'zod';
import { usernameSchema, personNameSchema } from './validation/names';
import { strongPasswordSchema } from './validation/password';

// Administrator accounts (licence-portal.md §7 GET /admins). Accounts made here are governed by their
// roles; only the first-start `admin` and `npm run admin:create` make super-administrators.

/** POST /admins: a new administrator, who must replace the initial password at first sign-in. */
export const adminCreateSchema = z.object({
  username: usernameSchema,
  name: personNameSchema.optional(),
  password: strongPasswordSchema,
});
/** A valid new administrator. */
export type AdminCreate = z.output<typeof adminCreateSchema>;

/** A row of GET /admins (never the password hash). */
export interface AdminView {
  id: string;
  username: string;
  name: string;
  role: number;
  superAdmin: boolean;
  mustChangePassword: boolean;
  /** Disabled: cannot sign in, and its sessions were ended. */
  disabled: boolean;
  createdAt: number;
  lastLoginAt: number | null;
}

/** PUT /admins/{id}/status: disable (sign-in refused, sessions ended) or enable an administrator. */
export const adminStatusSchema = z.object({ disabled: z.boolean() });
/** A valid status change of an administrator. */
export type AdminStatus = z.output<typeof adminStatusSchema>;

/**
 * PUT /admins/{id}/password: a new initial password for an administrator who lost theirs; they replace it at
 * their next sign-in, and their sessions end.
 */
export const adminPasswordResetSchema = z.object({ password: strongPasswordSchema });
/** A valid password reset of an administrator. */
export type AdminPasswordReset = z.output<typeof adminPasswordResetSchema>;

/** PUT /admins/me: the signed-in administrator's display name. */
export const adminSelfUpdateSchema = z.object({ name: personNameSchema });
/** A valid change of one's own administrator account. */
export type AdminSelfUpdate = z.output<typeof adminSelfUpdateSchema>;

/** A row of GET /admins/me/sessions: where the administrator is signed in (never the token). */
export interface AdminSessionView {
  /** A short, stable handle of the session (a prefix of its token hash, which is itself not secret). */
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  userAgent: string;
  /** The session of the browser asking. */
  current: boolean;
}
