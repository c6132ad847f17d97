// Times read the same in both languages (YYYY-MM-DD HH:mm:ss, local time), as the consoles' tables do.

const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-03-31` in local time. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `2025-03-31 14:05:09` in local time; `—` for a moment that never happened. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A point value as a table shows it: numbers trimmed to 4 decimals, objects as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(+value.toFixed(4));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A data row's time: as formatDateTime, with milliseconds when it has any (devices report many a second). */
export function formatDataTime(ms: number): string {
  const fraction = ms % 1000;
  return fraction === 0 ? formatDateTime(ms) : `${formatDateTime(ms)}.${String(fraction).padStart(3, '0')}`;
}
