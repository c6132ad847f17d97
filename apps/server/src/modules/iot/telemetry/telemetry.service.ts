import {
  type TelemetryAccepted,
  type TelemetryDeleted,
  type TelemetryDeleteQuery,
  type TelemetryPage,
  type TelemetryPoints,
  type TelemetryQuery,
  type TelemetryUpdated,
  type TelemetryUpload,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { booleanKeys } from '../devtypes/type-rules';
import type { TypeRulesCache } from '../devtypes/type-rules-cache';
import { uploadRejections } from '../ingest/data-rows';
import { readBuckets } from './telemetry-buckets';
import { ownedDevice } from '../devices/owned-device';
import type { IngestWriter } from './ingest-writer';
import type { RuleEngine } from '../rules/engine/rule-engine';
import { msRange, queryParameterError } from './time-range';
import { telemetryReads, type ReadScope } from './telemetry-reads.repository';
import { keysOf } from './telemetry-keys';
import { restoreBooleans, ROW_MARKER, toPointRows, toTelemetryRows } from './telemetry-rows';
import { telemetryWrites } from './telemetry-writes.repository';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** What the data calls need besides the platform: the node's writer, its receive-time stamper and type rules. */
export interface TelemetryDeps {
  writer: IngestWriter;
  stamp: (devid: string) => number;
  /** The device types' rules, which strict types enforce on data. */
  rules: TypeRulesCache;
  /** Evaluates alarm rules on stored data, whichever way it came (MQTT or HTTP). */
  ruleRuntime: { engine: Pick<RuleEngine, 'onPoints'> };
}

/** A device's data (iot-console.md §7 "Devices" data): only the owner's devices, else 404. */
export function telemetryService(
  { db, bus, app, clock }: Pick<AppContext, 'db' | 'bus' | 'app' | 'clock'>,
  { writer, stamp, rules, ruleRuntime }: TelemetryDeps,
) {
  const { log } = app;
  const reads = telemetryReads(db);

  /** Refuses rows the device's type or the clock refuses (400 DATA_REJECTED with the reasons). */
  async function checkRows(devid: string, devtype: string, upload: TelemetryUpload): Promise<void> {
    const rejections = uploadRejections(upload, await rules.of(devid, devtype), clock.now());
    if (rejections.length > 0) throw AppError.of('DATA_REJECTED', { rejections });
  }

  async function aggregated(scope: ReadScope, query: TelemetryQuery): Promise<TelemetryPage> {
    const { aggregation } = query;
    if (aggregation === undefined) throw queryParameterError('aggregation', 'required');
    const rows = await readBuckets(reads, scope, { ...query, aggregation }, query.descend);
    return { totalCount: rows.length, result: rows.slice(query.skip, query.skip + query.limit) };
  }

  return {
    /** Rows per time, or per bucket with `aggregation` (which needs starttime and endtime). */
    async query(scope: DeviceScope, devid: string, query: TelemetryQuery): Promise<TelemetryPage> {
      const device = await ownedDevice(db, scope, devid, query.devtype);
      const range = msRange(query);
      const keys = query.filter.keys ?? (await keysOf(db, devid));
      if (query.aggregation) return aggregated({ devid, keys, ...range }, query);
      if (keys.length === 0) return { totalCount: 0, result: [] };
      // Rows are found through the row marker, or through the chosen points when the filter names some.
      const rows: ReadScope = { devid, keys: query.filter.keys ?? [ROW_MARKER], ...range };
      const [totalCount, times] = await Promise.all([reads.countTimes(rows), reads.pageTimes(rows, query)]);
      const found = restoreBooleans(
        toTelemetryRows(await reads.pointsAt({ devid, keys, ...range }, times)),
        booleanKeys(await rules.of(devid, device.devtype)),
      );
      const order = new Map(times.map((time, index) => [time, index]));
      found.sort((a, b) => (order.get(a.time) ?? 0) - (order.get(b.time) ?? 0));
      return { totalCount, result: found };
    },

    /** Stores uploaded rows through the writer (answered once durable) and shows them to live watchers. */
    async upload(
      scope: DeviceScope,
      devid: string,
      devtype: string | undefined,
      upload: TelemetryUpload,
    ): Promise<TelemetryAccepted> {
      const device = await ownedDevice(db, scope, devid, devtype);
      await checkRows(devid, device.devtype, upload);
      const points = toPointRows(devid, upload, stamp);
      const { replaced } = await writer.write({ points });
      ruleRuntime.engine.onPoints(devid, device.devtype, points);
      // With their times, so a reader of the bus (the live socket, an external ingest) sees the same rows.
      const rows = toTelemetryRows(points).map(({ isodate: _isodate, ...row }) => row);
      // Stored is what the caller is told: a broker that cannot be reached now costs live viewers this
      // update, never a stored row reported as failed (which the caller would send again).
      await bus
        .publish(`dev/${device.devtype}/${devid}/data`, JSON.stringify(rows))
        .catch((error: unknown) => log.warn({ err: error, devid }, 'stored data not announced on the bus'));
      return { accepted: points.length, replaced: replaced.reduce((sum, row) => sum + row.keys.length, 0) };
    },

    /** Writes points at one time, replacing what was there. */
    async update(
      scope: DeviceScope,
      devid: string,
      devtype: string | undefined,
      time: number,
      values: TelemetryPoints,
    ): Promise<TelemetryUpdated> {
      const device = await ownedDevice(db, scope, devid, devtype);
      await checkRows(devid, device.devtype, [{ time, points: values }]);
      const points = toPointRows(devid, [{ time, points: values }], stamp);
      await writer.exclusive((trx) => telemetryWrites(db, trx).upsert(points));
      return { updated: points.length };
    },

    /** Deletes the points matching filter and range; with neither given, nothing is deleted (400). */
    async remove(scope: DeviceScope, devid: string, query: TelemetryDeleteQuery): Promise<TelemetryDeleted> {
      await ownedDevice(db, scope, devid, query.devtype);
      const { keys, time } = query.filter;
      const range = msRange(query);
      if (!keys && time === undefined && range.from === undefined && range.to === undefined)
        throw queryParameterError('filter', 'required');
      const deleted = await writer.exclusive((trx) =>
        telemetryWrites(db, trx).delete({ devid, keys, time, ...range }),
      );
      return { deleted };
    },

    /** Deletes all of a device's data. */
    async clear(scope: DeviceScope, devid: string, devtype: string | undefined): Promise<TelemetryDeleted> {
      await ownedDevice(db, scope, devid, devtype);
      const deleted = await writer.exclusive((trx) =>
        telemetryWrites(db, trx).delete({ devid, keys: undefined, from: undefined, to: undefined }),
      );
      return { deleted };
    },
  };
}
