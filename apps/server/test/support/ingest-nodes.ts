import type { DeviceWithSecret, SessionUser } from '@fleetkey/contract';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testEngines, type TestEngine } from './databases';
import { createType, uniqueId } from './devices';
import { eventually } from './mqtt-devices';
import { serverNode, type ServerNode } from './server-process';
import { startShippedMosquitto, type ShippedMosquitto } from './shipped-mosquitto';
import { testClient } from './test-server';

// Two server processes on one PostgreSQL database and one ingest group of the shipped Mosquitto, for the
// tests that kill a node and count what was stored: the devices that send, and the figures they read back.

/** A device connected to the broker as itself, and the topic it sends its data on. */
export interface IngestDevice {
  devid: string;
  topic: string;
  client: MqttClient;
}

/** Per device, the `seq` values stored (time-less rows), how many rows there are, and how many repeat. */
export interface StoredSeqs {
  seqs: Map<string, Set<number>>;
  rows: number;
  distinct: number;
  duplicates: number;
}

/** A new user with `count` devices of one type, each connected to the broker as itself. */
export async function connectedDevices(
  origin: string,
  brokerUrl: string,
  count: number,
): Promise<IngestDevice[]> {
  const api = testClient(origin);
  await api.post<SessionUser>('/test/session', { body: { role: 0 } });
  const { devtype } = await createType(api, uniqueId('meter'));
  return Promise.all(
    Array.from({ length: count }, async () => {
      const { devid } = await api.post<DeviceWithSecret>('/devices', {
        body: { devid: uniqueId('dev'), devtype },
      });
      const client = await mqtt.connectAsync(brokerUrl, { clientId: devid, reconnectPeriod: 100 });
      return { devid, topic: `dev/${devtype}/${devid}/data`, client };
    }),
  );
}

/** What is stored of these devices' `seq` values, read straight from the database. */
export async function storedSeqs(databaseUrl: string, devices: readonly IngestDevice[]): Promise<StoredSeqs> {
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

/** The `seq` values the broker acknowledged to each device, and whether a reading holds them all. */
export function acknowledgements(devices: readonly IngestDevice[]) {
  const acked = new Map<string, Set<number>>(devices.map((device) => [device.devid, new Set()]));
  return {
    add(devid: string, seq: number) {
      acked.get(devid)?.add(seq);
    },
    count: () => [...acked.values()].reduce((sum, set) => sum + set.size, 0),
    allStored: (figures: StoredSeqs) =>
      [...acked].every(([devid, seqs]) => [...seqs].every((i) => figures.seqs.get(devid)?.has(i))),
  };
}

/** The stored figures once `done` holds, or as they are when `timeoutMs` has passed (the test then says why). */
export function storedOnce(
  databaseUrl: string,
  devices: readonly IngestDevice[],
  done: (figures: StoredSeqs) => boolean,
  timeoutMs: number,
): Promise<StoredSeqs> {
  return eventually(() => storedSeqs(databaseUrl, devices), done, timeoutMs).catch(() =>
    storedSeqs(databaseUrl, devices),
  );
}

/** The shipped broker, the database and the two nodes of a describe block, and the devices it connected. */
export interface TwoIngestNodes {
  readonly mosquitto: ShippedMosquitto;
  readonly databaseUrl: string;
  readonly nodes: readonly [ServerNode, ServerNode];
  /** Devices the tests connect, disconnected after them. */
  readonly devices: IngestDevice[];
}

/**
 * Before the enclosing describe block's tests: a shipped Mosquitto, a new PostgreSQL database and two server
 * nodes (these names) sharing ingest `group` on them; after the tests, all of it stopped and dropped.
 */
export function twoIngestNodes(
  group: string,
  names: [string, string],
  startTimeoutMs: number,
): TwoIngestNodes {
  const postgres = testEngines.find((engine) => engine.name === 'postgres') as TestEngine;
  let started:
    { mosquitto: ShippedMosquitto; database: { url: string; drop: () => Promise<void> } } | undefined;
  let nodes: [ServerNode, ServerNode] | undefined;
  const devices: IngestDevice[] = [];
  beforeAll(async () => {
    const mosquitto = await startShippedMosquitto();
    started = { mosquitto, database: await postgres.create('') };
    const env = { DATABASE_URL: started.database.url, MQTT_URL: mosquitto.url, MQTT_SHARED_GROUP: group };
    nodes = [await serverNode(names[0], env), await serverNode(names[1], env)];
    // One after the other: the first runs the migrations.
    for (const node of nodes) await node.start();
  }, startTimeoutMs);
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.client.endAsync()));
    for (const node of nodes ?? []) await node.kill('SIGTERM');
    await Promise.all((nodes ?? []).map((node) => node.dispose()));
    await started?.mosquitto.close();
    await started?.database.drop();
  });
  const ready = () => {
    if (!started || !nodes) throw new Error('the nodes start in beforeAll: read them in a test');
    return { ...started, nodes };
  };
  return {
    get mosquitto() {
      return ready().mosquitto;
    },
    get databaseUrl() {
      return ready().database.url;
    },
    get nodes() {
      return ready().nodes;
    },
    devices,
  };
}
