import { describe, expect, it } from 'vitest';
import { decodedRows } from './decoded-rows';

describe('decodedRows', () => {
  it('gives one row per signal and one row for a frame without signals (unknown id)', () => {
    const rows = decodedRows({
      unknown: 1,
      frames: [
        {
          time: null,
          id: 0x123,
          extended: false,
          message: 'Engine',
          signals: [
            { signal: 'Speed', raw: 100, value: 25, unit: 'rpm', label: null },
            { signal: 'Gear', raw: 2, value: 2, unit: '', label: 'Second' },
          ],
        },
        { time: 5, id: 0x7ff, extended: false, message: null, signals: [] },
      ],
    });
    expect(rows.map((r) => [r.frame, r.message, r.signal, r.value, r.label])).toEqual([
      [1, 'Engine', 'Speed', 25, null],
      [1, 'Engine', 'Gear', 2, 'Second'],
      [2, null, null, null, null],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });
});
