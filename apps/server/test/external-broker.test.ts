import type { DeviceView, TelemetryPage } from '@fleetkey/contract';
import { DEVICE_TABLE_STATUS } from '@fleetkey/contract';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { uniqueId } from './support/devices';
import { deviceTopic, eventually, ownerWithDevice, storedStatus } from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

const SECRET = 'emqx-shared-secret-0123456789abcdef';

// The server on this machine's Mosquitto (MQTT_URL): the broker signs devices in, the server reads their
// messages through its persistent ingest session. Runs when TEST_MQTT_URL is set.
describe.runIf(process.env.TEST_MQTT_URL).each(testEngines)(
  'device gateway on an external broker ($name)',
  (engine) => {
    const url = process.env.TEST_MQTT_URL ?? '';
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { env: { MQTT_URL: url } });
    });
    afterAll(() => server.close());

    const device = (owner: Awaited<ReturnType<typeof ownerWithDevice>>, will = false) =>
      mqtt.connectAsync(url, {
        clientId: uniqueId('ext'),
        reconnectPeriod: 0,
        ...(will
          ? {
              will: {
                topic: deviceTopic(owner.device, 'status'),
                payload: Buffer.from('offline'),
                qos: 1 as const,
                retain: false,
              },
            }
          : {}),
      });

    it('stores QoS 1 data a device publishes to the broker', async () => {
      const owner = await ownerWithDevice(server);
      const client = await device(owner);
      const time = Date.UTC(2024, 10, 1);
      await client.publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ time, kwh: 12.5 }), {
        qos: 1,
      });
      await client.endAsync();
      const page = await eventually(
        () => owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`),
        (p) => p.totalCount === 1,
      );
      expect(page.result).toEqual([{ time, isodate: new Date(time).toISOString(), kwh: 12.5 }]);
    });

    it('serves an MQTT 5 device end to end: its data is stored and it hears its command', async () => {
      const owner = await ownerWithDevice(server);
      const client = await mqtt.connectAsync(url, {
        clientId: owner.device.devid,
        protocolVersion: 5,
        reconnectPeriod: 0,
      });
      await client.subscribeAsync(deviceTopic(owner.device, 'cmd/#'), { qos: 1 });
      const time = Date.UTC(2024, 10, 3);
      await client.publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ time, kwh: 7 }), {
        qos: 1,
      });
      await client.publishAsync(deviceTopic(owner.device, 'status'), 'online', { qos: 1 });
      const page = await eventually(
        () => owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`),
        (p) => p.totalCount === 1,
      );
      expect(page.result[0]).toEqual({ time, isodate: new Date(time).toISOString(), kwh: 7 });
      await eventually(
        () => storedStatus(server, owner.device.devid),
        (row) => row.status === 'online',
      );
      const heard = new Promise<string>((resolve) => client.once('message', (topic) => resolve(topic)));
      await owner.client.put(`/devices/${owner.device.devid}/commands/reboot`);
      expect(await heard).toBe(deviceTopic(owner.device, 'cmd/reboot'));
      await client.endAsync();
    });

    it('follows status messages: online, faulty, and offline from the last will when the connection breaks', async () => {
      const owner = await ownerWithDevice(server);
      const client = await device(owner, true);
      await client.publishAsync(deviceTopic(owner.device, 'status'), '{"status":"online"}', { qos: 1 });
      await eventually(
        () => storedStatus(server, owner.device.devid),
        (row) => row.status === 'online',
      );
      await client.publishAsync(deviceTopic(owner.device, 'status'), 'faulty', { qos: 1 });
      await eventually(
        () => storedStatus(server, owner.device.devid),
        (row) => row.status === 'faulty',
      );
      expect((await owner.client.get<DeviceView>(`/devices/${owner.device.devid}`)).status).toBe(
        DEVICE_TABLE_STATUS.faulty,
      );
      client.stream.destroy();
      const offline = await eventually(
        () => storedStatus(server, owner.device.devid),
        (row) => row.status === 'offline',
      );
      expect(offline.lastOfflineAt).toBeGreaterThan(0);
    });

    it('ignores messages on topics of devices that do not exist or of the wrong type', async () => {
      const owner = await ownerWithDevice(server);
      const client = await device(owner);
      const time = Date.UTC(2024, 10, 2);
      await client.publishAsync(`dev/${owner.devtype}/no-such-device/data`, JSON.stringify({ time, x: 1 }), {
        qos: 1,
      });
      await client.publishAsync(`dev/other-type/${owner.device.devid}/data`, JSON.stringify({ time, x: 1 }), {
        qos: 1,
      });
      await client.publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ time, y: 2 }), {
        qos: 1,
      });
      await client.endAsync();
      // Messages of one publisher arrive in order: once the last is stored, the others were judged.
      const page = await eventually(
        () => owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`),
        (p) => p.totalCount === 1,
      );
      expect(page.result[0]).toEqual({ time, isodate: new Date(time).toISOString(), y: 2 });
    });
  },
);

describe.each(testEngines)('HTTP authentication for an external broker cluster (EMQX) ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { MQTT_HTTP_AUTH_SECRET: SECRET, MQTT_URL: 'mqtt://fleetkey:server-pass@127.0.0.1:1883' },
    });
  });
  afterAll(() => server.close());

  const ask = async (path: string, body: object, secret = SECRET) => {
    const response = await fetch(`${server.origin}/v1/mqtt/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it.runIf(process.env.TEST_MQTT_URL)(
    'allows a device with its secret and denies a wrong one; the server user is superuser',
    async () => {
      const { device } = await ownerWithDevice(server);
      const { devid } = device;
      expect(await ask('auth', { clientid: devid, username: devid, password: device.devsecret })).toEqual({
        status: 200,
        body: { result: 'allow', is_superuser: false },
      });
      expect((await ask('auth', { clientid: devid, username: devid, password: 'nope' })).body).toEqual({
        result: 'deny',
      });
      // Its own secret, another client id: no device takes over another's session.
      expect(
        (await ask('auth', { clientid: 'c1', username: devid, password: device.devsecret })).body,
      ).toEqual({
        result: 'deny',
      });
      expect((await ask('auth', { username: 'fleetkey', password: 'server-pass' })).body).toEqual({
        result: 'allow',
        is_superuser: true,
      });
      expect((await ask('auth', { username: 'fleetkey', password: 'guess' })).body).toEqual({
        result: 'deny',
      });
      expect(
        (
          await ask(
            'auth',
            { username: device.devid, password: device.devsecret },
            'wrong-secret-wrong-secret-wrong-secret',
          )
        ).status,
      ).toBe(401);
    },
  );

  it.runIf(process.env.TEST_MQTT_URL)(
    'locks a device id out for a minute after 10 wrong secrets, even with the right one',
    async () => {
      const { device } = await ownerWithDevice(server);
      const { devid } = device;
      for (let i = 0; i < 10; i++)
        expect(
          (await ask('auth', { clientid: devid, username: devid, password: `wrong-${i}` })).body,
        ).toEqual({
          result: 'deny',
        });
      expect(
        (await ask('auth', { clientid: devid, username: devid, password: device.devsecret })).body,
      ).toEqual({
        result: 'deny',
      });
      await server.newClient().put('/test/clock', { body: { advanceMs: 61_000 } });
      expect(
        (await ask('auth', { clientid: devid, username: devid, password: device.devsecret })).body,
      ).toEqual({
        result: 'allow',
        is_superuser: false,
      });
    },
  );

  it.runIf(process.env.TEST_MQTT_URL)('authorizes a device on its own topics only', async () => {
    const mine = await ownerWithDevice(server);
    const theirs = await ownerWithDevice(server);
    const acl = (topic: string, action: string) => ask('acl', { username: mine.device.devid, topic, action });
    expect((await acl(deviceTopic(mine.device, 'data'), 'publish')).body).toEqual({ result: 'allow' });
    expect((await acl(deviceTopic(mine.device, 'cmd/#'), 'subscribe')).body).toEqual({ result: 'allow' });
    expect((await acl(deviceTopic(mine.device, 'cmd/reboot'), 'publish')).body).toEqual({ result: 'deny' });
    expect((await acl(deviceTopic(theirs.device, 'data'), 'publish')).body).toEqual({ result: 'deny' });
    expect((await acl('dev/+/+/data', 'subscribe')).body).toEqual({ result: 'deny' });
  });
});
