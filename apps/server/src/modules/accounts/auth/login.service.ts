import {
  ADMIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  SECURITY_REMEMBER_DAYS,
  maskMobile,
  type Language,
  type LoginBody,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { hashSessionToken, newSessionToken } from '../../../platform/auth/session-token';
import type { Principal } from '../../../platform/auth/sessions.repository';
import { AppError } from '../../../platform/errors/app-error';
import { adminsRepository } from '../admins/admins.repository';
import { captchaService } from '../captcha/captcha.service';
import { codesService } from '../codes/codes.service';
import { findAccount } from '../users/find-account';
import { usersRepository, type UserRow } from '../users/users.repository';
import { loginAttemptsRepository, type AccountTable } from './login-attempts.repository';
import { accountKey, ANY_ACCOUNT, loginLockoutsRepository } from './login-lockouts.repository';
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

const ACCOUNT_RULES = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_LOCKOUT_MS, lockMs: LOGIN_LOCKOUT_MS };
const ADDRESS_RULES = {
  max: LOGIN_ADDRESS_MAX_FAILURES,
  windowMs: LOGIN_LOCKOUT_MS,
  lockMs: LOGIN_LOCKOUT_MS,
};
// Failures per administrator name from anywhere are only counted (for the captcha), never locking: a
// lockout per name would let anyone lock an administrator out from elsewhere.
const NAME_RULES = { max: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_LOCKOUT_MS, lockMs: 0 };
const EVERY_ADDRESS = '*';
/** The counter of failed administrator sign-ins from an address, whatever the names. */
const ANY_ADMIN_NAME = 'admin-name:*';
const TRUSTED_BROWSER_MS = SECURITY_REMEMBER_DAYS * 86_400_000;

/** The counter of failed administrator sign-ins under a name, known or not (so it tells nothing). */
const adminNameKey = (name: string) => `admin-name:${name.trim().toLowerCase()}`;

