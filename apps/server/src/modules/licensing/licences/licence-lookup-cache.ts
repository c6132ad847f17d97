import type { Db } from '../../../db/kysely';
import { onTableChange } from '../../../db/write-watch';
import { licenceByCdkey, type ValidatedLicence } from './licences.repository';

/**
 * How long a cached licence row answers before it is read again: the bound on how late this node sees a
 * change that did not run through it (another server node on the same PostgreSQL, a CLI, a hand edit).
 * Changes made through this node are seen at once.
 */
export const LICENCE_CACHE_MS = 1000;

/** A row, a known absence, or the pending read of either. */
export type Lookup<Row> = Row | undefined | Promise<Row | undefined>;

/**
 * A read-through cache of rows by key for one window of `windowMs`: the whole map is dropped when its
 * window ends, so no row answers longer than that and the map never holds more than one window's keys.
 * Only rows that exist are kept, so lookups of made-up keys cannot fill it. `empty()` drops it at once.
 */
export function readThroughCache<Row>(read: (key: string) => Promise<Row | undefined>, windowMs: number) {
  const rows = new Map<string, Row>();
  let windowStart = Number.NEGATIVE_INFINITY;
  // Bumped on every emptying: a read under way at that moment may hold the old row, so it answers its
  // own caller but is not kept.
  let generation = 0;
  const empty = () => {
    rows.clear();
    generation++;
  };
  return {
    empty,
    /** The row from memory when it is there (no promise), else a read of it. */
    get: (key: string, now: number): Lookup<Row> => {
      // A clock set back counts as a new window too.
      if (now - windowStart >= windowMs || now < windowStart) {
        empty();
        windowStart = now;
      }
      const row = rows.get(key);
      if (row !== undefined) return row;
      const readIn = generation;
      return read(key).then((found) => {
        if (found !== undefined && readIn === generation) rows.set(key, found);
        return found;
      });
    },
  };
}

/**
 * The validation lookup by licence key, cached: a device validating over and over costs a map lookup
 * instead of a database read. Every write through this node that may touch licences (a bind, unbind,
 * renewal, card, auto-renewal, deletion, an account deleted with its licences) empties the cache when it
 * runs and again when its transaction ends, whichever module makes it (db/write-watch.ts).
 */
export function licenceLookupCache(db: Db): (cdkey: string, now: number) => Lookup<ValidatedLicence> {
  const cache = readThroughCache(licenceByCdkey(db), LICENCE_CACHE_MS);
  // users too: deleting an account deletes its licences (on delete cascade), which names no licence.
  onTableChange(db, ['licences', 'users'], cache.empty);
  return cache.get;
}
