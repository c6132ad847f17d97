import type { TelemetryRow } from '@fleetkey/contract';
import { csvLine } from '../../../platform/http/csv';
import type { PointRow } from './telemetry-rows';
import { ROW_MARKER, toTelemetryRows } from './telemetry-rows';
import type { ReadScope, telemetryReads } from './telemetry-reads.repository';
import { readBuckets, type BucketChoice } from './telemetry-buckets';

// The data downloads: `[devid,]time,isodate,<point>…`, oldest first, raw rows read in pages of times so a
// year of data streams in constant memory; aggregated rows are bounded by TELEMETRY_BUCKETS_MAX.

const PAGE_TIMES = 1000;

type Reads = ReturnType<typeof telemetryReads>;

/** One device's part of a download: its scope; `allPoints`: every row of it, found by its marker. */
export interface CsvPart {
  scope: ReadScope;
  allPoints: boolean;
}

/** How a download is laid out: its columns, a leading devid column, and an aggregation if any. */
export interface CsvLayout {
  keys: readonly string[];
  devidColumn: boolean;
  buckets: BucketChoice | undefined;
}

function lines(rows: readonly TelemetryRow[], devid: string, layout: CsvLayout): string {
  const lead = layout.devidColumn ? [devid] : [];
  return rows
    .map((row) => csvLine([...lead, row.time, row.isodate, ...layout.keys.map((key) => row[key])]))
    .join('');
}

async function* rawLines(reads: Reads, part: CsvPart, layout: CsvLayout): AsyncGenerator<string> {
  const { scope } = part;
  let after: number | undefined;
  for (;;) {
    const times = await reads.timesAfter(
      part.allPoints ? { ...scope, keys: [ROW_MARKER] } : scope,
      after,
      PAGE_TIMES,
    );
    if (times.length === 0) return;
    const points: Omit<PointRow, 'devid'>[] = await reads.pointsAt(scope, times);
    yield lines(
      toTelemetryRows(points).sort((a, b) => a.time - b.time),
      scope.devid,
      layout,
    );
    after = times[times.length - 1];
  }
}

/** The CSV of the parts' points, line by line: the header, then each part in turn. */
export async function* telemetryCsv(
  reads: Reads,
  parts: readonly CsvPart[],
  layout: CsvLayout,
): AsyncGenerator<string> {
  yield csvLine([...(layout.devidColumn ? ['devid'] : []), 'time', 'isodate', ...layout.keys]);
  if (layout.keys.length === 0) return;
  for (const part of parts) {
    if (part.scope.keys.length === 0) continue;
    if (layout.buckets)
      yield lines(await readBuckets(reads, part.scope, layout.buckets, false), part.scope.devid, layout);
    else yield* rawLines(reads, part, layout);
  }
}
