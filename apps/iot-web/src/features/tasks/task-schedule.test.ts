import { describe, expect, it } from 'vitest';
import type { TaskSchedule } from '@fleetkey/contract';
import {
  CRON_PRESETS,
  describeSchedule,
  epochOfWallTime,
  formatInZone,
  nextRunsOf,
  presetOf,
  timeZoneNames,
} from './task-schedule';

const translate = (key: string, values: Record<string, string> = {}) =>
  `${key}(${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;

describe('cron helper', () => {
  it('names each preset by its expression, whatever the spaces between fields', () => {
    for (const preset of CRON_PRESETS) expect(presetOf(preset.cron)).toBe(preset.key);
    expect(presetOf('  0   9 * *  1-5 ')).toBe('weekdaysAt9');
    expect(presetOf('5 9 * * 1-5')).toBeUndefined();
  });

  it('lists five times a minute apart for every minute', () => {
    const now = Date.UTC(2025, 2, 31, 10, 0, 30);
    const runs = nextRunsOf('* * * * *', 'UTC', now);
    expect(runs).toHaveLength(5);
    expect(runs[0]).toBe(Date.UTC(2025, 2, 31, 10, 1));
    expect(runs.slice(1).map((ms, i) => ms - runs[i]!)).toEqual([60_000, 60_000, 60_000, 60_000]);
  });

  it('lists weekdays at 09:00 in the chosen zone only', () => {
    // Friday 2025-04-04, 12:00 in Shanghai: next is Monday.
    const now = Date.UTC(2025, 3, 4, 4, 0);
    const runs = nextRunsOf('0 9 * * 1-5', 'Asia/Shanghai', now);
    expect(runs.map((ms) => formatInZone(ms, 'Asia/Shanghai'))).toEqual([
      '2025-04-07 09:00',
      '2025-04-08 09:00',
      '2025-04-09 09:00',
      '2025-04-10 09:00',
      '2025-04-11 09:00',
    ]);
    expect(formatInZone(runs[0]!, 'UTC')).toBe('2025-04-07 01:00');
  });

  it('lists nothing for a blank or invalid expression', () => {
    expect(nextRunsOf('', 'UTC', 0)).toEqual([]);
    expect(nextRunsOf('61 * * * *', 'UTC', 0)).toEqual([]);
  });

  it('offers UTC and the runtime zones, sorted and once each', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Shanghai');
    expect([...zones].sort()).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('wall-clock times in a zone', () => {
  it('finds the moment a clock in the zone shows a time, across daylight saving', () => {
    const wall = { year: 2025, month: 7, day: 1, hour: 9, minute: 0, second: 0 };
    expect(epochOfWallTime(wall, 'Asia/Shanghai')).toBe(Date.UTC(2025, 6, 1, 1, 0));
    expect(epochOfWallTime(wall, 'America/New_York')).toBe(Date.UTC(2025, 6, 1, 13, 0));
    expect(epochOfWallTime({ ...wall, month: 1 }, 'America/New_York')).toBe(Date.UTC(2025, 0, 1, 14, 0));
    // 02:30 on 2025-03-09 does not exist in New York (clocks go 02:00 → 03:00): it becomes 03:30.
    const skipped = epochOfWallTime({ ...wall, month: 3, day: 9, hour: 2, minute: 30 }, 'America/New_York');
    expect(formatInZone(skipped, 'America/New_York')).toBe('2025-03-09 03:30');
    // 01:30 on 2025-11-02 happens twice there (clocks go 02:00 → 01:00): the first is taken.
    const twice = epochOfWallTime({ ...wall, month: 11, day: 2, hour: 1, minute: 30 }, 'America/New_York');
    expect(twice).toBe(Date.UTC(2025, 10, 2, 5, 30));
  });
});

describe('schedule in words', () => {
  it('writes a one-time task with its time in its zone', () => {
    const once: TaskSchedule = { kind: 'once', at: Date.UTC(2025, 5, 1, 1, 0), timezone: 'Asia/Shanghai' };
    expect(describeSchedule(once, translate)).toBe(
      'tasks.schedule.onceAt(time=2025-06-01 09:00,zone=Asia/Shanghai)',
    );
  });

  it('names a preset with its expression, and writes any other expression as it is, unbroken', () => {
    const preset: TaskSchedule = { kind: 'cron', cron: '0 9 * * 1-5', timezone: 'UTC' };
    expect(describeSchedule(preset, translate)).toBe(
      'tasks.schedule.presetIn(preset=tasks.presets.weekdaysAt9(),cron=0\u00a09\u00a0*\u00a0*\u00a01-5,zone=UTC)',
    );
    const other: TaskSchedule = { kind: 'cron', cron: '*/5 * * * *', timezone: 'Europe/Berlin' };
    expect(describeSchedule(other, translate)).toBe(
      'tasks.schedule.cronIn(cron=*/5\u00a0*\u00a0*\u00a0*\u00a0*,zone=Europe/Berlin)',
    );
  });
});
