import type {
  TelemetryAggregation,
  TelemetryDevicesDownload,
  TelemetryDownloadQuery,
  TelemetryInterval,
  TelemetryTypeDownload,
} from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devicesRepository } from '../devices/devices.repository';
import { ownedDevice } from '../devices/owned-device';
import { bucketRange, type BucketChoice } from './telemetry-buckets';
import { telemetryCsv, type CsvLayout } from './telemetry-csv';
import { keysOf } from './telemetry-keys';
import { telemetryReads } from './telemetry-reads.repository';
import { msRange, secondsToMs } from './time-range';

/** A download ready to stream: its file name and its lines (the checks that can refuse it are done). */
export interface CsvDownload {
  fileName: string;
  lines: AsyncGenerator<string>;
}

interface Choice {
  keys?: string[] | undefined;
  from: number | undefined;
  to: number | undefined;
  aggregation?: TelemetryAggregation | undefined;
  interval: TelemetryInterval;
  timezoneOffset: number;
}

const bucketsOf = (choice: Choice): BucketChoice | undefined =>
  choice.aggregation && { ...choice, aggregation: choice.aggregation };

const bodyRange = (body: { starttime?: number | undefined; endtime?: number | undefined }) => ({
  from: body.starttime === undefined ? undefined : secondsToMs(body.starttime),
  to: body.endtime === undefined ? undefined : secondsToMs(body.endtime),
});

/** The data downloads (iot-console.md §7 "data file download"): one device, named devices, one type. */
export function telemetryDownloads(db: Db) {
  const reads = telemetryReads(db);
  const devices = devicesRepository(db);

  async function csv(
    devids: readonly string[],
    choice: Choice,
    devidColumn: boolean,
  ): Promise<AsyncGenerator<string>> {
    const buckets = bucketsOf(choice);
    const scopeOf = (devid: string, keys: readonly string[]) => ({
      devid,
      keys,
      from: choice.from,
      to: choice.to,
    });
    // Refused before the first byte, so the caller gets an error answer rather than a cut file.
    if (buckets) bucketRange(scopeOf('', []), buckets);
    const own = new Map<string, string[]>();
    for (const devid of devids) own.set(devid, choice.keys ?? (await keysOf(db, devid)));
    const keys = choice.keys ?? [...new Set([...own.values()].flat())].sort();
    const layout: CsvLayout = { keys, devidColumn, buckets };
    const parts = devids.map((devid) => ({
      // A device without some of the columns' points still reads them all: they come out as empty cells.
      scope: scopeOf(devid, (own.get(devid) ?? []).length === 0 ? [] : keys),
      allPoints: choice.keys === undefined,
    }));
    return telemetryCsv(reads, parts, layout);
  }

  return {
    /** GET /devices/data/download: one device's rows (or buckets). */
    async device(scope: DeviceScope, query: TelemetryDownloadQuery): Promise<CsvDownload> {
      const { devid } = await ownedDevice(db, scope, query.devid, query.devtype);
      const choice = { ...query, keys: query.filter.keys, ...msRange(query) };
      return { fileName: `${devid}.csv`, lines: await csv([devid], choice, false) };
    },

    /** POST /devices/data/download: the named devices, in the order named; one not the caller's is 404. */
    async devices(scope: DeviceScope, body: TelemetryDevicesDownload): Promise<CsvDownload> {
      const devids = [...new Set(body.devids)];
      const found = await devices.findMany(scope, devids);
      if (found.length < devids.length) throw AppError.of('NOT_FOUND');
      return { fileName: 'devices.csv', lines: await csv(devids, { ...body, ...bodyRange(body) }, true) };
    },

    /** PUT /devices/data/download: every device of one type within the caller's scope. */
    async ofType(scope: DeviceScope, body: TelemetryTypeDownload): Promise<CsvDownload> {
      const devids = (await devices.all(scope, body.devtype)).map((device) => device.devid);
      return {
        fileName: `${body.devtype}.csv`,
        lines: await csv(devids, { ...body, ...bodyRange(body) }, true),
      };
    },
  };
}
