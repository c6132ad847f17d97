import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceWithSecret } from '@fleetkey/contract';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll } from 'vitest';
import { createDevice, createType, signedInUser, uniqueId } from './devices';
import type { TestServer } from './test-server';

// Devices over real MQTT for the gateway, telemetry, command and live tests.

/** A signed-in user with one device type and one device (with its secret). */
export interface Owner {
  client: ApiClient;
  userId: string;
  devtype: string;
  device: DeviceWithSecret;
}

/**
 * A list for the MQTT clients the tests of the enclosing describe block connect: each is ended after the
 * tests, before a server the block set up earlier closes.
 */
export function clientsEndedAfterTests(): MqttClient[] {
  const open: MqttClient[] = [];
  afterAll(() => Promise.all(open.map((client) => client.endAsync())));
  return open;
}

/** A new user, a type of theirs and a device of that type. */
export async function ownerWithDevice(server: TestServer): Promise<Owner> {
  const { client, user } = await signedInUser(server);
  const { devtype } = await createType(client, uniqueId('meter'));
  const device = await createDevice(client, devtype);
  return { client, userId: user.id, devtype, device };
}

/** The device's topic of a message type: dev/{devtype}/{devid}/{kind}. */
export function deviceTopic(device: { devtype: string; devid: string }, kind: string): string {
  return `dev/${device.devtype}/${device.devid}/${kind}`;
}

/** Connects as the device (client id and username devid, password secret) to `url`; rejects when refused. */
export function connectDevice(
  url: string,
  device: { devid: string; devsecret: string },
  options: IClientOptions = {},
): Promise<MqttClient> {
  return mqtt.connectAsync(url, {
    clientId: device.devid,
    username: device.devid,
    password: device.devsecret,
    reconnectPeriod: 0,
    ...options,
  });
}

/** Settles when the client's connection closes. */
export function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.once('close', () => resolve()));
}

/** The next message on a topic the client subscribed to. */
export function nextMessage(
  client: MqttClient,
  topicPrefix: string,
): Promise<{ topic: string; payload: Buffer }> {
  return new Promise((resolve) => {
    const onMessage = (topic: string, payload: Buffer) => {
      if (!topic.startsWith(topicPrefix)) return;
      client.off('message', onMessage);
      resolve({ topic, payload });
    };
    client.on('message', onMessage);
  });
}

/** The longest pause between two reads of `eventually`. */
const POLL_PAUSE_MAX_MS = 250;

/** Polls until `read` answers what `done` accepts (for state only the database shows). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
  /** The first pause between reads: a read that costs the server work (several calls) starts slower. */
  intervalMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // The pause grows to POLL_PAUSE_MAX_MS: a wait that lasts (a loaded machine) reads a few times a second, not
  // fifty, as every read costs the loaded machine a request, a query and an answer.
  let pause = intervalMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.max(pause, Math.min(pause * 1.5, POLL_PAUSE_MAX_MS));
  }
}

/** The stored status and times of a device. */
export function storedStatus(server: TestServer, devid: string) {
  return server.db
    .selectFrom('devices')
    .select(['status', 'lastOnlineAt', 'lastOfflineAt'])
    .where('devid', '=', devid)
    .executeTakeFirstOrThrow();
}
