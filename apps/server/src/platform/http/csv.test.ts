import { describe, expect, it } from 'vitest';
import { csvTime } from './csv';

describe('csvTime', () => {
  it('writes a time as ISO 8601 in UTC, and no time as an empty cell', () => {
    expect(csvTime(Date.UTC(2026, 0, 2, 3, 4, 5, 6))).toBe('2026-01-02T03:04:05.006Z');
    expect(csvTime(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(csvTime(null)).toBe('');
  });
});
