import { isLanguage, DEFAULT_LANGUAGE } from './language-store';

// Dates, times and numbers follow the console's UI language, never the browser's locale: a Chinese UI in
// an English browser (or the reverse) must not mix formats. Dates and times read as digits in both
// languages (2025-03-31 14:05:09, local time), the way the consoles' tables always did, so they are built
// here from their parts instead of toLocaleString (which follows the browser; lint forbids it in the
// consoles). Whatever does take a locale — Intl number and money formats, the charts, the date pickers —
// takes it from the UI language through these maps.

const pad = (n: number) => String(n).padStart(2, '0');

/** The Intl locale of a UI language (money, numbers). */
export function intlLocale(language: string): string {
  return (isLanguage(language) ? language : DEFAULT_LANGUAGE) === 'zh' ? 'zh-CN' : 'en-GB';
}

/** The ECharts locale of a UI language (axis dates, tooltips). */
export function chartLocale(language: string): 'ZH' | 'EN' {
  return (isLanguage(language) ? language : DEFAULT_LANGUAGE) === 'zh' ? 'ZH' : 'EN';
}

/** `2025-03-31` in local time, the same in every UI language and browser. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `2025-03-31 14:05`, or with `seconds` `2025-03-31 14:05:09`, in local time. */
export function formatDateTime(ms: number, options: { seconds?: boolean } = {}): string {
  const d = new Date(ms);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return `${formatDate(ms)} ${options.seconds ? `${time}:${pad(d.getSeconds())}` : time}`;
}
