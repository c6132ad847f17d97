import type { Db } from '../../../db/kysely';

// Retention on SQLite, which has no partitions: old rows go in small batches, each a range of one primary key
// or index prefix, so that an ingest transaction waits at most for one batch, never for the whole clean-up.

/** Rows one delete takes at most (a few milliseconds of SQLite's single writer). */
export const RETENTION_BATCH = 2000;

/** A delete bound that takes at most RETENTION_BATCH rows: the time just after the batch's last one. */
function batchBound(lastInBatch: { time: number } | undefined, cutoff: number): number {
  return lastInBatch ? Math.min(lastInBatch.time + 1, cutoff) : cutoff;
}

/** Retention's reads and deletes on SQLite. */
export function telemetryRetentionRepository(db: Db) {
  return {
    /** The (device, point) pairs with rollups before `cutoff`: every stored point is rolled up by the hour. */
    async pointSeriesBefore(cutoff: number): Promise<{ devid: string; key: string }[]> {
      return db
        .selectFrom('telemetryHourly')
        .select(['devid', 'key'])
        .distinct()
        .where('hour', '<', cutoff)
        .execute();
    },

    /** Deletes one batch of a series' points before `cutoff`; returns the rows deleted. */
    async deletePointBatch(series: { devid: string; key: string }, cutoff: number): Promise<number> {
      const last = await db
        .selectFrom('telemetry')
        .select('ts as time')
        .where('devid', '=', series.devid)
        .where('key', '=', series.key)
        .where('ts', '<', cutoff)
        .orderBy('ts')
        .offset(RETENTION_BATCH - 1)
        .limit(1)
        .executeTakeFirst();
      const result = await db
        .deleteFrom('telemetry')
        .where('devid', '=', series.devid)
        .where('key', '=', series.key)
        .where('ts', '<', batchBound(last, cutoff))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Deletes a series' hourly rollups before `cutoff` (a few thousand at most: one a stored hour). */
    async deleteRollups(series: { devid: string; key: string }, cutoff: number): Promise<number> {
      const result = await db
        .deleteFrom('telemetryHourly')
        .where('devid', '=', series.devid)
        .where('key', '=', series.key)
        .where('hour', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The devices with events before `cutoff`. */
    async devicesWithEventsBefore(cutoff: number): Promise<string[]> {
      const rows = await db
        .selectFrom('deviceEvents')
        .select('devid')
        .distinct()
        .where('time', '<', cutoff)
        .execute();
      return rows.map((row) => row.devid);
    },

    /** Deletes one batch of a device's events before `cutoff`; returns the rows deleted. */
    async deleteEventBatch(devid: string, cutoff: number): Promise<number> {
      const last = await db
        .selectFrom('deviceEvents')
        .select('time')
        .where('devid', '=', devid)
        .where('time', '<', cutoff)
        .orderBy('time')
        .offset(RETENTION_BATCH - 1)
        .limit(1)
        .executeTakeFirst();
      const result = await db
        .deleteFrom('deviceEvents')
        .where('devid', '=', devid)
        .where('time', '<', batchBound(last, cutoff))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type TelemetryRetentionRepository = ReturnType<typeof telemetryRetentionRepository>;
