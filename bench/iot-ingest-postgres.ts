import { provisionDevices, startSimulation } from '@fleetkey/device-sim';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startShippedMosquitto } from '../apps/server/test/support/shipped-mosquitto';
import { startIotBenchServer } from './iot-server';
import { onScratchDatabase } from './scratch-postgres';
import { judge } from './summary';

// Ingest as a deployment at scale runs it: the server on PostgreSQL, devices on Mosquitto (the shipped
// configuration) and the server reading them through its persistent ingest session. Devices are told
// "received" by Mosquitto, not by the server, so the figures are rates rows reach PostgreSQL: while devices
// offer more than that (200 simulated devices then take a good part of this machine's cores), and while the
// server drains what the broker queued meanwhile, with only server, broker and database running. Afterwards
// every point a device had acknowledged is looked for.

const DEVICES = 200;
const MAX_INFLIGHT = 100;
const OFFERED_RATE = 30_000;
const TARGET = 20_000;
const WARMUP_S = 3;
const MEASURE_S = 15;
const DRAIN_TIMEOUT_MS = 180_000;
/** Rows (messages) and points stored for the devices, read from the rollup and the raw table. */
async function storedFigures(url: string, devids: readonly string[], withPoints: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ n: string }>(
      `select coalesce(sum(cnt), 0) as n from telemetry_hourly where key = '' and devid = any($1)`,
      [devids],
    );
    const points = withPoints
      ? await client.query<{ n: string; rollup: string }>(
          `select (select count(*) from telemetry where key <> '' and devid = any($1)) as n,
                  (select coalesce(sum(cnt), 0) from telemetry_hourly where key <> '' and devid = any($1)) as rollup`,
          [devids],
        )
      : undefined;
    return {
      rows: Number(rows.rows[0]?.n ?? 0),
      points: Number(points?.rows[0]?.n ?? 0),
      rollup: Number(points?.rows[0]?.rollup ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** Runs the scenario on its own server, broker and database; answers the report lines. */
export async function benchIngestPostgres(): Promise<string[]> {
  return onScratchDatabase('ingest on PostgreSQL + Mosquitto', async (url) => {
    const mosquitto = await startShippedMosquitto();
    try {
      const iot = await startIotBenchServer({ DATABASE_URL: url, MQTT_URL: mosquitto.url });
      try {
        const devices = await provisionDevices(iot.client, {
          count: DEVICES,
          devtype: 'bench-meter-pg',
          prefix: `ingest-pg-${Date.now()}`,
        });
        const devids = devices.map((device) => device.devid);
        const load = loadavg()
          .map((n) => n.toFixed(2))
          .join(' ');
        const simulation = await startSimulation({
          brokerUrl: mosquitto.url,
          devices,
          rate: OFFERED_RATE,
          qos: 1,
          maxInflight: MAX_INFLIGHT,
        });
        await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
        const before = await storedFigures(url, devids, false);
        const started = performance.now();
        await new Promise((resolve) => setTimeout(resolve, MEASURE_S * 1000));
        const after = await storedFigures(url, devids, false);
        const rate = (after.rows - before.rows) / ((performance.now() - started) / 1000);
        await simulation.stop();
        const { acked, failed } = simulation.stats();

        // What the broker still holds is drained by the server, broker and database alone.
        const drainStarted = performance.now();
        let stored = await storedFigures(url, devids, false);
        const backlog = acked - stored.rows;
        while (stored.rows < acked && performance.now() - drainStarted < DRAIN_TIMEOUT_MS) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          stored = await storedFigures(url, devids, false);
        }
        const drainSeconds = (performance.now() - drainStarted) / 1000;
        stored = await storedFigures(url, devids, true);
        const expected = acked * 3;
        const verdict =
          stored.points === expected && stored.rollup === expected
            ? 'all found'
            : `MISMATCH: ${stored.points} stored, ${stored.rollup} in rollups`;
        const met = judge(
          'PostgreSQL + Mosquitto ingest, stored while sending (msgs/s, 0 lost)',
          Math.round(rate).toLocaleString('en'),
          `≥ ${TARGET.toLocaleString('en')}`,
          rate >= TARGET && failed === 0 && stored.points === expected && stored.rollup === expected,
        );
        return [
          `ingest on PostgreSQL through Mosquitto: ${DEVICES} devices offering ${OFFERED_RATE.toLocaleString('en')} msgs/s, QoS 1, measured ${MEASURE_S} s after ${WARMUP_S} s warm-up (load before ${load})`,
          `ingest on PostgreSQL through Mosquitto: stored ${Math.round(rate).toLocaleString('en')} msgs/s (${Math.round(rate * 3).toLocaleString('en')} points/s) while the devices sent (the load generator shares the cores) — target ≥ ${TARGET.toLocaleString('en')} msgs/s, 0 lost: ${met}`,
          `ingest on PostgreSQL through Mosquitto: stored ${Math.round(backlog / drainSeconds).toLocaleString('en')} msgs/s (${Math.round((3 * backlog) / drainSeconds).toLocaleString('en')} points/s) draining the ${backlog.toLocaleString('en')} messages the broker held (server, broker and database alone)`,
          `ingest on PostgreSQL through Mosquitto: ${acked.toLocaleString('en')} messages acknowledged by the broker (${failed} failed) → ${expected.toLocaleString('en')} points expected, ${verdict}`,
        ];
      } finally {
        await iot.server.stop();
      }
    } finally {
      await mosquitto.close();
    }
  });
}
