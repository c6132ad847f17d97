import type { HealthStatus } from '@fleetkey/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_MARKER } from '../src/modules/iot/telemetry/telemetry-rows';
import { testEngines, type TestEngine } from './support/databases';
import { connectDevice, deviceTopic, eventually, ownerWithDevice, type Owner } from './support/mqtt-devices';
import { startShippedMosquitto, type ShippedMosquitto } from './support/shipped-mosquitto';
import { startTcpProxy, throughProxy, type TcpProxy } from './support/tcp-proxy';
import { startTestServer, type TestServer } from './support/test-server';

// A dependency taken away under QoS 1 load, through a TCP proxy the test cuts: the server stays up, says so
// in /v1/health, refuses commands with 503, and once the dependency is back stores every message a broker
// acknowledged to a device, each exactly once. Each test prints its figures. Five seconds prove it as well as
// thirty did (the server notices the cut at once and holds what arrives; no timer of its own runs out), and
// leave the CI run 50 s shorter.

const OUTAGE_MS = 5_000;
const SEND_EVERY_MS = 2;
// The broker outage lasts until the broker holds more for the server than Mosquitto's default queue of 1,000
// messages per client would keep, so that the test proves the shipped file's queue limits, however slow
// the machine.
const QUEUED_DURING_OUTAGE = 1_500;
const BASE = Date.UTC(2025, 0, 1);
const TEST_TIMEOUT_MS = 150_000;

