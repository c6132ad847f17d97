import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { backoffDelay, type Backoff } from '../../../platform/bus/backoff';
import type { Clock } from '../../../platform/clock';
import { ttlMemo } from '../../../platform/ttl-memo';
import { usageCountsRepository, type UsageCount } from './usage-counts.repository';
import { dayIn } from './usage-days';

// Usage is counted in memory as messages are stored and added to the database in one statement per flush:
// no write per message. Counts are kept per device and minute of storage, and the minute becomes a day in
// the owner's zone only at flush time (zones are looked up per flush, never per message); every zone's day
// starts on a whole quarter hour, so a minute never straddles two days.
//
// A flush is a batch with an id. A batch that fails is kept whole, id included, and tried again with
// capped backoff while new counts gather apart; its id, stored in the flush's transaction, makes a try
// whose commit was not heard harmless when tried again. So counts are neither lost nor added twice.

const MINUTE_MS = 60_000;
/** Retrying a failed flush: a second at first, at most half a minute apart. */
const FLUSH_BACKOFF: Backoff = { baseMs: 1_000, capMs: 30_000 };
/** How long a device's owner and an owner's zone are remembered (a zone change applies within this). */
const LOOKUP_TTL_MS = 60_000;
/** Flush marks are kept this long, far beyond any retry. */
const FLUSH_MARK_KEEP_MS = 7 * 86_400_000;
/** At most one warn line this often while flushes fail. */
const WARN_INTERVAL_MS = 10_000;
/** Old flush marks are swept once in this many flushes. */
const FORGET_EVERY = 1000;

interface Tally {
  messages: number;
  points: number;
}

/** Counts per device, per minute of storage (epoch minutes). */
type Counts = Map<string, Map<number, Tally>>;

/** The usage meter of a node. */
export interface UsageMeter {
  /** Counts one message of a device whose write has committed, with the points it stored. */
  count(devid: string, points: number): void;
  /** Adds what is counted to the database now (tests, and the last flush on close). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
}

/** What the meter needs. */
export interface UsageMeterDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The zone of owners without an open funds account. */
  defaultZone: string;
  /** Time between flushes (ms); 0: only on demand and on close. */
  flushMs: number;
}

function addTo(counts: Counts, devid: string, minute: number, messages: number, points: number): void {
  let device = counts.get(devid);
  if (!device) counts.set(devid, (device = new Map<number, Tally>()));
  const tally = device.get(minute);
  if (tally) {
    tally.messages += messages;
    tally.points += points;
  } else device.set(minute, { messages, points });
}

/**
 * Values of `keys` through `memo`; the keys it does not remember are read together, in one call of
 * `readMany` (ttlMemo runs a key's read at once when it misses, so the misses are known after one pass).
 */
async function remembered<T>(
  memo: ReturnType<typeof ttlMemo<T | undefined>>,
  keys: readonly string[],
  readMany: (missing: string[]) => Promise<Map<string, T>>,
): Promise<(T | undefined)[]> {
  const missing: string[] = [];
  let answer: (found: Promise<Map<string, T>>) => void = () => undefined;
  const found = new Promise<Map<string, T>>((resolve) => {
    answer = resolve;
  });
  const values = keys.map((key) =>
    memo(key, () => {
      missing.push(key);
      return found.then((map) => map.get(key));
    }),
  );
  answer(missing.length > 0 ? readMany(missing) : Promise.resolve(new Map<string, T>()));
  return Promise.all(values);
}

