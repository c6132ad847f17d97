import { provisionDevices, type SimDevice } from '@fleetkey/device-sim';
import Sqlite from 'better-sqlite3';
import { loadavg } from 'node:os';
import { startIotBenchServer, type IotBenchServer } from './iot-server';
import { microsPerRequest } from './server-process';
import { saturatedRun } from './saturated-run';
import { judge } from './summary';

// Usage metering in the ingest path (issue 20): the same 200 meters (3 points a message, QoS 1) publish as
// fast as the server acknowledges to two servers side by side, one with FUNDS_METERING=1 and one with 0.
// The runs alternate (on, off, on, off, …) so that what else the machine does weighs on both alike; the
// target is metering within 5 % of the rate without it. The servers' CPU time per acknowledged message is
// reported beside the rates: on a busy machine it moves far less than a rate does. Afterwards the metered
// server's usage rows must hold every acknowledged message and point.

const DEVICES = 200;
const MAX_INFLIGHT = 100;
const OFFERED_RATE = 60_000;
const WARMUP_S = 2;
const MEASURE_S = 8;
const ROUNDS = 4;
/** Longer than the metered server's flush interval (FUNDS_USAGE_FLUSH_MS, default 5 s). */
const FLUSH_WAIT_MS = 6_000;

interface Variant {
  name: string;
  iot: IotBenchServer;
  devices: SimDevice[];
  rates: number[];
  acked: number;
  /** Server CPU time over the runs (µs), undefined where /proc cannot tell. */
  cpu: number | undefined;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rounded = (value: number) => Math.round(value).toLocaleString('en');

async function variant(name: string, metering: '0' | '1'): Promise<Variant> {
  const iot = await startIotBenchServer({ FUNDS_METERING: metering });
  const devices = await provisionDevices(iot.client, {
    count: DEVICES,
    devtype: 'bench-meter',
    prefix: `metering-${metering}-${Date.now()}`,
  });
  return { name, iot, devices, rates: [], acked: 0, cpu: 0 };
}

/** Runs the comparison; answers the report lines. */
export async function benchMetering(): Promise<string[]> {
  const on = await variant('metering on', '1');
  const off = await variant('metering off', '0');
  const loadBefore = load();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? [on, off] : [off, on]) {
        const cpuBefore = side.iot.server.cpuMicros();
        const { rate, stats } = await saturatedRun(
          {
            brokerUrl: side.iot.mqttUrl,
            devices: side.devices,
            rate: OFFERED_RATE,
            qos: 1,
            maxInflight: MAX_INFLIGHT,
          },
          { warmupS: WARMUP_S, measureS: MEASURE_S },
        );
        side.rates.push(rate);
        side.acked += stats.acked;
        const cpuAfter = side.iot.server.cpuMicros();
        side.cpu =
          side.cpu === undefined || cpuBefore === undefined || cpuAfter === undefined
            ? undefined
            : side.cpu + cpuAfter - cpuBefore;
      }
    }
    const loadAfter = load();
    await new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS));
    const db = new Sqlite(on.iot.dbFile, { readonly: true });
    let counted: { messages: number; points: number } | undefined;
    try {
      counted = db
        .prepare<{ ids: string }, { messages: number; points: number }>(
          `select coalesce(sum(messages), 0) as messages, coalesce(sum(points), 0) as points from device_usage
           where devid in (select value from json_each(:ids))`,
        )
        .get({ ids: JSON.stringify(on.devices.map((d) => d.devid)) });
    } finally {
      db.close();
    }
    const withMetering = mean(on.rates);
    const without = mean(off.rates);
    const difference = (100 * (withMetering - without)) / without;
    const cpuOn = microsPerRequest(0, on.cpu, on.acked);
    const cpuOff = microsPerRequest(0, off.cpu, off.acked);
    const cpuLine =
      cpuOn === undefined || cpuOff === undefined
        ? 'metering: server CPU per message n/a'
        : `metering: server CPU per acknowledged message: on ${cpuOn.toFixed(1)} µs, off ${cpuOff.toFixed(1)} µs (${cpuOn >= cpuOff ? '+' : ''}${((100 * (cpuOn - cpuOff)) / cpuOff).toFixed(1)} %)`;
    const verdict =
      counted?.messages === on.acked && counted.points === on.acked * 3
        ? 'all counted'
        : `MISMATCH: ${counted?.messages} messages, ${counted?.points} points counted`;
    return [
      `metering: ${DEVICES} devices, QoS 1, ≤ ${MAX_INFLIGHT} unacknowledged each, ${ROUNDS} alternating rounds of ${MEASURE_S} s per side after ${WARMUP_S} s warm-up; load average ${loadBefore} before, ${loadAfter} after`,
      `metering: on ${on.rates.map(rounded).join(', ')} msgs/s (mean ${rounded(withMetering)}); off ${off.rates.map(rounded).join(', ')} msgs/s (mean ${rounded(without)})`,
      `metering: difference ${difference >= 0 ? '+' : ''}${difference.toFixed(1)} % — target within 5 %: ${judge('ingest with metering vs without (%)', difference.toFixed(1), '≥ −5', difference >= -5)}`,
      cpuLine,
      `metering: ${on.acked.toLocaleString('en')} messages acknowledged by the metered server → ${verdict}`,
    ];
  } finally {
    await on.iot.server.stop();
    await off.iot.server.stop();
  }
}
