import { provisionDevices, startSimulation, type SimDevice } from '@fleetkey/device-sim';
import type { RuleActionView, RuleBodyInput, RuleView } from '@fleetkey/contract';
import mqtt from 'mqtt';
import { createServer } from 'node:http';
import { percentile } from './percentile';
import { startIotBenchServer, type IotBenchServer } from './iot-server';
import { judge } from './summary';

// Rules in the ingest path (issue 16): the same 200 meters publish as fast as the server acknowledges, first
// with no rule, then with 1,000 enabled rules over them (999 watching their points, timers and events, and
// one that fires a webhook on an event). While the second phase runs, a device sends TRIGGERS events spaced
// out; the local webhook receiver measures when each action started after its rule fired (the call's `at`).

const DEVICES = 200;
const MAX_INFLIGHT = 100;
const OFFERED_RATE = 60_000;
const WARMUP_S = 3;
const MEASURE_S = 12;
const TRIGGERS = 200;
const TRIGGER_GAP_MS = 40;
const RULES = 1000;
const BATCH = 100;

/** The rules that watch the meters without firing: points above reach, ranges, timers, events. */
export function watchingRules(devtype: string, count: number): RuleBodyInput[] {
  const points = ['voltage', 'current', 'power'];
  return Array.from({ length: count }, (_, i): RuleBodyInput => {
    const point = points[i % points.length] ?? 'voltage';
    const base = { name: `watch ${i}`, targets: { devtype }, severity: 'minor' as const };
    switch (i % 10) {
      case 0:
        return { ...base, trigger: { kind: 'telemetry', point, operator: 'outside', low: -1e6, high: 1e6 } };
      case 1:
        return {
          ...base,
          trigger: { kind: 'telemetry', point, operator: '>', value: 10_000 + i, forSeconds: 30 },
        };
      case 2:
        return { ...base, trigger: { kind: 'noData', minutes: 60 } };
      case 3:
        return { ...base, trigger: { kind: 'offline', minutes: 10 } };
      case 4:
        return { ...base, trigger: { kind: 'event', code: `never_${i}` } };
      case 5:
        return { ...base, trigger: { kind: 'telemetry', point, operator: 'change', value: 1e6 } };
      default:
        return { ...base, trigger: { kind: 'telemetry', point, operator: '>=', value: 10_000 + i } };
    }
  });
}

/** Messages acknowledged per second over MEASURE_S after WARMUP_S, by the meters. */
async function ingestRate(iot: IotBenchServer, devices: readonly SimDevice[], during?: () => Promise<void>) {
  let acked = 0;
  const simulation = await startSimulation({
    brokerUrl: iot.mqttUrl,
    devices,
    rate: OFFERED_RATE,
    qos: 1,
    maxInflight: MAX_INFLIGHT,
    onAck: () => {
      acked += 1;
    },
  });
  await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  const startAcked = acked;
  const started = performance.now();
  const side = during?.();
  await new Promise((resolve) => setTimeout(resolve, MEASURE_S * 1000));
  const rate = (acked - startAcked) / ((performance.now() - started) / 1000);
  await side;
  await simulation.stop();
  return rate;
}

/** Runs the rules scenario on a server of its own; answers the report lines. */
export async function benchRules(): Promise<string[]> {
  const iot = await startIotBenchServer({ RULE_WEBHOOK_ALLOW_PRIVATE: '1' });
  // From the firing (the rule evaluated the stored event) to the webhook's arrival, and from the device's send.
  const latencies: number[] = [];
  const sendToAction: number[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const arrived = Date.now();
      const call = JSON.parse(body) as { at: number; values: { event: { desc: string } } };
      latencies.push(arrived - call.at);
      sendToAction.push(arrived - Number(call.values.event.desc));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const devtype = 'bench-rules-meter';
    const all = await provisionDevices(iot.client, {
      count: DEVICES + 1,
      devtype,
      prefix: `rules-${Date.now()}`,
    });
    const meters = all.slice(0, DEVICES);
    const trigger = all[DEVICES];
    if (!trigger) throw new Error('no trigger device');

    const bare = await ingestRate(iot, meters);

    const hook = await iot.client.post<RuleActionView>('/rule_actions', {
      body: {
        name: 'bench hook',
        kind: 'webhook',
        url: `http://127.0.0.1:${port}/`,
        secret: 'bench-secret-0123456789',
      },
    });
    const bodies: RuleBodyInput[] = [
      {
        name: 'bench trigger',
        targets: { devtype, devids: [trigger.devid] },
        severity: 'info',
        record: false,
        trigger: { kind: 'event', code: 'bench_trigger' },
        actionIds: [hook.id],
      },
      ...watchingRules(devtype, RULES - 1),
    ];
    for (let i = 0; i < bodies.length; i += BATCH)
      await iot.client.post<RuleView[]>('/rules/batch/create', {
        body: { rules: bodies.slice(i, i + BATCH) },
      });

    const sender = await mqtt.connectAsync(iot.mqttUrl, {
      clientId: trigger.devid,
      username: trigger.devid,
      password: trigger.devsecret,
      reconnectPeriod: 0,
    });
    // Spaced out, not waiting for each acknowledgement (under saturating load the store takes its turn).
    const fireTriggers = async () => {
      const sent: Promise<unknown>[] = [];
      for (let i = 0; i < TRIGGERS; i += 1) {
        const event = { code: 'bench_trigger', type: 'log', desc: String(Date.now()) };
        sent.push(
          sender.publishAsync(`dev/${devtype}/${trigger.devid}/event`, JSON.stringify(event), { qos: 1 }),
        );
        await new Promise((resolve) => setTimeout(resolve, TRIGGER_GAP_MS));
      }
      await Promise.all(sent);
    };
    const ruled = await ingestRate(iot, meters, fireTriggers);
    const deadline = Date.now() + 15_000;
    while (latencies.length < TRIGGERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await sender.endAsync();

    const sorted = [...latencies].sort((a, b) => a - b);
    const fromSend = [...sendToAction].sort((a, b) => a - b);
    const share = (100 * ruled) / bare;
    const p99 = percentile(sorted, 99);
    return [
      `rules: ${DEVICES} meters, QoS 1, ≤ ${MAX_INFLIGHT} unacknowledged each, ${MEASURE_S} s per phase after ${WARMUP_S} s warm-up`,
      `rules: ingest ${Math.round(bare).toLocaleString('en')} msgs/s with no rule, ${Math.round(ruled).toLocaleString('en')} msgs/s with ${RULES} enabled rules = ${share.toFixed(1)}% — target ≥ 90%: ${judge(`ingest with ${RULES} rules vs none (%)`, share.toFixed(1), '≥ 90', share >= 90)}`,
      `rules: trigger → webhook start over ${sorted.length}/${TRIGGERS} firings under that load: p50 ${percentile(sorted, 50)} ms, p99 ${p99} ms — target p99 ≤ 1000 ms: ${judge('rule trigger → webhook p99 (ms)', String(p99), '≤ 1000', sorted.length === TRIGGERS && p99 <= 1000)}`,
      `rules: (device send → webhook, including the QoS 1 store queue of a saturated server: p50 ${percentile(fromSend, 50)} ms, p99 ${percentile(fromSend, 99)} ms)`,
    ];
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await iot.server.stop();
  }
}
