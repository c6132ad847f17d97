import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ROW_MARKER } from './telemetry-rows';

/**
 * A device's point names (not the row marker), read from the hourly rollup, which holds an hour for every
 * stored point: a loose index scan — one primary-key seek per name — so it costs the same for ten stored
 * points or ten million, and on PostgreSQL it plans over the rollup's few partitions instead of a partition
 * a day of raw points (186 seeks and 17 ms of planning per name at 180 days).
 */
export async function keysOf(db: Kysely<Database>, devid: string): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    with recursive k (key) as (
      select min(key) from telemetry_hourly where devid = ${devid} and key > ${ROW_MARKER}
      union all
      select (select min(h.key) from telemetry_hourly h where h.devid = ${devid} and h.key > k.key)
      from k where k.key is not null
    )
    select key from k where key is not null`.execute(db);
  return rows.map((row) => row.key);
}
