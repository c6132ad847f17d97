import { describe, expect, it } from 'vitest';
import { openForSearch, type Json } from './json-paths';

const NODE: Json = { name: 'Timer', ports: [{ label: 'tick', kind: 'out' }], meta: { author: 'ann' } };

describe('openForSearch', () => {
  it('opens every ancestor of a nested hit and counts keys and values that match', () => {
    const { open, count } = openForSearch(NODE, 'TICK');
    expect([...open].sort()).toEqual(['', 'ports', 'ports/0']);
    expect(count).toBe(1);
  });

  it('matches keys as well as scalar values, ignoring case', () => {
    expect(openForSearch(NODE, 'author').count).toBe(1);
    expect(openForSearch(NODE, 'o').count).toBeGreaterThan(2);
  });

  it('opens only the root for an empty search', () => {
    expect(openForSearch(NODE, '')).toEqual({ open: new Set(['']), count: 0 });
  });
});
