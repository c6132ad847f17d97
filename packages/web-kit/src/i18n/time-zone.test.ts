import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './time-zone';

const realFormat = Intl.DateTimeFormat;

/** Makes the runtime report `zone` and counts how often it is asked. */
function reportZone(zone: string) {
  const asked = vi.fn(() => ({ resolvedOptions: () => ({ timeZone: zone }) }));
  Intl.DateTimeFormat = asked as unknown as typeof Intl.DateTimeFormat;
  return asked;
}

afterEach(() => {
  Intl.DateTimeFormat = realFormat;
});

describe('browserTimeZone', () => {
  it('asks the runtime once for the calls of a minute, and again after it', () => {
    const berlin = reportZone('Europe/Berlin');
    expect(browserTimeZone(1_000_000)).toBe('Europe/Berlin');
    expect(browserTimeZone(1_059_999)).toBe('Europe/Berlin');
    expect(berlin).toHaveBeenCalledTimes(1);

    const tokyo = reportZone('Asia/Tokyo');
    expect(browserTimeZone(1_060_000)).toBe('Asia/Tokyo');
    expect(tokyo).toHaveBeenCalledTimes(1);
  });

  it('asks again when the clock went back, and names UTC where the runtime names no zone', () => {
    reportZone('Asia/Tokyo');
    expect(browserTimeZone(5_000_000)).toBe('Asia/Tokyo');
    const none = reportZone('');
    expect(browserTimeZone(4_000_000)).toBe('UTC');
    expect(none).toHaveBeenCalledTimes(1);
  });
});
