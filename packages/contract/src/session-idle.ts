// Idle sign-out (licence-portal.md §4 "a warning about inactivity auto logout"): a session that makes no request
// for SESSION_IDLE_MINUTES ends on the server; a console whose user has done nothing for as long warns, then
// signs out.

/** Header on every answer to a request of a live session: the session's idle limit in seconds. */
export const SESSION_IDLE_HEADER = 'X-Session-Idle-Seconds';

/**
 * How often at most the server records a session's last request (writing it on every request would turn reads
 * into writes): the server's idle clock may have started up to this much before the console's.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** How long before an idle sign-out the consoles warn, with a way to stay signed in. */
export const IDLE_WARNING_MS = 2 * 60_000;
