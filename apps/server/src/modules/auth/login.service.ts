import {
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  SECURITY_REMEMBER_DAYS,
  maskMobile,
  type LoginBody,
} from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import type { Principal } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors/app-error';
import { adminsRepository } from '../admins/admins.repository';
import { captchaService } from '../captcha/captcha.service';
import { codesService } from '../codes/codes.service';
import { findAccount } from '../users/find-account';
import { usersRepository, type UserRow } from '../users/users.repository';
import { loginAttemptsRepository, type AccountTable } from './login-attempts.repository';
import { verifyPassword } from './passwords';
import { trustedBrowsersRepository } from './trusted-browsers.repository';

/** The outcome of a sign-in: whose session to start, and a new remembered-browser token when one was earned. */
export interface LoginOutcome {
  principal: Principal;
  trustedBrowserToken?: string;
  mustChangePassword?: boolean;
  /** The session cookie outlives the browser ("remember"). */
  persistent?: boolean;
}

const TRUSTED_BROWSER_MS = SECURITY_REMEMBER_DAYS * 86_400_000;

/** Sign-in rules of both consoles: password with captcha, SMS code, lockout, phone security. */
export function loginService(context: AppContext) {
  const { db, clock } = context;
  const users = usersRepository(db);
  const attempts = loginAttemptsRepository(db);
  const trusted = trustedBrowsersRepository(db);
  const codes = codesService(context);

  async function refuseWhileLocked(account: { lockedUntil: number | null }): Promise<void> {
    if (account.lockedUntil !== null && account.lockedUntil > clock.now()) throw AppError.of('LOGIN_LOCKED');
  }

  /** Checks a password against the account, counting a failure toward the lockout. */
  async function checkPassword(
    table: AccountTable,
    account: { id: string; passwordHash: string | null },
    password: string,
  ) {
    if (await verifyPassword(account.passwordHash, password)) return;
    const { locked } = await attempts.recordFailure(
      table,
      account.id,
      LOGIN_MAX_FAILURES,
      clock.now() + LOGIN_LOCKOUT_MS,
    );
    throw AppError.of(locked ? 'LOGIN_LOCKED' : 'PASSWORD_WRONG');
  }

  /**
   * Phone security: an account with it on signs in from an unremembered browser only with an SMS code to
   * its own mobile. Without the code, one is sent and the answer says so (with the mobile masked); with the
   * code (already verified by the caller), this browser is remembered for SECURITY_REMEMBER_DAYS.
   */
  async function passPhoneSecurity(
    account: UserRow,
    codeVerified: boolean,
    trustedToken: string | undefined,
  ) {
    if (account.enableTwoFactorCheck !== 'true' || !account.mobile) return undefined;
    if (!codeVerified) {
      if (
        trustedToken &&
        (await trusted.isTrusted(hashSessionToken(trustedToken), account.id, clock.now()))
      ) {
        return undefined;
      }
      // The browser only ever sees the mobile masked. A code sent within the minute (flow control) is
      // still valid; the answer says whether a new one went out, so the dialog can offer to wait and retry.
      const codeSent = await codes
        .send({ channel: 'sms', receiver: account.mobile, purpose: 'securityCode' })
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 429) return false;
            throw error;
          },
        );
      throw AppError.of('FACTOR_CHECK_FAILED', {
        mobile: maskMobile(account.mobile, account.area),
        codeSent,
      });
    }
    const token = newSessionToken();
    await trusted.insert(hashSessionToken(token), account.id, clock.now() + TRUSTED_BROWSER_MS);
    return token;
  }

  return {
    /** POST /auth/login: the user platform (main accounts and sub-users). */
    async loginUser(body: LoginBody, trustedToken: string | undefined): Promise<LoginOutcome> {
      const account = await findAccount(users, body.user);

      if (body.password === undefined) {
        // SMS sign-in: the code itself proves the mobile.
        if (!account?.mobile) throw AppError.of('ACCOUNT_NOT_FOUND');
        await refuseWhileLocked(account);
        await codes.verify({
          receiver: account.mobile,
          purpose: 'loginCode',
          code: body.smsCode ?? '',
          consume: true,
        });
        await attempts.recordSuccess('users', account.id, clock.now());
        return { principal: { kind: 'user', id: account.id } };
      }

      // The second step of phone security carries the SMS code instead of a fresh captcha: the code is
      // checked before the password, so this path is no password oracle without the account's phone.
      if (body.smsCode === undefined) {
        await captchaService(context).verify(body.svgCodeUUID ?? '', body.svgCode ?? '');
      } else if (!account || account.enableTwoFactorCheck !== 'true') {
        throw AppError.of('PASSWORD_WRONG');
      }
      if (!account) {
        await verifyPassword(null, body.password);
        throw AppError.of('PASSWORD_WRONG');
      }
      await refuseWhileLocked(account);
      const codeVerified = body.smsCode !== undefined && account.mobile !== null;
      if (codeVerified) {
        await codes.verify({
          receiver: account.mobile ?? '',
          purpose: 'securityCode',
          code: body.smsCode ?? '',
          consume: true,
        });
      }
      await checkPassword('users', account, body.password);
      const trustedBrowserToken = await passPhoneSecurity(account, codeVerified, trustedToken);
      await attempts.recordSuccess('users', account.id, clock.now());
      return {
        principal: { kind: 'user', id: account.id },
        ...(trustedBrowserToken ? { trustedBrowserToken } : {}),
      };
    },

    /** POST /auth/admin/login: administrators, by user name and password (no captcha on the admin variant). */
    async loginAdmin(body: LoginBody): Promise<LoginOutcome> {
      const admin = await adminsRepository(db).findByUsername(body.user);
      if (!admin || body.password === undefined) {
        await verifyPassword(null, body.password ?? '');
        throw AppError.of('INVALID_CREDENTIALS');
      }
      await refuseWhileLocked(admin);
      await checkPassword('admins', admin, body.password);
      await attempts.recordSuccess('admins', admin.id, clock.now());
      return {
        principal: { kind: 'admin', id: admin.id },
        mustChangePassword: admin.mustChangePassword === 1,
      };
    },
  };
}
