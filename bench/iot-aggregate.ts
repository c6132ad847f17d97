import type { TelemetryPage } from '@fleetkey/contract';
import { provisionDevices } from '@fleetkey/device-sim';
import { openDatabase } from '../apps/server/src/db/kysely';
import type { PointRow } from '../apps/server/src/modules/iot/telemetry/telemetry-rows';
import { commitPoints } from '../apps/server/src/modules/iot/telemetry/point-commit';
import type { IotBenchServer } from './iot-server';
import { percentile } from './percentile';
import { judge } from './summary';

// History over a large store: one meter with 10 million points (3 points every 2.3 s for 90 days), seeded
// into the server's SQLite file through the server's own write path (prepared inserts and the hourly
// rollup, in large transactions) while the server runs. The figure is the HTTP call the history page makes for a 90-day
// hourly chart, timed end to end.

const POINTS = 10_000_000;
const KEYS = ['voltage', 'current', 'power'] as const;
const DAY_MS = 86_400_000;
const DAYS = 90;
const TIMES_PER_TRANSACTION = 50_000;
const RUNS = 20;
const TARGET_P95_MS = 30;

async function seed(dbFile: string, devid: string, start: number): Promise<number> {
  const times = Math.ceil(POINTS / KEYS.length);
  const step = (DAYS * DAY_MS) / times;
  const began = performance.now();
  const db = await openDatabase({ engine: 'sqlite', file: dbFile });
  try {
    // The server's own write path (prepared inserts and the rollup, in large transactions), oldest first.
    for (let from = 0; from < times; from += TIMES_PER_TRANSACTION) {
      const points: PointRow[] = [];
      for (let i = from; i < Math.min(times, from + TIMES_PER_TRANSACTION); i++) {
        const ts = start + Math.floor(i * step);
        for (const key of KEYS)
          points.push({ devid, key, ts, num: 200 + ((i * 7919) % 5000) / 100, str: null });
      }
      await db.transaction().execute((trx) => commitPoints(db, trx, [{ points }], () => 0));
    }
  } finally {
    await db.destroy();
  }
  return (performance.now() - began) / 1000;
}

async function timed(run: () => Promise<TelemetryPage>): Promise<{ ms: number[]; page: TelemetryPage }> {
  let page = await run();
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    page = await run();
    ms.push(performance.now() - began);
  }
  return { ms: ms.sort((a, b) => a - b), page };
}

const describeTimes = (ms: readonly number[]) =>
  `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms`;

/** Runs the history scenario; answers the report lines. */
export async function benchAggregate({ client, dbFile }: IotBenchServer): Promise<string[]> {
  const [device] = await provisionDevices(client, {
    count: 1,
    devtype: 'bench-history',
    prefix: `history-${Date.now()}`,
  });
  if (!device) throw new Error('no device');
  const end = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const start = end - DAYS * DAY_MS;
  const seconds = await seed(dbFile, device.devid, start);
  // The seed kept this process busy for a minute; let fetch see the keep-alive sockets the server closed
  // meanwhile before the timed calls, or the first one goes out on a dead socket.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const path = `/devices/${device.devid}/data`;
  // Starts mid-hour, as a range picked in the browser does: the cut hour is read from raw points.
  const range = { starttime: (start + 1_234_000) / 1000, endtime: end / 1000, limit: 10_000 };
  const hourly = await timed(() =>
    client.get<TelemetryPage>(path, { query: { aggregation: 'avg', interval: '1h', ...range } }),
  );
  const daily = await timed(() =>
    client.get<TelemetryPage>(path, {
      query: { aggregation: 'max', interval: '1d', timezoneOffset: -480, ...range },
    }),
  );
  const raw = await timed(() => client.get<TelemetryPage>(path, { query: { ...range, limit: 100 } }));
  const p95 = percentile(hourly.ms, 95);
  const verdict = judge(
    '90-day hourly aggregate over 10 M points, p95 (ms)',
    p95.toFixed(1),
    `≤ ${TARGET_P95_MS}`,
    p95 <= TARGET_P95_MS,
  );
  return [
    `history: ${POINTS.toLocaleString('en')} points of one device over ${DAYS} days seeded and rolled up in ${seconds.toFixed(0)} s`,
    `history: 90-day hourly avg (${hourly.page.totalCount} buckets × ${KEYS.length} points), GET over HTTP: ${describeTimes(hourly.ms)} — target p95 ≤ ${TARGET_P95_MS} ms: ${verdict}`,
    `history: 90-day daily max at UTC+8 (${daily.page.totalCount} buckets): ${describeTimes(daily.ms)}`,
    `history: newest 100 raw rows of the 90 days (totalCount ${raw.page.totalCount.toLocaleString('en')} counted each call): ${describeTimes(raw.ms)}`,
  ];
}
