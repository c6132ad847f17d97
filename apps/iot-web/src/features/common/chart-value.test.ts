import { describe, expect, it } from 'vitest';
import type { TelemetryRow } from '@fleetkey/contract';
import { pointLine } from './chart-value';

const row = (time: number, values: Record<string, number | boolean> = {}): TelemetryRow => ({
  time,
  isodate: new Date(time).toISOString(),
  ...values,
});

describe('a point’s chart line', () => {
  it('plots true and false as 1 and 0 and marks the line boolean', () => {
    const line = pointLine('doorOpen', [row(1, { doorOpen: false }), row(2), row(3, { doorOpen: true })]);
    expect(line).toEqual({
      name: 'doorOpen',
      points: [
        [1, 0],
        [3, 1],
      ],
      boolean: true,
    });
  });

  it('does not mark a line of numbers (or of numbers and booleans) boolean', () => {
    expect(pointLine('t', [row(1, { t: 20.5 })]).boolean).toBe(false);
    expect(pointLine('t', [row(1, { t: 1 }), row(2, { t: true })]).boolean).toBe(false);
  });
});
