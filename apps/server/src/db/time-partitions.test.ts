import { describe, expect, it } from 'vitest';
import { comingSpans, partitionName, spanOf, TIME_PARTITIONED_TABLES } from './time-partitions';

const DAY = 86_400_000;
const [points, events] = TIME_PARTITIONED_TABLES;

describe('time partitions', () => {
  it('names a partition after the table and the UTC day its span starts on', () => {
    if (!points || !events) throw new Error('tables missing');
    const time = Date.UTC(2026, 10, 29, 23, 59);
    expect(partitionName(points, spanOf(points, time))).toBe('telemetry_p20261129');
    // Weeks count from the epoch (a Thursday): 2026-11-29 falls in the week from Thursday 26 November.
    expect(partitionName(events, spanOf(events, time))).toBe('device_events_p20261126');
  });

  it('keeps the previous span, the current one and three ahead', () => {
    if (!points) throw new Error('tables missing');
    const now = Date.UTC(2026, 10, 29, 12);
    expect(comingSpans(points, now).map((span) => partitionName(points, span))).toEqual([
      'telemetry_p20261128',
      'telemetry_p20261129',
      'telemetry_p20261130',
      'telemetry_p20261201',
      'telemetry_p20261202',
    ]);
    expect(spanOf(points, now) * DAY).toBe(Date.UTC(2026, 10, 29));
  });
});
