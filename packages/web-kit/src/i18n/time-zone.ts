// Reading the zone builds an ICU date formatter (~2 ms in a page's first seconds here), and every API call
// names it: read again at most once a minute, so a laptop carried into another zone is still followed.
const REREAD_MS = 60_000;

let last: { zone: string; readAt: number } | undefined;

/** The browser's IANA time zone (`UTC` where the runtime names none). */
export function browserTimeZone(now: number = Date.now()): string {
  if (!last || now - last.readAt >= REREAD_MS || now < last.readAt) {
    last = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', readAt: now };
  }
  return last.zone;
}
