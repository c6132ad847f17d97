import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartLocale, formatDate, formatDateTime, intlLocale } from './dates';

// 2025-03-31 14:05:09 in the machine's zone, so the expectation reads the same wherever the test runs.
const MOMENT = new Date(2025, 2, 31, 14, 5, 9).getTime();

describe('dates and locales follow the UI language, not the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes dates and times as digits, whatever locale the browser has', () => {
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
    // Nothing may fall back on the browser's own formats.
    const native = vi.spyOn(Date.prototype, 'toLocaleString');
    expect(formatDate(MOMENT)).toBe('2025-03-31');
    expect(formatDateTime(MOMENT)).toBe('2025-03-31 14:05');
    expect(formatDateTime(MOMENT, { seconds: true })).toBe('2025-03-31 14:05:09');
    expect(native).not.toHaveBeenCalled();
  });

  it('takes the Intl and chart locales from the UI language', () => {
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(chartLocale('zh')).toBe('ZH');
    vi.stubGlobal('navigator', { language: 'zh-CN', languages: ['zh-CN'] });
    expect(intlLocale('en')).toBe('en-GB');
    expect(chartLocale('en')).toBe('EN');
    // Money in a Chinese UI is written the Chinese way in an English browser.
    const yuan = new Intl.NumberFormat(intlLocale('zh'), { style: 'currency', currency: 'CNY' }).format(300);
    expect(yuan).toBe('¥300.00');
  });
});
