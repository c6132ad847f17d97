import type { DeviceWithSecret, SessionUser } from '@fleetkey/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ROW_MARKER } from '../src/modules/iot/telemetry/telemetry-rows';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config';
import { testEngines, type TestEngine } from './support/databases';
import { createType, uniqueId } from './support/devices';
import { eventually } from './support/mqtt-devices';
import { endPersistentSession } from '../src/platform/bus/end-session';
import { testClient } from './support/test-server';

// A server restarted while a device keeps sending QoS 1 loses nothing it acknowledged: the broker
// acknowledges a message only once its points are committed, and the device sends again whatever was
// not acknowledged when the connection dropped.

const BASE = Date.UTC(2024, 9, 1);
// One device's 1,500 messages, each acknowledged after its commit: a few seconds here, but PostgreSQL commits
// slow to tens of milliseconds while the rest of the suite loads the machine. This test is about what is
// kept, not how fast.
const SINGLE_DEVICE_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One database and data folder that several server instances start on in turn. */
async function restartableServer(engine: TestEngine, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fleetkey-durable-'));
  const database = await engine.create(dataDir);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...env,
  });
  let running: AppContext | undefined;
  return {
    origin: `http://127.0.0.1:${port}`,
    config,
    get context(): AppContext {
      if (!running) throw new Error('not running');
      return running;
    },
    async start() {
      running = await buildApp(config);
      await running.app.listen({ port, host: '127.0.0.1' });
    },
    async stop() {
      await running?.app.close();
      running = undefined;
    },
    async dispose() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Restartable = Awaited<ReturnType<typeof restartableServer>>;

async function provisionDevice(origin: string): Promise<DeviceWithSecret & { devtype: string }> {
  const client = testClient(origin);
  await client.post<SessionUser>('/test/session', { body: { role: 0 } });
  const { devtype } = await createType(client, uniqueId('meter'));
  const device = await client.post<DeviceWithSecret>('/devices', {
    body: { devid: uniqueId('dev'), devtype },
  });
  return { ...device, devtype };
}

/** Publishes message i (3 points at BASE + i ms) at QoS 1; resolves with i once acknowledged. */
function publish(client: MqttClient, topic: string, i: number): Promise<number> {
  const payload = JSON.stringify({ time: BASE + i, voltage: 220 + i, current: i, power: i * 2 });
  return client.publishAsync(topic, payload, { qos: 1 }).then(() => i);
}

/** The times (after BASE) of the messages stored, each with all three of its points. */
async function storedTimes(server: Restartable, devid: string): Promise<Set<number>> {
  // One statement, so it sees one moment even while messages are still being stored.
  const rows = await server.context.db
    .selectFrom('telemetry')
    .select((eb) => ['ts', eb.fn.countAll<number | string>().as('points')])
    .where('devid', '=', devid)
    .where('key', '<>', ROW_MARKER)
    .groupBy('ts')
    .execute();
  for (const row of rows) expect(Number(row.points)).toBe(3);
  return new Set(rows.map((row) => Number(row.ts) - BASE));
}

describe.each(testEngines)('durable ingest across a restart, embedded broker ($name)', (engine) => {
  let server: Restartable;
  beforeAll(async () => {
    server = await restartableServer(engine, { MQTT_PORT: String(await freePort()) });
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await server.dispose();
  });

  it(
    'has every acknowledged message stored, and every message once the device has sent it again',
    async () => {
      const device = await provisionDevice(server.origin);
      const topic = `dev/${device.devtype}/${device.devid}/data`;
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.config.mqttPort}`, {
        clientId: device.devid,
        username: device.devid,
        password: device.devsecret,
        // MQTT.js gives up after a refused CONNACK, so this also checks that no device is refused while the
        // server stops and starts.
        reconnectPeriod: 50,
      });
      const acked = new Set<number>();
      const sends: Promise<number>[] = [];
      const TOTAL = 1500;
      const IN_FLIGHT = 500;
      let beforeResend = new Set<number>();
      for (let i = 0; i < TOTAL; i++) {
        if (i === IN_FLIGHT) {
          // Stopped while the first messages are in flight: each is acknowledged by one server or the other.
          // The rest are sent while no server runs, so the stream is cut however fast the machine is (once
          // every message was stored before the stop had closed the connection, and the cut was not tested).
          await server.stop();
          beforeResend = new Set(acked);
        }
        sends.push(publish(client, topic, i).then((n) => (acked.add(n), n)));
        if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await server.start();
      // Part was acknowledged by the stopped server, the rest waits to be sent again.
      expect(beforeResend.size).toBeLessThanOrEqual(IN_FLIGHT);
      const stored = await storedTimes(server, device.devid);
      for (const n of beforeResend) expect(stored.has(n)).toBe(true);

      await Promise.all(sends);
      await client.endAsync();
      const all = await storedTimes(server, device.devid);
      expect(all.size).toBe(TOTAL);
    },
    SINGLE_DEVICE_TIMEOUT_MS,
  );
});

// With an external broker the server's persistent session keeps what devices send while it is down.
describe.runIf(process.env.TEST_MQTT_URL)('durable ingest across a restart, external broker', () => {
  const url = process.env.TEST_MQTT_URL ?? '';
  const ingestClientId = `fleetkey-durable-${process.pid}-${Date.now()}`;
  let server: Restartable;
  beforeAll(async () => {
    server = await restartableServer(testEngines[0]!, {
      MQTT_URL: url,
      MQTT_INGEST_CLIENT_ID: ingestClientId,
    });
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await endPersistentSession(url, ingestClientId);
    await server.dispose();
  });

  it('stores what a device sent while the server was down, once it is back', async () => {
    const device = await provisionDevice(server.origin);
    const topic = `dev/${device.devtype}/${device.devid}/data`;
    const client = await mqtt.connectAsync(url, { clientId: uniqueId('durable'), reconnectPeriod: 50 });
    const sendRange = (from: number, to: number) =>
      Promise.all(Array.from({ length: to - from }, (_, k) => publish(client, topic, from + k)));
    await sendRange(0, 200);
    await eventually(
      () => storedTimes(server, device.devid),
      (times) => times.size === 200,
    );
    await server.stop();
    // The broker takes these while no server is connected.
    await sendRange(200, 700);
    await server.start();
    await sendRange(700, 800);
    await client.endAsync();
    const all = await eventually(
      () => storedTimes(server, device.devid),
      (times) => times.size === 800,
      20_000,
    );
    expect(all.size).toBe(800);
  });
});
