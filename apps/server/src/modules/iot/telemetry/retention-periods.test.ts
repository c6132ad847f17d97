import { describe, expect, it } from 'vitest';
import {
  classAt,
  initialPeriods,
  parsePeriods,
  periodsAfterChange,
  RETENTION_CHANGE_LEAD_MS,
  retentionView,
} from './retention-periods';

const DAY = 86_400_000;
const at = (day: number, hour = 0) => Date.UTC(2026, 10, day, hour);

describe('retention periods of a device type', () => {
  it('puts a new type with a setting in its class for all its data, and one without in class 0', () => {
    expect(classAt(initialPeriods(30), 0)).toBe(30);
    expect(classAt(initialPeriods(30), at(29))).toBe(30);
    expect(initialPeriods(null)).toEqual([]);
    expect(classAt(initialPeriods(undefined), at(29))).toBe(0);
  });

  it('applies a change from the start of the first UTC day at least three hours ahead', () => {
    const changed = periodsAfterChange(initialPeriods(30), 7, at(29, 12));
    expect(changed).toEqual([
      { from: 0, days: 30 },
      { from: at(30), days: 7 },
    ]);
    // Rows of times before the change keep their class, whenever they arrive.
    expect(classAt(changed, at(30) - 1)).toBe(30);
    expect(classAt(changed, at(30))).toBe(7);
    // Late in the day the next day is too close: the change waits for the day after.
    const late = at(29, 22);
    expect(late + RETENTION_CHANGE_LEAD_MS).toBeGreaterThan(at(30));
    expect(periodsAfterChange([], 90, late)).toEqual([{ from: at(30) + DAY, days: 90 }]);
  });

  it('replaces a change not yet in effect, and adds nothing when the setting stays', () => {
    const pending = periodsAfterChange(initialPeriods(30), 7, at(29, 12));
    expect(periodsAfterChange(pending, 180, at(29, 13))).toEqual([
      { from: 0, days: 30 },
      { from: at(30), days: 180 },
    ]);
    // Back to the setting in effect: the pending change goes and no period is added.
    expect(periodsAfterChange(pending, 30, at(29, 13))).toEqual([{ from: 0, days: 30 }]);
    expect(periodsAfterChange([], null, at(29, 13))).toEqual([]);
    // Back to the server's setting: class 0 from the next day.
    expect(periodsAfterChange(initialPeriods(30), null, at(29, 12))).toEqual([
      { from: 0, days: 30 },
      { from: at(30), days: 0 },
    ]);
  });

  it('shows the latest setting and when it applies from', () => {
    expect(retentionView([])).toEqual({ retentionDays: null, retentionSince: null });
    expect(retentionView(initialPeriods(365))).toEqual({ retentionDays: 365, retentionSince: null });
    expect(retentionView(periodsAfterChange(initialPeriods(365), null, at(29, 12)))).toEqual({
      retentionDays: null,
      retentionSince: at(30),
    });
  });

  it('reads stored periods, leaving out anything that is not one', () => {
    expect(parsePeriods('[{"from":0,"days":30},{"from":5,"days":31},{"days":7},"x"]')).toEqual([
      { from: 0, days: 30 },
    ]);
    expect(parsePeriods('not json')).toEqual([]);
    expect(parsePeriods('{"from":0}')).toEqual([]);
  });
});
