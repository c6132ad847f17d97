import { describe, expect, it } from 'vitest';
import { pendingSince } from './retention-label';

describe('a saved retention still to come', () => {
  const now = Date.UTC(2026, 11, 1, 12);
  it('is its start while that is ahead, and nothing once it applies or when the type has none', () => {
    const tomorrow = Date.UTC(2026, 11, 2);
    expect(pendingSince({ retentionSince: tomorrow }, now)).toBe(tomorrow);
    expect(pendingSince({ retentionSince: Date.UTC(2026, 11, 1) }, now)).toBeNull();
    expect(pendingSince({ retentionSince: now }, now)).toBeNull();
    expect(pendingSince({ retentionSince: null }, now)).toBeNull();
  });
});
