import { csvCell as cell } from '../../platform/http/csv';
import type { PointRow } from './telemetry-rows';
import { ROW_MARKER, toTelemetryRows } from './telemetry-rows';
import type { ReadScope, telemetryReads } from './telemetry-reads.repository';

// The data download: `time,isodate,<point>…`, oldest first, read in pages of times so a year of data
// streams in constant memory.

const PAGE_TIMES = 1000;

/** The CSV of the scope's points, line by line; `allPoints`: every row of the device, found by its marker. */
export async function* telemetryCsv(
  reads: ReturnType<typeof telemetryReads>,
  scope: ReadScope,
  allPoints: boolean,
): AsyncGenerator<string> {
  yield `${['time', 'isodate', ...scope.keys].map(cell).join(',')}\r\n`;
  if (scope.keys.length === 0) return;
  let after: number | undefined;
  for (;;) {
    const times = await reads.timesAfter(
      allPoints ? { ...scope, keys: [ROW_MARKER] } : scope,
      after,
      PAGE_TIMES,
    );
    if (times.length === 0) return;
    const points: Omit<PointRow, 'devid'>[] = await reads.pointsAt(scope, times);
    const rows = toTelemetryRows(points).sort((a, b) => a.time - b.time);
    yield rows
      .map(
        (row) => `${[row.time, row.isodate, ...scope.keys.map((key) => row[key])].map(cell).join(',')}\r\n`,
      )
      .join('');
    after = times[times.length - 1];
  }
}
