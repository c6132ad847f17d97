import { describe, expect, it } from 'vitest';
import { resultWindow } from './result-window';

const at = (iso: string) => Date.parse(iso);

describe('the window of a result added by hand', () => {
  it("reads the picked day on the instance's clock, not the browser's", () => {
    const day = resultWindow(
      { window: 'day', timeZone: 'Asia/Shanghai' },
      { year: 2026, month: 11, day: 3, hour: 17 },
    );
    expect(day).toEqual({ start: at('2026-11-02T16:00:00Z'), end: at('2026-11-03T16:00:00Z') });
  });

  it('keeps the hour for hourly windows and drops it for the others', () => {
    const picked = { year: 2026, month: 3, day: 29, hour: 5 };
    expect(resultWindow({ window: 'hour', timeZone: 'Europe/Berlin' }, picked)).toEqual({
      start: at('2026-03-29T03:00:00Z'),
      end: at('2026-03-29T04:00:00Z'),
    });
    // The spring change makes this Berlin day 23 hours long.
    expect(resultWindow({ window: 'day', timeZone: 'Europe/Berlin' }, picked)).toEqual({
      start: at('2026-03-28T23:00:00Z'),
      end: at('2026-03-29T22:00:00Z'),
    });
  });

  it('gives the Monday week holding a picked Sunday, and the month of any day in it', () => {
    const sunday = { year: 2026, month: 11, day: 29, hour: 0 };
    expect(resultWindow({ window: 'week', timeZone: 'UTC' }, sunday)).toEqual({
      start: at('2026-11-23T00:00:00Z'),
      end: at('2026-11-30T00:00:00Z'),
    });
    expect(resultWindow({ window: 'month', timeZone: 'UTC' }, sunday)).toEqual({
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-12-01T00:00:00Z'),
    });
  });
});
