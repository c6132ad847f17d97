import { sql } from 'kysely';
import type { Db } from '../../../db/kysely';

/** Length of the buckets registrations are counted in: every zone's offset is a multiple of it. */
export const QUARTER_HOUR_MS = 900_000;

/**
 * The quarter-hour bucket of an epoch-ms column: integer division on both engines (bigint / integer in
 * PostgreSQL, integers in SQLite).
 */
export const quarterHourOf = (column: string) =>
  sql<number | string>`${sql.ref(column)} / ${sql.lit(QUARTER_HOUR_MS)}`;

/** Rows of `table` created in [from, to), counted by bucket start (epoch ms). */
export async function createdPerQuarterHour(
  db: Db,
  table: 'users' | 'awpxUserProtocols',
  from: number,
  to: number,
): Promise<{ start: number; count: number }[]> {
  const bucket = quarterHourOf('createdAt');
  const rows = await db
    .selectFrom(table)
    .select([bucket.as('bucket'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .groupBy(bucket)
    .execute();
  return rows.map((row) => ({ start: Number(row.bucket) * QUARTER_HOUR_MS, count: Number(row.n) }));
}

/** Registrations counted per quarter hour, so any zone's days are sums of whole buckets. */
export function registrationsRepository(db: Db) {
  return {
    /** Registrations in [from, to) by bucket start (epoch ms). */
    perQuarterHour(from: number, to: number): Promise<{ start: number; count: number }[]> {
      return createdPerQuarterHour(db, 'users', from, to);
    },
  };
}
