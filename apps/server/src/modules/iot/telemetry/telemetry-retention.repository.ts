import type { Db } from '../../../db/kysely';

// Retention on SQLite, which has no partitions: old rows go in small batches, each a range of one primary key
// or index prefix, so that an ingest transaction waits at most for one batch, never for the whole clean-up.

/** Rows one delete takes at most (a few milliseconds of SQLite's single writer). */
export const RETENTION_BATCH = 2000;

/**
 * Deletes the oldest RETENTION_BATCH rows of one series before `cutoff`: finds the batch's last time (the row at
 * that offset, oldest first), then deletes the rows up to and including it. Answers the rows deleted.
 */
async function deleteOldestBatch(
  cutoff: number,
  lastInBatch: (offset: number) => Promise<{ time: number } | undefined>,
  deleteBefore: (bound: number) => Promise<{ numDeletedRows: bigint }>,
): Promise<number> {
  const last = await lastInBatch(RETENTION_BATCH - 1);
  const result = await deleteBefore(last ? Math.min(last.time + 1, cutoff) : cutoff);
  return Number(result.numDeletedRows);
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
      return deleteOldestBatch(
        cutoff,
        (offset) =>
          db
            .selectFrom('telemetry')
            .select('ts as time')
            .where('devid', '=', series.devid)
            .where('key', '=', series.key)
            .where('ts', '<', cutoff)
            .orderBy('ts')
            .offset(offset)
            .limit(1)
            .executeTakeFirst(),
        (bound) =>
          db
            .deleteFrom('telemetry')
            .where('devid', '=', series.devid)
            .where('key', '=', series.key)
            .where('ts', '<', bound)
            .executeTakeFirstOrThrow(),
      );
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
      return deleteOldestBatch(
        cutoff,
        (offset) =>
          db
            .selectFrom('deviceEvents')
            .select('time')
            .where('devid', '=', devid)
            .where('time', '<', cutoff)
            .orderBy('time')
            .offset(offset)
            .limit(1)
            .executeTakeFirst(),
        (bound) =>
          db
            .deleteFrom('deviceEvents')
            .where('devid', '=', devid)
            .where('time', '<', bound)
            .executeTakeFirstOrThrow(),
      );
    },
  };
}

export type TelemetryRetentionRepository = ReturnType<typeof telemetryRetentionRepository>;