/** Starts a node's usage meter. */
export function createUsageMeter({ db, clock, log, defaultZone, flushMs }: UsageMeterDeps): UsageMeter {
  const repository = usageCountsRepository(db);
  const now = () => clock.now();
  const ownerMemo = ttlMemo<string | undefined>(LOOKUP_TTL_MS, now);
  // An owner without an open funds account is remembered as such (undefined): the default zone.
  const zoneMemo = ttlMemo<string | undefined>(LOOKUP_TTL_MS, now);
  let counts: Counts = new Map();
  // A batch resolved to rows whose write failed: tried again as it is, before anything newer.
  let held: { id: string; rows: UsageCount[] } | undefined;
  let flushing: Promise<void> | undefined;
  let failures = 0;
  let flushes = 0;
  let warnedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  /** Devices' owners and owners' zones: remembered ones from memory, the others in one query per kind. */
  async function zonesOfDevices(devids: string[]): Promise<Map<string, { ownerId: string; zone: string }>> {
    const ownerIds = await remembered(ownerMemo, devids, (missing) => repository.ownersOf(missing));
    const known = [...new Set(ownerIds.filter((id): id is string => id !== undefined))];
    const zones = await remembered(zoneMemo, known, (missing) => repository.zonesOf(missing));
    const zoneOfOwner = new Map(known.map((ownerId, index) => [ownerId, zones[index] ?? defaultZone]));
    const result = new Map<string, { ownerId: string; zone: string }>();
    for (const [index, devid] of devids.entries()) {
      const ownerId = ownerIds[index];
      if (ownerId !== undefined)
        result.set(devid, { ownerId, zone: zoneOfOwner.get(ownerId) ?? defaultZone });
    }
    return result;
  }

  /** The taken counts as rows per device and day; a device deleted meanwhile has nowhere to count. */
  async function toRows(taken: Counts): Promise<UsageCount[]> {
    const places = await zonesOfDevices([...taken.keys()]);
    const rows = new Map<string, UsageCount>();
    for (const [devid, minutes] of taken) {
      const place = places.get(devid);
      if (!place) continue;
      for (const [minute, tally] of minutes) {
        const day = dayIn(minute * MINUTE_MS, place.zone);
        const key = `${devid}\0${day}`;
        const row = rows.get(key);
        if (row) {
          row.messages += tally.messages;
          row.points += tally.points;
        } else rows.set(key, { devid, day, ownerId: place.ownerId, ...tally });
      }
    }
    return [...rows.values()];
  }

  async function write(batch: { id: string; rows: UsageCount[] }): Promise<void> {
    if (batch.rows.length > 0) await repository.add(batch.id, now(), batch.rows);
    held = undefined;
    // Now and then, with a flush that just worked: marks of old flushes are no longer needed.
    if (++flushes % FORGET_EVERY === 0) await repository.forgetFlushes(now() - FLUSH_MARK_KEEP_MS);
  }

  async function flushOnce(): Promise<void> {
    if (held) await write(held);
    if (counts.size === 0) return;
    const taken = counts;
    counts = new Map();
    try {
      held = { id: randomUUID(), rows: await toRows(taken) };
    } catch (error) {
      // Not resolved (the database is away): the counts go back, to be taken with the newer ones.
      for (const [devid, minutes] of taken)
        for (const [minute, tally] of minutes) addTo(counts, devid, minute, tally.messages, tally.points);
      throw error;
    }
    await write(held);
  }

  /** One flush at a time; a flush asked for during one runs after it. */
  function flush(): Promise<void> {
    const run = (flushing ?? Promise.resolve())
      .catch(() => undefined)
      .then(flushOnce)
      .finally(() => {
        if (flushing === run) flushing = undefined;
      });
    flushing = run;
    return run;
  }

  function schedule(delay: number): void {
    if (closed || flushMs <= 0) return;
    timer = setTimeout(() => {
      flush().then(
        () => {
          failures = 0;
          schedule(flushMs);
        },
        (error: unknown) => {
          const wait = backoffDelay(failures++, FLUSH_BACKOFF);
          if (Date.now() - warnedAt >= WARN_INTERVAL_MS) {
            warnedAt = Date.now();
            log.warn(
              { err: error },
              `usage counts not flushed; kept in memory and retried (next in ${wait} ms)`,
            );
          }
          schedule(wait);
        },
      );
    }, delay);
    timer.unref();
  }
  schedule(flushMs);

  return {
    count(devid, points) {
      addTo(counts, devid, Math.floor(now() / MINUTE_MS), 1, points);
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      await flush().catch((error: unknown) =>
        log.error({ err: error }, 'usage counts not flushed at shutdown; this node lost them'),
      );
    },
  };
}
