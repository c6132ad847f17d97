import { ApiClient, createMemoryCookieJar } from '@fleetkey/api-client';
import type { DeviceWithSecret, SessionUser } from '@fleetkey/contract';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestEngine } from './support/databases';
import { createType, uniqueId } from './support/devices';
import { eventually } from './support/mqtt-devices';
import { serverNode, type ServerNode } from './support/server-process';
import { startShippedMosquitto, type ShippedMosquitto } from './support/shipped-mosquitto';

// Two server processes sharing one PostgreSQL database and one ingest group on Mosquitto (the shipped
// configuration): every message a device was told was received is stored exactly once — with no fault at
// all, while devices send time-less messages the two nodes stamp in the same milliseconds, and when one
// node is killed with SIGKILL under load and started again. Each test prints its figures.

const DEVICES = 10;
const GROUP = 'fleetkey-two-nodes';
const TEST_TIMEOUT_MS = 180_000;

interface Device {
  devid: string;
  topic: string;
  client: MqttClient;
}

/** A user with DEVICES devices of one type, each connected to the broker as itself. */
async function connectedDevices(origin: string, brokerUrl: string): Promise<Device[]> {
  const api = new ApiClient({ origin, cookieJar: createMemoryCookieJar() });
  await api.post<SessionUser>('/test/session', { body: { role: 0 } });
  const { devtype } = await createType(api, uniqueId('meter'));
  return Promise.all(
    Array.from({ length: DEVICES }, async () => {
      const { devid } = await api.post<DeviceWithSecret>('/devices', {
        body: { devid: uniqueId('dev'), devtype },
      });
      const client = await mqtt.connectAsync(brokerUrl, { clientId: devid, reconnectPeriod: 100 });
      return { devid, topic: `dev/${devtype}/${devid}/data`, client };
    }),
  );
}

/** Per device, the `seq` values stored (time-less rows) and how many rows there are. */
async function storedSeqs(databaseUrl: string, devices: readonly Device[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ devid: string; num: number }>(
      `select devid, num from telemetry where key = 'seq' and devid = any($1)`,
      [devices.map((device) => device.devid)],
    );
    const seqs = new Map<string, Set<number>>(devices.map((device) => [device.devid, new Set()]));
    for (const row of result.rows) seqs.get(row.devid)?.add(Number(row.num));
    const distinct = [...seqs.values()].reduce((sum, set) => sum + set.size, 0);
    return { seqs, rows: result.rows.length, distinct, duplicates: result.rows.length - distinct };
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_MQTT_URL && process.env.TEST_DATABASE_URL)(
  'two nodes sharing one ingest group (PostgreSQL, shipped Mosquitto)',
  () => {
    const postgres = testEngines.find((engine) => engine.name === 'postgres') as TestEngine;
    let mosquitto: ShippedMosquitto;
    let database: { url: string; drop: () => Promise<void> };
    let nodes: ServerNode[];
    const devices: Device[] = [];
    beforeAll(async () => {
      mosquitto = await startShippedMosquitto();
      database = await postgres.create('');
      const env = { DATABASE_URL: database.url, MQTT_URL: mosquitto.url, MQTT_SHARED_GROUP: GROUP };
      nodes = [await serverNode('node-a', env), await serverNode('node-b', env)];
      // One after the other: the first runs the migrations.
      for (const node of nodes) await node.start();
    }, 90_000);
    afterAll(async () => {
      await Promise.all(devices.map((device) => device.client.endAsync()));
      for (const node of nodes) await node.kill('SIGTERM');
      await Promise.all(nodes.map((node) => node.dispose()));
      await mosquitto.close();
      await database.drop();
    });

    it(
      'stores 10,000 time-less messages as 10,000 rows',
      async () => {
        const group = await connectedDevices(nodes[0]!.origin, mosquitto.url);
        devices.push(...group);
        const perDevice = 10_000 / DEVICES;
        await Promise.all(
          group.flatMap((device) =>
            Array.from({ length: perDevice }, (_, seq) =>
              device.client.publishAsync(device.topic, JSON.stringify({ seq }), { qos: 1 }),
            ),
          ),
        );
        const stored = await eventually(
          () => storedSeqs(database.url, group),
          (figures) => figures.rows >= 10_000,
          60_000,
        ).catch(() => storedSeqs(database.url, group));
        console.log(
          `two nodes, time-less: sent 10000, acknowledged 10000, stored ${stored.rows} rows ` +
            `(${stored.distinct} distinct), duplicates ${stored.duplicates}`,
        );
        expect(stored.distinct).toBe(10_000);
        expect(stored.rows).toBe(10_000);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'loses and duplicates nothing when one node is killed (SIGKILL) under load and started again',
      async () => {
        const group = await connectedDevices(nodes[0]!.origin, mosquitto.url);
        devices.push(...group);
        let sent = 0;
        const acked = new Map<string, Set<number>>(group.map((device) => [device.devid, new Set()]));
        const inFlight: Promise<void>[] = [];
        let seq = 0;
        const timer = setInterval(() => {
          const i = seq++;
          for (const device of group) {
            sent += 1;
            inFlight.push(
              device.client
                .publishAsync(device.topic, JSON.stringify({ seq: i, v: i % 7 }), { qos: 1 })
                .then(() => void acked.get(device.devid)?.add(i)),
            );
          }
        }, 5);
        const victim = nodes[1]!;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await victim.kill('SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await victim.start();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        clearInterval(timer);
        await Promise.all(inFlight);

        const ackedCount = [...acked.values()].reduce((sum, set) => sum + set.size, 0);
        const allStored = (figures: Awaited<ReturnType<typeof storedSeqs>>) =>
          [...acked].every(([devid, seqs]) => [...seqs].every((i) => figures.seqs.get(devid)?.has(i)));
        const stored = await eventually(() => storedSeqs(database.url, group), allStored, 60_000).catch(() =>
          storedSeqs(database.url, group),
        );
        console.log(
          `two nodes, one killed under load: sent ${sent}, acknowledged ${ackedCount}, ` +
            `stored ${stored.rows} rows (${stored.distinct} distinct), duplicates ${stored.duplicates}`,
        );
        expect(allStored(stored)).toBe(true);
        expect(stored.distinct).toBe(ackedCount);
        expect(stored.duplicates).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );
  },
);
