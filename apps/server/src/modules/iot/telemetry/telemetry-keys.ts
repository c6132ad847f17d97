import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ROW_MARKER } from './telemetry-rows';

/**
 * A device's point names (not the row marker). A loose index scan — one primary-key seek per name — so
 * it costs the same for ten stored points or ten million.
 */
export async function keysOf(db: Kysely<Database>, devid: string): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    with recursive k (key) as (
      select min(key) from telemetry where devid = ${devid} and key > ${ROW_MARKER}
      union all
      select (select min(t.key) from telemetry t where t.devid = ${devid} and t.key > k.key)
      from k where k.key is not null
    )
    select key from k where key is not null`.execute(db);
  return rows.map((row) => row.key);
}
