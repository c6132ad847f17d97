import type { LiveServerMessage } from '@fleetkey/contract';
import { provisionDevices, startSimulation } from '@fleetkey/device-sim';
import WebSocket from 'ws';
import type { IotBenchServer } from './iot-server';
import { percentile } from './percentile';
import { judge } from './summary';

// Publish → browser-socket latency: simulated meters publish at a steady rate over MQTT while one signed-in
// real-time socket watches all of them. A row's `time` is when the device published it (same clock), so
// each notify's latency is its arrival time minus that.

const DEVICES = 100;
const RATE = 10_000;
const TARGET_P99_MS = 10;
const WARMUP_S = 2;
const MEASURE_S = 10;

/** Runs the latency scenario; answers the report lines. */
export async function benchLiveLatency({
  client,
  mqttUrl,
  server,
  cookie,
}: IotBenchServer): Promise<string[]> {
  const devices = await provisionDevices(client, {
    count: DEVICES,
    devtype: 'bench-live',
    prefix: `live-${Date.now()}`,
  });
  const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/ws`, { headers: { cookie } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let measuring = false;
  const latencies: number[] = [];
  let subscribed = 0;
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const arrived = Date.now();
      const message = JSON.parse(data.toString('utf8')) as LiveServerMessage;
      if (message.type === 'subscribed' && ++subscribed === DEVICES) resolve();
      if (message.type !== 'notify' || message.msgtype !== 'data' || !measuring) return;
      for (const row of message.payload) latencies.push(arrived - row.time);
    });
  });
  socket.send(JSON.stringify({ type: 'login' }));
  for (const device of devices)
    socket.send(JSON.stringify({ type: 'subscribe', devid: device.devid, events: ['data'] }));
  await ready;

  let acked = 0;
  const simulation = await startSimulation({
    brokerUrl: mqttUrl,
    devices,
    rate: RATE,
    qos: 1,
    onAck: () => {
      if (measuring) acked += 1;
    },
  });
  await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, MEASURE_S * 1000));
  measuring = false;
  await simulation.stop();
  socket.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const verdict = judge(
    `live socket p99 at ${RATE.toLocaleString('en')} msgs/s (ms)`,
    String(p99),
    `≤ ${TARGET_P99_MS}`,
    sorted.length > 0 && p99 <= TARGET_P99_MS,
  );
  return [
    `live: ${DEVICES} devices at ${RATE} msgs/s (QoS 1) watched by one socket, ${MEASURE_S} s`,
    `live: publish → socket latency p50 ${percentile(sorted, 50)} ms, p99 ${p99} ms, max ${sorted.at(-1)} ms over ${sorted.length} notifies (${acked} acknowledged meanwhile) — target p99 ≤ ${TARGET_P99_MS} ms: ${verdict}`,
  ];
}
