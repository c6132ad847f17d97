import type { Db } from '../../../db/kysely';
import { parsePeriods } from './retention-periods';

// Retention on SQLite, which has no partitions: old rows go in small batches, each a range of one primary key
// or index prefix, so that an ingest transaction waits at most for one batch, never for the whole clean-up.
// Each retention class (retention-periods.ts) has its own cutoff, so every read and delete names its class.

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

/** One point of one device in one retention class. */
export interface ClassSeries {
  devid: string;
  key: string;
  retention: number;
}

/** The retention classes some device type has had (0, the server's setting, always). */
export async function classesInUse(db: Db): Promise<Set<number>> {
  const rows = await db
    .selectFrom('deviceTypes')
    .select('retentionPeriods')
    .distinct()
    .where('retentionPeriods', '<>', '[]')
    .execute();
  return new Set([
    0,
    ...rows.flatMap((row) => parsePeriods(row.retentionPeriods).map((period) => period.days)),
  ]);
}

/** Retention's reads and deletes on SQLite. */
export function telemetryRetentionRepository(db: Db) {
  return {
    /**
     * The (device, point) series of a class with rollups before `cutoff`: every stored point is rolled up by
     * the hour, in its class.
     */
    async pointSeriesBefore(cutoff: number, retention: number): Promise<ClassSeries[]> {
      return db
        .selectFrom('telemetryHourly')
        .select(['devid', 'key', 'retention'])
        .distinct()
        .where('hour', '<', cutoff)
        .where('retention', '=', retention)
        .execute();
    },

    /** Deletes one batch of a series' points before `cutoff`; returns the rows deleted. */
    async deletePointBatch(series: ClassSeries, cutoff: number): Promise<number> {
      return deleteOldestBatch(
        cutoff,
        (offset) =>
          db
            .selectFrom('telemetry')
            .select('ts as time')
            .where('devid', '=', series.devid)
            .where('key', '=', series.key)
            .where('ts', '<', cutoff)
            .where('retention', '=', series.retention)
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
            .where('retention', '=', series.retention)
            .executeTakeFirstOrThrow(),
      );
    },

    /** Deletes a series' hourly rollups before `cutoff` (a few thousand at most: one a stored hour). */
    async deleteRollups(series: ClassSeries, cutoff: number): Promise<number> {
      const result = await db
        .deleteFrom('telemetryHourly')
        .where('devid', '=', series.devid)
        .where('key', '=', series.key)
        .where('hour', '<', cutoff)
        .where('retention', '=', series.retention)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The devices with events of the class before `cutoff`. */
    async devicesWithEventsBefore(cutoff: number, retention: number): Promise<string[]> {
      const rows = await db
        .selectFrom('deviceEvents')
        .select('devid')
        .distinct()
        .where('time', '<', cutoff)
        .where('retention', '=', retention)
        .execute();
      return rows.map((row) => row.devid);
    },

    /** Deletes one batch of a device's events of the class before `cutoff`; returns the rows deleted. */
    async deleteEventBatch(devid: string, cutoff: number, retention: number): Promise<number> {
      return deleteOldestBatch(
        cutoff,
        (offset) =>
          db
            .selectFrom('deviceEvents')
            .select('time')
            .where('devid', '=', devid)
            .where('time', '<', cutoff)
            .where('retention', '=', retention)
            .orderBy('time')
            .offset(offset)
            .limit(1)
            .executeTakeFirst(),
        (bound) =>
          db
            .deleteFrom('deviceEvents')
            .where('devid', '=', devid)
            .where('time', '<', bound)
            .where('retention', '=', retention)
            .executeTakeFirstOrThrow(),
      );
    },
  };
}

export type TelemetryRetentionRepository = ReturnType<typeof telemetryRetentionRepository>;
