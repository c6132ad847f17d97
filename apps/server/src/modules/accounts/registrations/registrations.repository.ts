import { sql } from 'kysely';
import type { Db } from '../../../db/kysely';

/** Length of the buckets registrations are counted in: every zone's offset is a multiple of it. */
export const QUARTER_HOUR_MS = 900_000;

/** Registrations counted per quarter hour, so any zone's days are sums of whole buckets. */
export function registrationsRepository(db: Db) {
  return {
    /** Registrations in [from, to) by bucket start (epoch ms). */
    async perQuarterHour(from: number, to: number): Promise<{ start: number; count: number }[]> {
      // Integer division on both engines (bigint / integer in PostgreSQL, integers in SQLite).
      const bucket = sql<number | string>`${sql.ref('createdAt')} / ${sql.lit(QUARTER_HOUR_MS)}`;
      const rows = await db
        .selectFrom('users')
        .select([bucket.as('bucket'), (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to)
        .groupBy(bucket)
        .execute();
      return rows.map((row) => ({ start: Number(row.bucket) * QUARTER_HOUR_MS, count: Number(row.n) }));
    },
  };
}
