// Login limits and remembered state (licence-portal.md §4, §9).

/** Failed logins in a row that lock the account. */
export const LOGIN_MAX_FAILURES = 5;
/** How long a locked account stays locked. */
export const LOGIN_LOCKOUT_MS = 10 * 60_000;
/** Days a passed mobile-security check is remembered. */
export const SECURITY_REMEMBER_DAYS = 7;
/** Days "remember password" keeps the account name and the extended session (never the password). */
export const REMEMBER_ME_DAYS = 30;