/** Publishes message i (3 points at BASE + i ms) every few ms until `stop`; counts what was acknowledged. */
function steadyLoad(client: MqttClient, topic: string) {
  let sent = 0;
  const acked = new Set<number>();
  const inFlight: Promise<void>[] = [];
  const timer = setInterval(() => {
    const i = sent++;
    const payload = JSON.stringify({ time: BASE + i, voltage: 220, current: i % 100, power: i });
    inFlight.push(client.publishAsync(topic, payload, { qos: 1 }).then(() => void acked.add(i)));
  }, SEND_EVERY_MS);
  return {
    acked,
    get sent() {
      return sent;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

/** Stored messages of a device by time: how many rows each (time, point) has, so duplicates show. */
async function storedFigures(server: TestServer, devid: string) {
  const rows = await server.db
    .selectFrom('telemetry')
    .select((eb) => ['ts', 'key', eb.fn.countAll<number | string>().as('copies')])
    .where('devid', '=', devid)
    .where('key', '<>', ROW_MARKER)
    .groupBy(['ts', 'key'])
    .execute();
  const times = new Set(rows.map((row) => Number(row.ts) - BASE));
  const duplicates = rows.filter((row) => Number(row.copies) > 1).length;
  return { times, points: rows.length, duplicates };
}

async function health(server: TestServer): Promise<{ status: number; body: HealthStatus }> {
  const response = await fetch(`${server.origin}/v1/health`);
  const json = (await response.json()) as { data: HealthStatus };
  return { status: response.status, body: json.data };
}

/** The health answer once it has this status. */
function healthOnce(server: TestServer, status: number, timeoutMs?: number) {
  return eventually(
    () => health(server),
    (answer) => answer.status === status,
    timeoutMs,
  );
}

async function commandStatus(owner: Owner): Promise<{ status: number; code?: string }> {
  const response = await owner.client
    .put(`/devices/${owner.device.devid}/commands/reboot`)
    .then(() => ({ status: 200 }))
    .catch((error: { status: number; code: string }) => ({ status: error.status, code: error.code }));
  return response;
}

describe.runIf(process.env.TEST_MQTT_URL)(
  'ingest through a 5 s broker outage (shipped Mosquitto config)',
  () => {
    // PostgreSQL when the suite has it: the engine a deployment with an external broker uses.
    const engine = testEngines[testEngines.length - 1] as TestEngine;
    let mosquitto: ShippedMosquitto;
    let proxy: TcpProxy;
    let server: TestServer;
    beforeAll(async () => {
      mosquitto = await startShippedMosquitto();
      proxy = await startTcpProxy(Number(new URL(mosquitto.url).port));
      server = await startTestServer(engine, { env: { MQTT_URL: `mqtt://127.0.0.1:${proxy.port}` } });
    });
    afterAll(async () => {
      await proxy.restore();
      await server.close();
      await proxy.close();
      await mosquitto.close();
    });

    it(
      'reconnects, reports the outage, refuses commands meanwhile, and stores every acknowledged message once',
      async () => {
        const owner = await ownerWithDevice(server);
        // Devices reach the broker directly: only the server loses it.
        const device = await mqtt.connectAsync(mosquitto.url, {
          clientId: owner.device.devid,
          reconnectPeriod: 50,
        });
        // On an external broker the server knows a device is there from its status.
        await device.publishAsync(deviceTopic(owner.device, 'status'), 'online', { qos: 1 });
        const load = steadyLoad(device, deviceTopic(owner.device, 'data'));
        await new Promise((resolve) => setTimeout(resolve, 2_000));

        await proxy.cut();
        const down = await healthOnce(server, 503);
        expect(down.body).toMatchObject({ status: 'unavailable', database: 'ok', broker: 'down' });
        expect(await commandStatus(owner)).toEqual({ status: 503, code: 'BROKER_UNAVAILABLE' });
        const ackedAtCut = load.acked.size;
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
        await eventually(
          () => Promise.resolve(load.acked.size - ackedAtCut),
          (queued) => queued > QUEUED_DURING_OUTAGE,
          60_000,
        );
        const queued = load.acked.size - ackedAtCut;
        await proxy.restore();

        const up = await healthOnce(server, 200, 20_000);
        expect(up.body).toMatchObject({ status: 'ok', broker: 'ok' });
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await load.stop();
        await device.endAsync();

        const stored = await eventually(
          () => storedFigures(server, owner.device.devid),
          (figures) => [...load.acked].every((i) => figures.times.has(i)),
          60_000,
        );
        console.log(
          `broker outage: sent ${load.sent}, acknowledged by the broker ${load.acked.size} (${queued} while the ` +
            `server was cut off), ` +
            `stored ${stored.times.size} (${stored.points} points), duplicates ${stored.duplicates}`,
        );
        expect(stored.times.size).toBe(load.acked.size);
        expect(stored.points).toBe(3 * load.acked.size);
        expect(stored.duplicates).toBe(0);
        expect(await commandStatus(owner)).toEqual({ status: 200 });
      },
      TEST_TIMEOUT_MS,
    );
  },
);

/** A scratch PostgreSQL database reached through the proxy, so the test can cut the server from it. */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'ingest through a 5 s database outage (embedded broker)',
  () => {
    const postgres = testEngines.find((engine) => engine.name === 'postgres') as TestEngine;
    let proxy: TcpProxy;
    let server: TestServer;
    beforeAll(async () => {
      proxy = await startTcpProxy(Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432));
      server = await startTestServer(throughProxy(postgres, () => proxy));
    });
    afterAll(async () => {
      await proxy.restore();
      await server.close();
      await proxy.close();
    });

    it(
      'stays up, reports the database down, holds messages unacknowledged, then stores every one once',
      async () => {
        const owner = await ownerWithDevice(server);
        const device = await connectDevice(server.bus.url, owner.device, {
          clientId: owner.device.devid,
          reconnectPeriod: 50,
        });
        const load = steadyLoad(device, deviceTopic(owner.device, 'data'));
        await new Promise((resolve) => setTimeout(resolve, 2_000));

        await proxy.cut();
        const down = await healthOnce(server, 503);
        expect(down.body).toMatchObject({ status: 'unavailable', database: 'down', broker: 'ok' });
        const ackedAtCut = load.acked.size;
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
        // Nothing is acknowledged that is not stored: at most what was committing when the cut came.
        expect(load.acked.size - ackedAtCut).toBeLessThan(50);
        await proxy.restore();

        await healthOnce(server, 200, 20_000);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await load.stop();
        await device.endAsync();

        const stored = await storedFigures(server, owner.device.devid);
        console.log(
          `database outage ${OUTAGE_MS / 1000} s: sent ${load.sent}, acknowledged ${load.acked.size}, ` +
            `stored ${stored.times.size} (${stored.points} points), duplicates ${stored.duplicates}`,
        );
        expect(load.acked.size).toBe(load.sent);
        expect(stored.times.size).toBe(load.acked.size);
        expect(stored.points).toBe(3 * load.acked.size);
        expect(stored.duplicates).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );
  },
);
