import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { classAt, parsePeriods, type RetentionPeriod } from './retention-periods';

// The retention class of each row the writer stores (retention-periods.ts): the periods of the device's type,
// read once per device and kept a while. A change takes effect RETENTION_CHANGE_LEAD_MS ahead at least, so a
// node's copy is never older than the change it has yet to see.

/** How long a node keeps a device's periods before reading them again. */
export const RETENTION_CACHE_MS = 10 * 60_000;
/** Devices whose periods a node keeps at most; past it the cache starts afresh. */
const CACHE_DEVICES_MAX = 200_000;

/** The class of a device's row at a time; a device not loaded is in class 0 (the server's setting). */
export type RetentionClassOf = (devid: string, time: number) => number;

/** The periods of these devices' types, by device (devices of types with none are absent). */
export async function periodsOfDevices(
  db: Kysely<Database>,
  devids: readonly string[],
): Promise<Map<string, RetentionPeriod[]>> {
  const found = new Map<string, RetentionPeriod[]>();
  if (devids.length === 0) return found;
  const rows = await db
    .selectFrom('devices')
    .innerJoin('deviceTypes', (join) =>
      join
        .onRef('deviceTypes.userId', '=', 'devices.userId')
        .onRef('deviceTypes.devtype', '=', 'devices.devtype'),
    )
    .select(['devices.devid', 'deviceTypes.retentionPeriods'])
    .where('devices.devid', 'in', devids)
    .where('deviceTypes.retentionPeriods', '<>', '[]')
    .execute();
  // Devices of one type share one parsed copy.
  const parsed = new Map<string, RetentionPeriod[]>();
  for (const { devid, retentionPeriods } of rows) {
    let periods = parsed.get(retentionPeriods);
    if (!periods) parsed.set(retentionPeriods, (periods = parsePeriods(retentionPeriods)));
    found.set(devid, periods);
  }
  return found;
}

/** The classes of one device's rows, read now (the calls that write a few rows, outside the writer). */
export async function classOfDevice(db: Kysely<Database>, devid: string): Promise<(time: number) => number> {
  const periods = (await periodsOfDevices(db, [devid])).get(devid) ?? [];
  return (time) => classAt(periods, time);
}

/** The writer's cache of the devices' periods. */
export interface RetentionClasses {
  /** Reads the periods of the devices not read within RETENTION_CACHE_MS; answers the lookup for them. */
  load(db: Kysely<Database>, devids: Iterable<string>): Promise<RetentionClassOf>;
}

export function createRetentionClasses(now: () => number): RetentionClasses {
  const cache = new Map<string, { periods: readonly RetentionPeriod[]; readAt: number }>();
  const NONE: readonly RetentionPeriod[] = [];
  const classOf: RetentionClassOf = (devid, time) => classAt(cache.get(devid)?.periods ?? NONE, time);
  return {
    async load(db, devids) {
      const at = now();
      const stale: string[] = [];
      for (const devid of devids) {
        const entry = cache.get(devid);
        if (!entry || at - entry.readAt > RETENTION_CACHE_MS) stale.push(devid);
      }
      if (stale.length === 0) return classOf;
      const found = await periodsOfDevices(db, stale);
      if (cache.size + stale.length > CACHE_DEVICES_MAX) cache.clear();
      for (const devid of stale) cache.set(devid, { periods: found.get(devid) ?? NONE, readAt: at });
      return classOf;
    },
  };
}
