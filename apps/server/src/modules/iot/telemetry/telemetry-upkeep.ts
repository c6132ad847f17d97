import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../../app-context';
import { runsOnSqlite } from '../../../db/engine';
import {
  classTable,
  comingSpans,
  dropPartitionsBefore,
  ensurePartitions,
  spansInDefault,
  TIME_PARTITIONED_TABLES,
} from '../../../db/time-partitions';
import { startTicker } from '../../../platform/ticker';
import { RETENTION_CLASSES } from './retention-periods';
import {
  classesInUse,
  RETENTION_BATCH,
  telemetryRetentionRepository,
} from './telemetry-retention.repository';

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
 * start: on PostgreSQL it creates the coming spans' partitions of each retention class in use and gives
 * stray rows partitions of their own, and retention drops whole partitions; on SQLite retention deletes in
 * batches with a turn of the event loop between them, so ingest never waits for the whole clean-up. Class 0
 * keeps the server's setting (TELEMETRY_RETENTION_DAYS), every other class its own days.
 */
export function startTelemetryUpkeep({ app, db, config, clock }: AppContext): TelemetryUpkeep {
  const log = app.log.child({ module: 'telemetry-upkeep' });
  const { retentionDays, upkeepMs } = config.telemetryStore;
  const cutoffAt = (now: number, retention: number) => {
    const days = retention === 0 ? retentionDays : retention;
    return days > 0 ? now - days * DAY_MS : undefined;
  };

  async function onPostgres(now: number): Promise<UpkeepResult> {
    const inUse = await classesInUse(db);
    let partitionsCreated = 0;
    let partitionsDropped = 0;
    for (const base of TIME_PARTITIONED_TABLES) {
      for (const retention of RETENTION_CLASSES) {
        const spec = classTable(base, retention);
        const cutoff = cutoffAt(now, retention);
        // A class no type has had holds no rows: it needs no partitions ahead.
        const ahead = inUse.has(retention) ? comingSpans(spec, now) : [];
        const wanted = [...ahead, ...(await spansInDefault(db, spec))].filter(
          (span) => cutoff === undefined || (span + 1) * spec.spanMs > cutoff,
        );
        if (wanted.length > 0) partitionsCreated += await ensurePartitions(db, spec, wanted);
        if (cutoff !== undefined) partitionsDropped += await dropPartitionsBefore(db, spec, cutoff);
      }
    }
    return { partitionsCreated, partitionsDropped, rowsDeleted: 0 };
  }

  async function onSqlite(now: number): Promise<UpkeepResult> {
    let rowsDeleted = 0;
    for (const retention of await classesInUse(db)) {
      const cutoff = cutoffAt(now, retention);
      if (cutoff !== undefined) rowsDeleted += await deleteClassBefore(retention, cutoff);
    }
    return { partitionsCreated: 0, partitionsDropped: 0, rowsDeleted };
  }

  async function deleteClassBefore(retention: number, cutoff: number): Promise<number> {
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
    for (const series of await repository.pointSeriesBefore(cutoff, retention)) {
      await inBatches(() => repository.deletePointBatch(series, cutoff));
      rowsDeleted += await repository.deleteRollups(series, cutoff);
    }
    for (const devid of await repository.devicesWithEventsBefore(cutoff, retention))
      await inBatches(() => repository.deleteEventBatch(devid, cutoff, retention));
    return rowsDeleted;
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
