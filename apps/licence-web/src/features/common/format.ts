// Dates read the same in both languages (YYYY-MM-DD, local time), as the consoles' tables always did.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-03-31` in local time. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `2025-03-31 14:05` in local time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whole days until a moment, rounded up (a part day counts); 0 or less once it has passed. */
export function daysUntil(ms: number, now: number = Date.now()): number {
  return Math.ceil((ms - now) / DAY_MS);
}
