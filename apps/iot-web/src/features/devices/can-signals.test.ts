import { describe, expect, it } from 'vitest';
import type { TelemetryRow } from '@fleetkey/contract';
import { latestValues } from './can-signals';

describe('latestValues', () => {
  it('keeps the newest value of each point whatever the row order', () => {
    const rows: TelemetryRow[] = [
      { time: 2, isodate: '', rpm: 900 },
      { time: 5, isodate: '', rpm: 1200, temp: 80 },
      { time: 3, isodate: '', temp: 70, other: 1 },
    ];
    expect(latestValues(rows, ['rpm', 'temp', 'absent'])).toEqual({
      rpm: { value: 1200, time: 5 },
      temp: { value: 80, time: 5 },
    });
  });
});
