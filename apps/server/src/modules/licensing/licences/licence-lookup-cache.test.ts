import { describe, expect, it } from 'vitest';
import { readThroughCache } from './licence-lookup-cache';

const WINDOW_MS = 1000;
const T = 1_000_000;

// A store the cache reads from, counting reads; with `hold` a read takes its snapshot at once but
// answers only when released, as a query does that a write overtakes.
function store(rows: Record<string, string>) {
  let release: (() => void) | undefined;
  const state = { reads: 0, hold: false };
  const read = (key: string) => {
    state.reads++;
    const snapshot = rows[key];
    if (!state.hold) return Promise.resolve(snapshot);
    return new Promise<string | undefined>((resolve) => (release = () => resolve(snapshot)));
  };
  return { rows, state, read, release: () => release?.() };
}

describe('readThroughCache', () => {
  it('answers a kept row from memory, without a promise or a second read', async () => {
    const db = store({ k: 'v1' });
    const cache = readThroughCache(db.read, WINDOW_MS);
    await expect(cache.get('k', T)).resolves.toBe('v1');
    expect(cache.get('k', T + 1)).toBe('v1');
    expect(db.state.reads).toBe(1);
  });

  it('reads again once the window ends, and when the clock is set back', async () => {
    const db = store({ k: 'v1' });
    const cache = readThroughCache(db.read, WINDOW_MS);
    await cache.get('k', T);
    db.rows.k = 'v2';
    expect(cache.get('k', T + WINDOW_MS - 1)).toBe('v1');
    await expect(cache.get('k', T + WINDOW_MS)).resolves.toBe('v2');
    db.rows.k = 'v3';
    await expect(cache.get('k', T)).resolves.toBe('v3');
  });

  it('reads again after empty()', async () => {
    const db = store({ k: 'v1' });
    const cache = readThroughCache(db.read, WINDOW_MS);
    await cache.get('k', T);
    db.rows.k = 'v2';
    cache.empty();
    await expect(cache.get('k', T)).resolves.toBe('v2');
  });

  it('does not keep a row whose read was under way when the cache was emptied', async () => {
    const db = store({ k: 'old' });
    const cache = readThroughCache(db.read, WINDOW_MS);
    db.state.hold = true;
    const inFlight = cache.get('k', T);
    db.rows.k = 'new';
    cache.empty();
    db.release();
    await expect(inFlight).resolves.toBe('old');
    db.state.hold = false;
    await expect(cache.get('k', T)).resolves.toBe('new');
  });

  it('does not keep absences, so made-up keys cannot fill it', async () => {
    const db = store({});
    const cache = readThroughCache(db.read, WINDOW_MS);
    await expect(cache.get('nope', T)).resolves.toBeUndefined();
    await expect(cache.get('nope', T)).resolves.toBeUndefined();
    expect(db.state.reads).toBe(2);
  });
});
