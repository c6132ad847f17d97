import { randomBytes } from 'node:crypto';
import { firmwareApi, type ApiClient } from '@fleetkey/api-client';
import { provisionDevices, startSimulation, type SimDevice } from '@fleetkey/device-sim';
import type { IotBenchServer } from './iot-server';
import { percentile } from './percentile';
import { judge } from './summary';

// Firmware updates at scale (issue 15). Downloads: 200 simulated devices take an 8 MB image at once (each
// hashes it as it comes, so the load generator holds none of it) while the server's RSS is sampled; the
// figure is the bytes delivered over the time from notify to the last device's success. Dispatch: 1,000
// devices are notified of a small image, each timed from the notify call to its first `downloading` report
// acknowledged by the broker (the server has applied it by then).

const IMAGE_BYTES = 8 * 1024 * 1024;
const DOWNLOADERS = 200;
const NOTIFIED = 1000;
const SMALL_IMAGE_BYTES = 64 * 1024;
const RSS_SAMPLE_MS = 50;
const DEADLINE_MS = 300_000;

const MB = 1024 * 1024;

async function uploadImage(
  client: ApiClient,
  devtype: string,
  version: string,
  bytes: number,
): Promise<void> {
  await firmwareApi(client).upload(devtype, version, {
    file: new Blob([randomBytes(bytes)]),
    fileName: `${devtype}-${version}.bin`,
  });
}

/** The devices as a fleet that sends no data and takes firmware updates from the server, reporting each step. */
const updatingFleet = (
  { mqttUrl, server }: Pick<IotBenchServer, 'mqttUrl' | 'server'>,
  devices: SimDevice[],
  onReport?: (device: SimDevice, state: string) => void,
) =>
  startSimulation({
    brokerUrl: mqttUrl,
    devices,
    rate: 0,
    qos: 1,
    eventEvery: 0,
    ota: { httpBase: server.origin, onReport },
  });

/** Resolves once `done()` holds, checking every few milliseconds; rejects past the deadline. */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`OTA bench: ${what} did not happen within ${DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function benchDownloads({ client, mqttUrl, server }: IotBenchServer, devices: SimDevice[]) {
  const devtype = devices[0]?.devtype ?? '';
  await uploadImage(client, devtype, '2.0.0', IMAGE_BYTES);
  const simulation = await updatingFleet({ mqttUrl, server }, devices);
  const rssBefore = server.rssBytes() ?? 0;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssBytes() ?? 0)), RSS_SAMPLE_MS);
  try {
    const started = performance.now();
    await firmwareApi(client).notify(devtype, '2.0.0', {
      upgrade_type: 'all',
      batchSize: devices.length,
      batchIntervalSeconds: 0,
    });
    await until(() => {
      const { updated, failed } = simulation.stats().ota;
      return updated + failed >= devices.length;
    }, `${devices.length} downloads`);
    const seconds = (performance.now() - started) / 1000;
    const { updated, failed } = simulation.stats().ota;
    return { seconds, updated, failed, rssGrowth: rssPeak - rssBefore };
  } finally {
    clearInterval(sampler);
    await simulation.stop();
  }
}

async function benchDispatch({ client, mqttUrl, server }: IotBenchServer, devices: SimDevice[]) {
  const devtype = devices[0]?.devtype ?? '';
  await uploadImage(client, devtype, '2.0.0', SMALL_IMAGE_BYTES);
  let notifiedAt = 0;
  const latencies: number[] = [];
  const simulation = await updatingFleet({ mqttUrl, server }, devices, (_device, state) => {
    if (state === 'downloading' && notifiedAt > 0) latencies.push(performance.now() - notifiedAt);
  });
  try {
    // Every device's first report is `downloading` at 0 %; later ones (25 %…) come after it.
    notifiedAt = performance.now();
    await firmwareApi(client).notify(devtype, '2.0.0', {
      upgrade_type: 'all',
      batchSize: devices.length,
      batchIntervalSeconds: 0,
    });
    await until(() => simulation.stats().ota.updated >= devices.length, `${devices.length} updates`);
    return latencies;
  } finally {
    await simulation.stop();
  }
}

/** Runs the OTA scenarios; answers the report lines. */
export async function benchOta(iot: IotBenchServer): Promise<string[]> {
  const run = Date.now().toString(36);
  const downloaders = await provisionDevices(iot.client, {
    count: DOWNLOADERS,
    devtype: `bench-ota-dl-${run}`,
    prefix: `otadl-${run}`,
  });
  const notified = await provisionDevices(iot.client, {
    count: NOTIFIED,
    devtype: `bench-ota-n-${run}`,
    prefix: `otan-${run}`,
  });

  const downloads = await benchDownloads(iot, downloaders);
  const throughput = (downloads.updated * IMAGE_BYTES) / MB / downloads.seconds;
  const growth = downloads.rssGrowth / MB;
  const latencies = (await benchDispatch(iot, notified)).sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  return [
    `OTA downloads: ${downloads.updated} devices × ${IMAGE_BYTES / MB} MB (${downloads.failed} failed) in ` +
      `${downloads.seconds.toFixed(1)} s — ${throughput.toFixed(0)} MB/s (target ≥ 200: ${judge('OTA downloads (MB/s)', throughput.toFixed(0), '≥ 200', throughput >= 200 && downloads.failed === 0)}); ` +
      `server RSS growth ${growth.toFixed(0)} MB (target ≤ 100: ${judge('OTA server RSS growth (MB)', growth.toFixed(0), '≤ 100', growth <= 100)})`,
    `OTA notify → first downloading report, ${latencies.length} of ${NOTIFIED} devices: ` +
      `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
  ];
}
