import { z } from 'zod';

/** Role 0 is the main account (regular user); any other role is an administrator or a sub-user (its profile id). */
export const MAIN_ACCOUNT_ROLE = 0;

/** The signed-in identity as the consoles keep it for display (never a secret). */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  role: z.number().int(),
  avatar: z.string(),
  enableTwoFactorCheck: z.enum(['true', 'false']),
});
/** The signed-in identity as the consoles keep it. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'fk_session';
