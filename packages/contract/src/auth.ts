// Login limits and remembered state (licence-portal.md §4, §9).

/**
 * Failed sign-ins of one account from one address within LOGIN_LOCKOUT_MS that lock the account for that
 * address (only there: nobody can lock an account out from elsewhere).
 */
export const LOGIN_MAX_FAILURES = 5;
/** How long a locked account stays locked, and the window failures are counted in. */
export const LOGIN_LOCKOUT_MS = 10 * 60_000;
/** Failed sign-ins from one address, whatever the names, within LOGIN_LOCKOUT_MS before it is throttled. */
export const LOGIN_ADDRESS_MAX_FAILURES = 20;
/**
 * Failed administrator sign-ins, for one name from anywhere or from one address whatever the names, within
 * LOGIN_LOCKOUT_MS after which the administrator sign-in asks for a captcha too.
 */
export const ADMIN_CAPTCHA_AFTER_FAILURES = 3;
/** Days a passed mobile-security check is remembered. */
export const SECURITY_REMEMBER_DAYS = 7;
/** Days "remember password" keeps the account name and the extended session (never the password). */
export const REMEMBER_ME_DAYS = 30;
