import { describe, expect, it } from 'vitest';
import { classTable, comingSpans, partitionName, spanOf, TIME_PARTITIONED_TABLES } from './time-partitions';

const DAY = 86_400_000;
const [points, events, rollups] = TIME_PARTITIONED_TABLES;

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

  it('gives each retention class a table of its own whose spans are at most a quarter of its days', () => {
    if (!points || !events || !rollups) throw new Error('tables missing');
    const spanDays = (spec: { spanMs: number }) => spec.spanMs / DAY;
    // Class 0 (the server's setting) keeps each table's own span.
    expect(classTable(rollups, 0)).toEqual({
      table: 'telemetry_hourly_k0',
      column: 'hour',
      spanMs: 28 * DAY,
    });
    expect([7, 30, 90, 180, 365, 730].map((days) => spanDays(classTable(rollups, days)))).toEqual([
      1, 7, 7, 28, 28, 28,
    ]);
    expect([7, 30, 730].map((days) => spanDays(classTable(events, days)))).toEqual([1, 7, 7]);
    expect([7, 730].map((days) => spanDays(classTable(points, days)))).toEqual([1, 1]);
    const time = Date.UTC(2026, 10, 29, 23, 59);
    const week = classTable(events, 30);
    expect(partitionName(week, spanOf(week, time))).toBe('device_events_k30_p20261126');
  });
});