/** Sign-in rules of both consoles: password with captcha, SMS code, lockout, phone security. */
export function loginService(context: AppContext) {
  const { db, clock } = context;
  const users = usersRepository(db);
  const attempts = loginAttemptsRepository(db);
  const trusted = trustedBrowsersRepository(db);
  const codes = codesService(context);

  const lockouts = loginLockoutsRepository(db);

  /** 429 LOGIN_THROTTLED while the address has failed too often, whatever the names it tried. */
  async function refuseThrottled(address: string): Promise<void> {
    const now = clock.now();
    const until = await lockouts.lockedUntil(ANY_ACCOUNT, address, now);
    if (until !== undefined)
      throw AppError.of('LOGIN_THROTTLED', { retryAfterSeconds: Math.ceil((until - now) / 1000) });
  }

  /**
   * 429 LOGIN_LOCKED while the account is locked for this address (only for it), or everywhere after wrong
   * password confirmations in a signed-in session (password-confirm.service.ts).
   */
  async function refuseWhileLocked(
    table: AccountTable,
    account: { id: string; lockedUntil: number | null },
    address: string,
  ): Promise<void> {
    const now = clock.now();
    if (
      (account.lockedUntil !== null && account.lockedUntil > now) ||
      (await lockouts.lockedUntil(accountKey(table, account.id), address, now))
    )
      throw AppError.of('LOGIN_LOCKED');
  }

  /** Counts a failed sign-in from the address, and toward the account's lockout there; true if it locked. */
  async function failed(address: string, account?: { table: AccountTable; id: string }): Promise<boolean> {
    const now = clock.now();
    await lockouts.fail(ANY_ACCOUNT, address, now, ADDRESS_RULES);
    return account
      ? lockouts.fail(accountKey(account.table, account.id), address, now, ACCOUNT_RULES)
      : false;
  }

  /** Checks a password against the account, counting a failure toward the lockouts; `wrong` is the answer. */
  async function checkPassword(
    table: AccountTable,
    account: { id: string; passwordHash: string | null },
    password: string,
    address: string,
    wrong: 'PASSWORD_WRONG' | 'INVALID_CREDENTIALS',
  ) {
    if (await verifyPassword(account.passwordHash, password)) return;
    throw AppError.of((await failed(address, { table, id: account.id })) ? 'LOGIN_LOCKED' : wrong);
  }

  /**
   * Whether the administrator sign-in asks for a captcha: after ADMIN_CAPTCHA_AFTER_FAILURES failures under
   * the name from anywhere, or from the address under any names, within the lockout window.
   */
  async function adminCaptchaNeeded(name: string, address: string): Promise<boolean> {
    const now = clock.now();
    const counts = await Promise.all([
      lockouts.failures(adminNameKey(name), EVERY_ADDRESS, now, LOGIN_LOCKOUT_MS),
      lockouts.failures(ANY_ADMIN_NAME, address, now, LOGIN_LOCKOUT_MS),
    ]);
    return counts.some((count) => count >= ADMIN_CAPTCHA_AFTER_FAILURES);
  }

  /** A failed administrator sign-in: counted as any, and under the name; the answer says if a captcha is due. */
  async function adminFailed(
    name: string,
    address: string,
    account?: { table: AccountTable; id: string },
  ): Promise<AppError> {
    const locked = await failed(address, account);
    await lockouts.fail(adminNameKey(name), EVERY_ADDRESS, clock.now(), NAME_RULES);
    await lockouts.fail(ANY_ADMIN_NAME, address, clock.now(), NAME_RULES);
    const captchaRequired = await adminCaptchaNeeded(name, address);
    return AppError.of(
      locked ? 'LOGIN_LOCKED' : 'INVALID_CREDENTIALS',
      captchaRequired ? { captchaRequired } : undefined,
    );
  }

  /** A sign-in that passed: the account's count from this address restarts. */
  async function succeeded(table: AccountTable, id: string, address: string): Promise<void> {
    await lockouts.clear(accountKey(table, id), address);
    await attempts.recordSuccess(table, id, clock.now());
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
    language: Language | undefined,
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
        .send({ channel: 'sms', receiver: account.mobile, purpose: 'securityCode', language })
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 429) return false;
            throw error;
          },
        );
      // No new code and the last one used up (another browser signed in with it): nothing to enter yet.
      const codeLive = codeSent || (await codes.hasLiveCode(account.mobile, 'securityCode'));
      throw AppError.of('FACTOR_CHECK_FAILED', {
        mobile: maskMobile(account.mobile, account.area),
        codeSent,
        codeLive,
      });
    }
    const token = newSessionToken();
    await trusted.insert(hashSessionToken(token), account.id, clock.now() + TRUSTED_BROWSER_MS);
    return token;
  }

  /** A sub-user its main account disabled: told so only once the credentials were right. */
  function refuseDisabled(account: UserRow): void {
    if (account.disabled === 1) throw AppError.of('ACCOUNT_DISABLED');
  }

  return {
    /** POST /auth/login: the user platform (main accounts and sub-users). */
    async loginUser(
      body: LoginBody,
      trustedToken: string | undefined,
      address: string,
      /** The language of a phone-security code's text (requestLanguage). */
      language?: Language,
    ): Promise<LoginOutcome> {
      await refuseThrottled(address);
      const account = await findAccount(users, body.user);

      if (body.password === undefined) {
        // SMS sign-in: the code itself proves the mobile.
        if (!account?.mobile) throw AppError.of('ACCOUNT_NOT_FOUND');
        await refuseWhileLocked('users', account, address);
        await codes.verify({
          receiver: account.mobile,
          purpose: 'loginCode',
          code: body.smsCode ?? '',
          consume: true,
        });
        refuseDisabled(account);
        await succeeded('users', account.id, address);
        return {
          principal: { kind: 'user', id: account.id },
          mustChangePassword: account.mustChangePassword === 1,
        };
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
        await failed(address);
        throw AppError.of('PASSWORD_WRONG');
      }
      await refuseWhileLocked('users', account, address);
      const codeVerified = body.smsCode !== undefined && account.mobile !== null;
      if (codeVerified) {
        await codes.verify({
          receiver: account.mobile ?? '',
          purpose: 'securityCode',
          code: body.smsCode ?? '',
          consume: true,
        });
      }
      await checkPassword('users', account, body.password, address, 'PASSWORD_WRONG');
      refuseDisabled(account);
      const trustedBrowserToken = await passPhoneSecurity(account, codeVerified, trustedToken, language);
      await succeeded('users', account.id, address);
      return {
        principal: { kind: 'user', id: account.id },
        mustChangePassword: account.mustChangePassword === 1,
        ...(trustedBrowserToken ? { trustedBrowserToken } : {}),
      };
    },

    /**
     * POST /auth/admin/login: administrators, by user name and password; with a captcha too once the name
     * or the address has failed ADMIN_CAPTCHA_AFTER_FAILURES times (the answer then says captchaRequired).
     */
    async loginAdmin(body: LoginBody, address: string): Promise<LoginOutcome> {
      await refuseThrottled(address);
      if (await adminCaptchaNeeded(body.user, address)) {
        if (!body.svgCodeUUID || !body.svgCode)
          throw AppError.of('CAPTCHA_REQUIRED', { captchaRequired: true });
        await captchaService(context).verify(body.svgCodeUUID, body.svgCode);
      }
      const admin = await adminsRepository(db).findByUsername(body.user);
      // One answer for an unknown name and a wrong password (and about the same time): no enumeration.
      if (!admin || body.password === undefined) {
        await verifyPassword(null, body.password ?? '');
        throw await adminFailed(body.user, address);
      }
      await refuseWhileLocked('admins', admin, address);
      if (!(await verifyPassword(admin.passwordHash, body.password)))
        throw await adminFailed(body.user, address, { table: 'admins', id: admin.id });
      // Told only once the password was right, as a disabled sub-user is: a guess learns nothing.
      if (admin.disabled === 1) throw AppError.of('ADMIN_DISABLED');
      await succeeded('admins', admin.id, address);
      await lockouts.clear(adminNameKey(body.user), EVERY_ADDRESS);
      return {
        principal: { kind: 'admin', id: admin.id },
        mustChangePassword: admin.mustChangePassword === 1,
      };
    },
  };
}
