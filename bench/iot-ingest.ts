import { provisionDevices } from '@fleetkey/device-sim';
import Sqlite from 'better-sqlite3';
import type { IotBenchServer } from './iot-server';
import { saturatedRun } from './saturated-run';

// Sustained ingest: simulated meters (3 points a message, QoS 1) publish as fast as the broker
// acknowledges — each device keeps at most MAX_INFLIGHT messages unacknowledged, so the rate measured is
// what the server durably stores, not what the senders queue. Afterwards every acknowledged point is
// looked for in the database.

const DEVICES = 200;
const MAX_INFLIGHT = 100;
const OFFERED_RATE = 60_000;
const WARMUP_S = 3;
const MEASURE_S = 20;

/** Runs the ingest scenario; answers the report lines. */
export async function benchIngest({ client, mqttUrl, dbFile }: IotBenchServer): Promise<string[]> {
  const devices = await provisionDevices(client, {
    count: DEVICES,
    devtype: 'bench-meter',
    prefix: `ingest-${Date.now()}`,
  });
  const { rate, stats } = await saturatedRun(
    { brokerUrl: mqttUrl, devices, rate: OFFERED_RATE, qos: 1, maxInflight: MAX_INFLIGHT },
    { warmupS: WARMUP_S, measureS: MEASURE_S },
  );

  const db = new Sqlite(dbFile, { readonly: true });
  try {
    const ids = JSON.stringify(devices.map((d) => d.devid));
    const stored = db
      .prepare<{ ids: string }, { points: number; rollup: number }>(
        `select (select count(*) from telemetry where key <> '' and devid in (select value from json_each(:ids))) as points,
                (select coalesce(sum(cnt), 0) from telemetry_hourly where key <> '' and devid in (select value from json_each(:ids))) as rollup`,
      )
      .get({ ids });
    const expected = stats.acked * 3;
    const verdict =
      stored?.points === expected && stored.rollup === expected
        ? 'all found'
        : `MISMATCH: ${stored?.points} stored, ${stored?.rollup} in rollups`;
    return [
      `ingest: ${DEVICES} devices, QoS 1, ≤ ${MAX_INFLIGHT} unacknowledged each, measured ${MEASURE_S} s after ${WARMUP_S} s warm-up`,
      `ingest: sustained ${Math.round(rate).toLocaleString('en')} msgs/s (${Math.round(rate * 3).toLocaleString('en')} points/s) — target ≥ 20,000 msgs/s`,
      `ingest: ${stats.acked.toLocaleString('en')} messages acknowledged (${stats.failed} failed) → ${expected.toLocaleString('en')} points expected, ${verdict}`,
    ];
  } finally {
    db.close();
  }
}
