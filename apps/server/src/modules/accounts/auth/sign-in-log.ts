import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/errors/app-error';
import type { LoginOutcome } from './login.service';

/** How a sign-in was attempted, for the log. */
export type SignInMethod = 'password' | 'sms' | 'phone-security' | 'admin-password' | 'ujwt';

// The account a request names is logged with its middle hidden: enough to follow a support case,
// not a list of the platform's users. Passwords and codes are never logged.
function maskAccount(account: string): string {
  return account.length <= 4 ? '****' : `${account.slice(0, 3)}****${account.slice(-2)}`;
}

/** Runs a sign-in and logs its outcome as one line: success, refusal (with the code) or lock. */
export async function loggedSignIn(
  log: FastifyBaseLogger,
  method: SignInMethod,
  account: string,
  run: () => Promise<LoginOutcome>,
): Promise<LoginOutcome> {
  try {
    const outcome = await run();
    log.info({ event: 'sign-in', method, principal: outcome.principal }, 'signed in');
    return outcome;
  } catch (error) {
    if (error instanceof AppError) {
      const event = error.code === 'LOGIN_LOCKED' ? 'sign-in-locked' : 'sign-in-refused';
      log.warn({ event, method, account: maskAccount(account), code: error.code }, 'sign-in refused');
    }
    throw error;
  }
}
