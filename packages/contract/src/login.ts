import { z } from 'zod';
import { PASSWORD_MAX } from './users';
import { verificationCodeSchema } from './validation/contact';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Login payload (licence-portal.md §3 "Login payload", §7 Auth).

/** POST /auth/login and /auth/admin/login body: a password (with captcha on the user platform) or an SMS code. */
export const loginBodySchema = z
  .object({
    loginType: z.string().max(32).optional(),
    /** Mobile (with or without calling code) or user name. */
    user: z.string({ error: M.required }).trim().min(1, M.required).max(64, M.required),
    password: z.string().min(1, M.required).max(PASSWORD_MAX, M.passwordInvalid).optional(),
    smsCode: verificationCodeSchema.optional(),
    svgCode: z.string().max(16).optional(),
    svgCodeUUID: z.string().max(64).optional(),
    /** "Remember": the session outlives the browser (SESSION_MAX_DAYS); otherwise it ends with it. */
    remember: z.boolean().optional(),
    // Sent by the user-platform form; the server reads the account from `user`.
    oriusername: z.string().max(64).optional(),
    username: z.string().max(64).optional(),
    ujwt: z.string().max(2048).optional(),
  })
  .refine((body) => body.password !== undefined || body.smsCode !== undefined, {
    path: ['password'],
    message: M.required,
  });
/** A valid login payload. */
export type LoginBody = z.output<typeof loginBodySchema>;

/** Cookie that marks a browser which passed phone security (a revocable server-side token). */
export const TRUSTED_BROWSER_COOKIE = 'fk_trusted';

/** How long a ujwt hand-off token lives: long enough to open the other console, no longer. */
export const HANDOFF_TTL_MS = 60_000;

/** GET /auth/ujwt query: `loginType` marks the cross-system variant. */
export const handoffQuerySchema = z.object({ loginType: z.string().max(32).optional() });
