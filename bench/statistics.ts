import { statisticsApi, type ApiClient } from '@fleetkey/api-client';
import { provisionDevices } from '@fleetkey/device-sim';
import { openDatabase } from '../apps/server/src/db/kysely';
import { commitPoints } from '../apps/server/src/modules/iot/telemetry/point-commit';
import type { PointRow } from '../apps/server/src/modules/iot/telemetry/telemetry-rows';
import { startIotBenchServer } from './iot-server';
import { judge } from './summary';

// A month of daily statistics over 1,000 devices (issue 16: ≤ 10 s), on the built server with its SQLite:
// 1,000 meters provisioned over HTTP, October 2026 of power readings every 15 minutes (2.98 million points)
// seeded into its database through the server's own write path (raw points and the hourly rollup); then an
// example per algorithm is started over HTTP with its backfill from 1 October, and timed until the server's
// runner has computed the month's 31 Shanghai days — a rollup algorithm (daily average) and a raw one
// (energy: the time integral).

const DEVICES = 1000;
const STEP_MS = 15 * 60_000;
const MONTH_START = Date.parse('2026-10-01T00:00:00+08:00');
const MONTH_END = Date.parse('2026-11-01T00:00:00+08:00');
const TARGET_S = 10;

async function seed(dbFile: string, devids: readonly string[]): Promise<void> {
  const db = await openDatabase({ engine: 'sqlite', file: dbFile });
  try {
    // Ten devices per transaction, a month of one point each, oldest first.
    for (let i = 0; i < devids.length; i += 10) {
      const points: PointRow[] = [];
      for (const [offset, devid] of devids.slice(i, i + 10).entries())
        for (let ts = MONTH_START, n = 0; ts < MONTH_END; ts += STEP_MS, n += 1)
          points.push({ devid, key: 'power', ts, num: 2 + ((n * 37 + offset * 11) % 100) / 25, str: null });
      await db.transaction().execute((trx) => commitPoints(db, trx, [{ points }], () => 0));
    }
  } finally {
    await db.destroy();
  }
}

async function timedMonth(client: ApiClient, devtype: string, algorithmId: 'avg' | 'integral') {
  const api = statisticsApi(client);
  const example = await api.createExample({
    name: `Daily ${algorithmId}`,
    algorithmId,
    point: 'power',
    targets: { devtype },
    window: 'day',
    timeZone: 'Asia/Shanghai',
  });
  const began = performance.now();
  await api.start([example.id], MONTH_START);
  while (((await api.example(example.id)).nextWindowStart ?? 0) < MONTH_END)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - began) / 1000;
  await api.stop([example.id]);
  const { totalCount } = await api.results({
    exampleId: example.id,
    from: MONTH_START,
    to: MONTH_END,
    limit: 1,
  });
  return { seconds, results: totalCount };
}

/** Runs the statistics scenario on a server of its own; answers the report lines. */
export async function benchStatistics(): Promise<string[]> {
  const { server, client, dbFile } = await startIotBenchServer();
  try {
    const devtype = `stat-${Date.now()}`;
    const devices = await provisionDevices(client, { count: DEVICES, devtype, prefix: devtype });
    const seedBegan = performance.now();
    await seed(
      dbFile,
      devices.map((device) => device.devid),
    );
    const seeded = (performance.now() - seedBegan) / 1000;
    // The seed kept this process busy; let fetch see the keep-alive sockets the server closed meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = [
      `statistics: ${DEVICES} devices × 31 days of readings every 15 min seeded in ${seeded.toFixed(1)} s (not counted)`,
    ];
    for (const algorithm of ['avg', 'integral'] as const) {
      const { seconds, results } = await timedMonth(client, devtype, algorithm);
      const met = seconds <= TARGET_S && results === DEVICES * 31;
      lines.push(
        `statistics: a month of daily ${algorithm} over ${DEVICES} devices (${results} results), start to last window: ${seconds.toFixed(2)} s — target ≤ ${TARGET_S} s: ${judge(`statistics, a month of daily ${algorithm} (s)`, seconds.toFixed(2), `≤ ${TARGET_S}`, met)}`,
      );
    }
    return lines;
  } finally {
    await server.stop();
  }
}
