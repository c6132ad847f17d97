import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../../app-context';
import { runsOnSqlite } from '../../../db/engine';
import {
  comingSpans,
  dropPartitionsBefore,
  ensurePartitions,
  spansInDefault,
  TIME_PARTITIONED_TABLES,
} from '../../../db/time-partitions';
import { startTicker } from '../../../platform/ticker';
import { RETENTION_BATCH, telemetryRetentionRepository } from './telemetry-retention.repository';

const DAY_MS = 86_400_000;

/** What one upkeep did. */
export interface UpkeepResult {
  /** PostgreSQL: partitions created (ahead, or for stray rows) and dropped by retention. */
  partitionsCreated: number;
  partitionsDropped: number;
  /** SQLite: rows deleted by retention. */
  rowsDeleted: number;
}

/** Runs the upkeep of device data as of an instant. */
export interface TelemetryUpkeep {
  run(now: number): Promise<UpkeepResult>;
}

/**
 * The upkeep of raw points, events and hourly rollups (issue 35), every TELEMETRY_UPKEEP_MS and once at
 * start: on PostgreSQL it creates the coming spans' partitions and gives stray rows partitions of their own,
 * and retention (TELEMETRY_RETENTION_DAYS) drops whole partitions; on SQLite retention deletes in batches
 * with a turn of the event loop between them, so ingest never waits for the whole clean-up.
 */
export function startTelemetryUpkeep({ app, db, config, clock }: AppContext): TelemetryUpkeep {
  const log = app.log.child({ module: 'telemetry-upkeep' });
  const { retentionDays, upkeepMs } = config.telemetryStore;
  const cutoffAt = (now: number) => (retentionDays > 0 ? now - retentionDays * DAY_MS : undefined);

  async function onPostgres(now: number): Promise<UpkeepResult> {
    const cutoff = cutoffAt(now);
    let partitionsCreated = 0;
    let partitionsDropped = 0;
    for (const spec of TIME_PARTITIONED_TABLES) {
      const wanted = [...comingSpans(spec, now), ...(await spansInDefault(db, spec))].filter(
        (span) => cutoff === undefined || (span + 1) * spec.spanMs > cutoff,
      );
      partitionsCreated += await ensurePartitions(db, spec, wanted);
      if (cutoff !== undefined) partitionsDropped += await dropPartitionsBefore(db, spec, cutoff);
    }
    return { partitionsCreated, partitionsDropped, rowsDeleted: 0 };
  }

  async function onSqlite(now: number): Promise<UpkeepResult> {
    const cutoff = cutoffAt(now);
    if (cutoff === undefined) return { partitionsCreated: 0, partitionsDropped: 0, rowsDeleted: 0 };
    const repository = telemetryRetentionRepository(db);
    let rowsDeleted = 0;
    const inBatches = async (deleteBatch: () => Promise<number>) => {
      let deleted: number;
      do {
        deleted = await deleteBatch();
        rowsDeleted += deleted;
        await nextTurn();
      } while (deleted >= RETENTION_BATCH);
    };
    for (const series of await repository.pointSeriesBefore(cutoff)) {
      await inBatches(() => repository.deletePointBatch(series, cutoff));
      rowsDeleted += await repository.deleteRollups(series, cutoff);
    }
    for (const devid of await repository.devicesWithEventsBefore(cutoff))
      await inBatches(() => repository.deleteEventBatch(devid, cutoff));
    return { partitionsCreated: 0, partitionsDropped: 0, rowsDeleted };
  }

  const upkeep: TelemetryUpkeep = {
    async run(now) {
      const result = await (runsOnSqlite(db) ? onSqlite(now) : onPostgres(now));
      if (result.partitionsCreated + result.partitionsDropped + result.rowsDeleted > 0)
        log.info(result, 'upkeep done');
      return result;
    },
  };
  startTicker(
    app,
    { tickMs: upkeepMs, log, what: 'telemetry upkeep' },
    async () => void (await upkeep.run(clock.now())),
  ).kick();
  return upkeep;
}
