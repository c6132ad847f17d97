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

// Two server processes sharing one ingest group on Mosquitto; one is killed (SIGKILL) and stays down. The
// broker keeps routing a share of the messages to the dead node's persistent session: the survivor takes
// that session over, so every message a device was told was received is stored within 30 s of the kill
// (with the default INGEST_TAKEOVER_AFTER_MS), and none twice. Then the killed node starts again under load
// while the survivor holds its session: it waits for the survivor to let go (which stores and acknowledges
// what it was storing first), so nothing is stored twice. The tests print their figures.

const DEVICES = 5;
const PER_DEVICE = 80;
const GROUP = 'fleetkey-takeover';
const WAIT_LIMIT_MS = 30_000;

interface Device {
  devid: string;
  topic: string;
  client: MqttClient;
}

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

/** Per device, the `seq` values stored (time-less rows), and how many rows there are. */
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
  'a node killed for good (PostgreSQL, shipped Mosquitto)',
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
      nodes = [await serverNode('survivor', env), await serverNode('victim', env)];
      // One after the other: the first runs the migrations.
      for (const node of nodes) await node.start();
    }, 240_000);
    afterAll(async () => {
      await Promise.all(devices.map((device) => device.client.endAsync()));
      for (const node of nodes) await node.kill('SIGTERM');
      await Promise.all(nodes.map((node) => node.dispose()));
      await mosquitto.close();
      await database.drop();
    });

    it('stores every acknowledged message within 30 s of the kill, none twice', async () => {
      devices.push(...(await connectedDevices(nodes[0]!.origin, mosquitto.url)));
      const acked = new Map<string, Set<number>>(devices.map((device) => [device.devid, new Set()]));
      const publish = (from: number, to: number) =>
        Promise.all(
          devices.flatMap((device) =>
            Array.from({ length: to - from }, (_, i) =>
              device.client
                .publishAsync(device.topic, JSON.stringify({ seq: from + i }), { qos: 1 })
                .then(() => void acked.get(device.devid)?.add(from + i)),
            ),
          ),
        );
      // Half before the kill, half after it: both nodes' sessions get a share of each.
      await publish(0, PER_DEVICE / 2);
      await nodes[1]!.kill('SIGKILL');
      const killedAt = Date.now();
      await publish(PER_DEVICE / 2, PER_DEVICE);

      const ackedCount = [...acked.values()].reduce((sum, set) => sum + set.size, 0);
      const allStored = (figures: Awaited<ReturnType<typeof storedSeqs>>) =>
        [...acked].every(([devid, seqs]) => [...seqs].every((i) => figures.seqs.get(devid)?.has(i)));
      const stored = await eventually(
        () => storedSeqs(database.url, devices),
        allStored,
        WAIT_LIMIT_MS - (Date.now() - killedAt),
      ).catch(() => storedSeqs(database.url, devices));
      const tookMs = Date.now() - killedAt;
      // A little longer, so a late second copy would show.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await storedSeqs(database.url, devices);
      console.log(
        `one of two nodes killed for good: acknowledged ${ackedCount}, stored ${stored.distinct} ` +
          `${(tookMs / 1000).toFixed(1)} s after the kill, duplicates ${after.duplicates}`,
      );
      expect(allStored(stored)).toBe(true);
      expect(after.distinct).toBe(ackedCount);
      expect(after.duplicates).toBe(0);
    }, 120_000);

    it('the killed node, started again under load while its session is held, waits for it: none twice', async () => {
      const acked = new Map<string, Set<number>>(devices.map((device) => [device.devid, new Set()]));
      let next = PER_DEVICE;
      let sending = true;
      // A steady stream, so that the survivor is storing messages of the held session when it lets go.
      const load = (async () => {
        while (sending) {
          const seq = next++;
          await Promise.all(
            devices.map((device) =>
              device.client
                .publishAsync(device.topic, JSON.stringify({ seq }), { qos: 1 })
                .then(() => void acked.get(device.devid)?.add(seq)),
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await nodes[1]!.start();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      sending = false;
      await load;

      const ackedCount = [...acked.values()].reduce((sum, set) => sum + set.size, 0);
      const allStored = (figures: Awaited<ReturnType<typeof storedSeqs>>) =>
        [...acked].every(([devid, seqs]) => [...seqs].every((i) => figures.seqs.get(devid)?.has(i)));
      const stored = await eventually(
        () => storedSeqs(database.url, devices),
        allStored,
        WAIT_LIMIT_MS,
      ).catch(() => storedSeqs(database.url, devices));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await storedSeqs(database.url, devices);
      const waited = nodes[1]!.lines().some((line) => line.includes('waiting for it to let go'));
      console.log(
        `the killed node started again while its session was held: acknowledged ${ackedCount} more, ` +
          `stored ${after.distinct - PER_DEVICE * DEVICES} of them, duplicates ${after.duplicates}, waited ${waited}`,
      );
      expect(waited).toBe(true);
      expect(allStored(stored)).toBe(true);
      expect(after.duplicates).toBe(0);
    }, 120_000);
  },
);
