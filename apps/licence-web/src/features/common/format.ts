import { formatDate, formatDateTime as formatMoment } from '@fleetkey/web-kit';

// Dates read the same in both languages and every browser (YYYY-MM-DD, local time): web-kit's one
// formatter of both consoles.

const DAY_MS = 86_400_000;

export { formatDate };

/** `2025-03-31 14:05` in local time. */
export function formatDateTime(ms: number): string {
  return formatMoment(ms);
}

/** Whole days until a moment, rounded up (a part day counts); 0 or less once it has passed. */
export function daysUntil(ms: number, now: number = Date.now()): number {
  return Math.ceil((ms - now) / DAY_MS);
}
