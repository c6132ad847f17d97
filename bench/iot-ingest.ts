import type { RuleView } from '@fleetkey/contract';
import { provisionDevices, type SimDevice } from '@fleetkey/device-sim';
import Sqlite from 'better-sqlite3';
import { loadavg } from 'node:os';
import { watchingRules } from './iot-rules';
import { startIotBenchServer, type IotBenchServer } from './iot-server';
import { saturatedRun } from './saturated-run';
import { grouped, judge } from './summary';

// Sustained ingest (issue 35): simulated meters (3 points a message, QoS 1) publish as fast as the broker
// acknowledges — each device keeps at most MAX_INFLIGHT messages unacknowledged, so the rate measured is
// what the server durably stores, not what the senders queue. Two servers side by side on the embedded
// defaults: one with everything on (hourly rollups, usage metering, 10 enabled rules over the benched
// devices), one with rules and metering off. Runs alternate so what else the machine does weighs on both
// alike. Afterwards every acknowledged point is looked for in each database.

const DEVICES = 200;
const MAX_INFLIGHT = 100;
const OFFERED_RATE = 120_000;
const WARMUP_S = 3;
const MEASURE_S = 10;
const ROUNDS = 2;
const RULES = 10;
const TARGET = 50_000;

interface Side {
  iot: IotBenchServer;
  devices: SimDevice[];
  rates: number[];
  acked: number;
  cpu: number;
}

async function side(everything: boolean): Promise<Side> {
  const iot = await startIotBenchServer({ FUNDS_METERING: everything ? '1' : '0' });
  const devtype = 'bench-meter';
  const devices = await provisionDevices(iot.client, {
    count: DEVICES,
    devtype,
    prefix: `ingest-${everything ? 'on' : 'off'}-${Date.now()}`,
  });
  if (everything)
    await iot.client.post<RuleView[]>('/rules/batch/create', {
      body: { rules: watchingRules(devtype, RULES) },
    });
  return { iot, devices, rates: [], acked: 0, cpu: 0 };
}

/** Every acknowledged point in the raw table and in the hourly rollup, or what is missing. */
function verify({ iot, devices, acked }: Side): string {
  const db = new Sqlite(iot.dbFile, { readonly: true });
  try {
    const stored = db
      .prepare<{ ids: string }, { points: number; rollup: number }>(
        `select (select count(*) from telemetry where key <> '' and devid in (select value from json_each(:ids))) as points,
                (select coalesce(sum(cnt), 0) from telemetry_hourly where key <> '' and devid in (select value from json_each(:ids))) as rollup`,
      )
      .get({ ids: JSON.stringify(devices.map((d) => d.devid)) });
    const expected = acked * 3;
    return stored?.points === expected && stored.rollup === expected
      ? `${grouped(expected)} points, all found`
      : `MISMATCH: ${grouped(expected)} expected, ${stored?.points} stored, ${stored?.rollup} in rollups`;
  } finally {
    db.close();
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Runs the ingest scenario on two servers of its own; answers the report lines. */
export async function benchIngest(): Promise<string[]> {
  const on = await side(true);
  try {
    const off = await side(false);
    try {
      const loadBefore = loadavg()[0]?.toFixed(2);
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of round % 2 === 0 ? [on, off] : [off, on]) {
          const cpuBefore = s.iot.server.cpuMicros() ?? 0;
          const { rate, stats } = await saturatedRun(
            {
              brokerUrl: s.iot.mqttUrl,
              devices: s.devices,
              rate: OFFERED_RATE,
              qos: 1,
              maxInflight: MAX_INFLIGHT,
            },
            { warmupS: WARMUP_S, measureS: MEASURE_S },
          );
          s.cpu += (s.iot.server.cpuMicros() ?? 0) - cpuBefore;
          s.rates.push(rate);
          s.acked += stats.acked;
        }
      }
      const loadAfter = loadavg()[0]?.toFixed(2);
      const allOn = mean(on.rates);
      const allOff = mean(off.rates);
      const cpu = (s: Side) => (s.cpu / s.acked).toFixed(1);
      const onFound = verify(on);
      const offFound = verify(off);
      const found = !onFound.includes('MISMATCH') && !offFound.includes('MISMATCH');
      const verdict = judge(
        'embedded ingest, everything on (msgs/s, every point found)',
        grouped(allOn),
        `≥ ${grouped(TARGET)}`,
        allOn >= TARGET && found,
      );
      return [
        `ingest: ${DEVICES} devices, QoS 1, ≤ ${MAX_INFLIGHT} unacknowledged each, ${ROUNDS} alternating rounds of ${MEASURE_S} s a side after ${WARMUP_S} s warm-up; load ${loadBefore} before, ${loadAfter} after`,
        `ingest | rollups, metering, ${RULES} rules | rollups only (rules and metering off)`,
        `msgs/s | ${on.rates.map(grouped).join(', ')} (mean ${grouped(allOn)}) | ${off.rates.map(grouped).join(', ')} (mean ${grouped(allOff)})`,
        `server CPU per message | ${cpu(on)} µs | ${cpu(off)} µs`,
        `stored | ${onFound} | ${offFound}`,
        `ingest: everything on runs at ${(allOn / allOff).toFixed(2)}× the rate without rules and metering; target ≥ ${grouped(TARGET)} msgs/s: ${verdict}`,
      ];
    } finally {
      await off.iot.server.stop();
    }
  } finally {
    await on.iot.server.stop();
  }
}
