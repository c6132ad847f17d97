import { describe, expect, it } from 'vitest';
import { extendedExpiry } from './extension';

const at = (iso: string) => Date.parse(iso);
const now = at('2025-03-15T12:00:00Z');

describe('extendedExpiry', () => {
  it('adds calendar months to a running licence from its expiry', () => {
    expect(
      extendedExpiry(at('2025-05-10T08:00:00Z'), now, { extensionUnit: 'month', extensionCount: 2 }),
    ).toBe(at('2025-07-10T08:00:00Z'));
  });

  it('clamps the day: 31 August plus 6 months is 28 February', () => {
    expect(
      extendedExpiry(at('2025-08-31T00:00:00Z'), now, { extensionUnit: 'month', extensionCount: 6 }),
    ).toBe(at('2026-02-28T00:00:00Z'));
  });

  it('extends an expired licence from now, not from its old expiry', () => {
    expect(
      extendedExpiry(at('2024-01-01T00:00:00Z'), now, { extensionUnit: 'month', extensionCount: 1 }),
    ).toBe(at('2025-04-15T12:00:00Z'));
  });

  it('adds whole days for a day card', () => {
    expect(extendedExpiry(now, now, { extensionUnit: 'day', extensionCount: 7 })).toBe(
      at('2025-03-22T12:00:00Z'),
    );
  });
});
