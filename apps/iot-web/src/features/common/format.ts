import { formatDate, formatDateTime as formatMoment } from '@fleetkey/web-kit';

// Times read the same in both languages and every browser (YYYY-MM-DD HH:mm:ss, local time): web-kit's
// one formatter of both consoles.

export { formatDate };

/** `2025-03-31 14:05:09` in local time; `—` for a moment that never happened. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return formatMoment(ms, { seconds: true });
}

/** How true and false read in the console's language (useFormatValue gives them). */
export interface BooleanWords {
  yes: string;
  no: string;
}

/** How the console shows a value: formatValue with its language's words (useFormatValue). */
export type ValueFormat = (value: unknown) => string;

/** A point value as a table shows it: numbers trimmed to 4 decimals, booleans as words, objects as JSON. */
export function formatValue(value: unknown, words: BooleanWords): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(+value.toFixed(4));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return JSON.stringify(value);
}

/** A data row's time: as formatDateTime, with milliseconds when it has any (devices report many a second). */
export function formatDataTime(ms: number): string {
  const fraction = ms % 1000;
  return fraction === 0 ? formatDateTime(ms) : `${formatDateTime(ms)}.${String(fraction).padStart(3, '0')}`;
}

/** A device as a picker names it: `name (id)`, or the id alone when the name is the id. */
export function deviceLabel(device: { devid: string; devname: string }): string {
  return device.devname === device.devid ? device.devid : `${device.devname} (${device.devid})`;
}
