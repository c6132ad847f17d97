import type { DeviceSecret, DeviceView } from '@fleetkey/contract';
import { dashboardDeviceStatus, DASHBOARD_DEVICE_STATUS, DEVICE_TABLE_STATUS } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROW_MARKER } from '../src/modules/iot/telemetry/telemetry-rows';
import type { EmbeddedBus } from '../src/platform/bus/bus';
import { createDevice } from './support/devices';
import { testEngines } from './support/databases';
import {
  closed,
  connectDevice,
  deviceTopic,
  eventually,
  ownerWithDevice,
  storedStatus,
} from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

/** The device's stored points (not the markers the storage keeps per row; their retention class aside). */
const pointsOf = (server: TestServer, devid: string) =>
  server.db
    .selectFrom('telemetry')
    .select(['devid', 'key', 'ts', 'num', 'str'])
    .where('devid', '=', devid)
    .where('key', '<>', ROW_MARKER)
    .orderBy('ts')
    .orderBy('key')
    .execute();

describe.each(testEngines)('MQTT device gateway, embedded broker ($name)', (engine) => {
  let server: TestServer;
  let bus: EmbeddedBus;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MQTT_WS_PORT: '0' } });
    if (server.bus.mode !== 'embedded') throw new Error('expected the embedded broker');
    bus = server.bus;
  });
  afterAll(() => server.close());

  it('refuses a wrong secret, an unknown device and a client without credentials', async () => {
    const { device } = await ownerWithDevice(server);
    await expect(connectDevice(bus.url, { ...device, devsecret: 'not-the-secret' })).rejects.toThrow(
      /bad user ?name or password/i,
    );
    await expect(
      connectDevice(bus.url, { devid: 'no-such-device', devsecret: device.devsecret }),
    ).rejects.toThrow(/bad user ?name or password/i);
    await expect(connectDevice(bus.url, { devid: '', devsecret: '' })).rejects.toThrow(
      /bad user ?name or password/i,
    );
  });

  it("refuses a device that signs in with its own secret but another device's client id, across accounts", async () => {
    const victim = await ownerWithDevice(server);
    const intruder = await ownerWithDevice(server);
    const held = await connectDevice(bus.url, victim.device);
    const knockedOff = vi.fn();
    held.on('close', knockedOff);
    await expect(connectDevice(bus.url, intruder.device, { clientId: victim.device.devid })).rejects.toThrow(
      /identifier rejected/i,
    );
    await expect(connectDevice(bus.url, intruder.device, { clientId: 'any-other-id' })).rejects.toThrow(
      /identifier rejected/i,
    );
    expect(held.connected).toBe(true);
    expect(knockedOff).not.toHaveBeenCalled();
    await held.endAsync();
  });

  it("lets a gateway hold its sub-devices' sessions, and no other device's", async () => {
    const { client: api, devtype, device: gateway } = await ownerWithDevice(server);
    const sub = await createDevice(api, devtype);
    const other = await createDevice(api, devtype);
    await api.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: [sub.devid] } });
    const asSub = await connectDevice(bus.url, gateway, { clientId: sub.devid });
    await asSub.endAsync();
    await expect(connectDevice(bus.url, gateway, { clientId: other.devid })).rejects.toThrow(
      /identifier rejected/i,
    );
  });

  it('locks a device id out for a minute after 10 wrong secrets, even for the right one; others sign in', async () => {
    const { device } = await ownerWithDevice(server);
    const { device: neighbour } = await ownerWithDevice(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(connectDevice(bus.url, { ...device, devsecret: `guess-${attempt}` })).rejects.toThrow(
        /bad user ?name or password/i,
      );
    }
    await expect(connectDevice(bus.url, device)).rejects.toThrow(/not authorized/i);
    const fine = await connectDevice(bus.url, neighbour);
    await fine.endAsync();
  });

  it('speaks MQTT 3.1.1 only: an MQTT 5 CONNECT is refused as an unacceptable protocol version', async () => {
    const { device } = await ownerWithDevice(server);
    await expect(connectDevice(bus.url, device, { protocolVersion: 5 })).rejects.toThrow(
      /unacceptable protocol version|unsupported protocol version/i,
    );
  });

  it('acknowledges a QoS 1 data message only once its points are stored', async () => {
    const { device } = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, device);
    const time = Date.UTC(2024, 0, 2, 3, 4, 5);
    await client.publishAsync(
      deviceTopic(device, 'data'),
      JSON.stringify({ time, voltage: 229.5, mode: 'eco', on: true }),
      {
        qos: 1,
      },
    );
    // No waiting: the PUBACK came, so the points are already in the database.
    expect(await pointsOf(server, device.devid)).toEqual([
      { devid: device.devid, key: 'mode', ts: time, num: null, str: 'eco' },
      { devid: device.devid, key: 'on', ts: time, num: 1, str: null },
      { devid: device.devid, key: 'voltage', ts: time, num: 229.5, str: null },
    ]);
    await client.endAsync();
  });

  it("drops a device that publishes under another device's topic, storing nothing for that device", async () => {
    const mine = await ownerWithDevice(server);
    const theirs = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, mine.device);
    const gone = closed(client);
    client.publish(deviceTopic(theirs.device, 'data'), JSON.stringify({ voltage: 1 }), { qos: 1 });
    await gone;
    expect(await pointsOf(server, theirs.device.devid)).toEqual([]);
  });

  it('refuses publishing commands to itself and subscribing outside its own topics', async () => {
    const mine = await ownerWithDevice(server);
    const theirs = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, mine.device);
    await expect(client.subscribeAsync(deviceTopic(mine.device, 'cmd/#'), { qos: 1 })).resolves.toEqual([
      { topic: deviceTopic(mine.device, 'cmd/#'), qos: 1 },
    ]);
    for (const filter of [deviceTopic(theirs.device, 'cmd/#'), 'dev/+/+/data', '#']) {
      await expect(client.subscribeAsync(filter, { qos: 1 })).rejects.toThrow(/subscribe error/i);
    }
    const gone = closed(client);
    client.publish(deviceTopic(mine.device, 'cmd/reboot'), '{}', { qos: 1 });
    await gone;
  });

  it('marks a device online on connect and offline on disconnect, with both times', async () => {
    const { client: api, device } = await ownerWithDevice(server);
    expect((await storedStatus(server, device.devid)).status).toBe('offline');
    const client = await connectDevice(bus.url, device);
    const online = await eventually(
      () => storedStatus(server, device.devid),
      (row) => row.status === 'online',
    );
    expect(online.lastOnlineAt).toBeGreaterThan(0);
    expect((await api.get<DeviceView>(`/devices/${device.devid}`)).status).toBe(DEVICE_TABLE_STATUS.online);
    await client.endAsync();
    const offline = await eventually(
      () => storedStatus(server, device.devid),
      (row) => row.status === 'offline',
    );
    expect(offline.lastOfflineAt).toBeGreaterThanOrEqual(online.lastOnlineAt ?? 0);
    expect((await api.get<DeviceView>(`/devices/${device.devid}`)).status).toBe(DEVICE_TABLE_STATUS.offline);
  });

  it('marks a device offline when its connection breaks, publishing its last will', async () => {
    const { device } = await ownerWithDevice(server);
    // The server listens on the bus: a second connection of the device would take its session over.
    let onWill: (payload: string) => void = () => undefined;
    const willHeard = new Promise<string>((resolve) => (onWill = resolve));
    const watch = (_topic: string, payload: Buffer) => {
      if (payload.toString() === '{"status":"offline"}') onWill(payload.toString());
    };
    await bus.subscribe(deviceTopic(device, 'status'), watch);
    const will = {
      topic: deviceTopic(device, 'status'),
      payload: Buffer.from('{"status":"offline"}'),
      qos: 1 as const,
      retain: false,
    };
    const client = await connectDevice(bus.url, device, { will });
    client.stream.destroy();
    await willHeard;
    await bus.unsubscribe(deviceTopic(device, 'status'), watch);
    await eventually(
      () => storedStatus(server, device.devid),
      (row) => row.status === 'offline',
    );
  });

  it('marks a device faulty from its status message; both console readings follow the one stored status', async () => {
    const { client: api, device } = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, device);
    await client.publishAsync(deviceTopic(device, 'status'), JSON.stringify({ status: 'faulty' }), {
      qos: 1,
    });
    await eventually(
      () => storedStatus(server, device.devid),
      (row) => row.status === 'faulty',
    );
    const view = await api.get<DeviceView>(`/devices/${device.devid}`);
    expect(view.status).toBe(DEVICE_TABLE_STATUS.faulty);
    expect(dashboardDeviceStatus('faulty')).toBe(DASHBOARD_DEVICE_STATUS.fault);
    await client.publishAsync(deviceTopic(device, 'status'), 'online', { qos: 1 });
    await eventually(
      () => storedStatus(server, device.devid),
      (row) => row.status === 'online',
    );
    await client.endAsync();
  });

  it('disconnects a device whose secret was renewed, and lets it back in only with the new one', async () => {
    const { client: api, device } = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, device);
    const gone = closed(client);
    const renewed = await api.put<DeviceSecret>(`/devices/${device.devid}/secret`);
    await gone;
    await expect(connectDevice(bus.url, device)).rejects.toThrow(/bad user ?name or password/i);
    const again = await connectDevice(bus.url, { devid: device.devid, devsecret: renewed.devsecret });
    await again.endAsync();
  });

  it('disconnects a device that was deleted', async () => {
    const { client: api, device } = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, device);
    const gone = closed(client);
    await api.delete(`/devices/${device.devid}`);
    await gone;
  });

  it('lets a gateway publish for its sub-devices and subscribe to their commands, and no other device', async () => {
    const { client: api, devtype, device: gateway } = await ownerWithDevice(server);
    const sub = await createDevice(api, devtype);
    const other = await createDevice(api, devtype);
    await api.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: [sub.devid] } });
    const client = await connectDevice(bus.url, gateway);
    await expect(client.subscribeAsync(deviceTopic(sub, 'cmd/#'), { qos: 1 })).resolves.toHaveLength(1);
    await expect(client.subscribeAsync(deviceTopic(other, 'cmd/#'), { qos: 1 })).rejects.toThrow(
      /subscribe error/i,
    );
    const time = Date.UTC(2024, 5, 1);
    await client.publishAsync(deviceTopic(sub, 'data'), JSON.stringify({ time, temp: 21 }), { qos: 1 });
    expect(await pointsOf(server, sub.devid)).toEqual([
      { devid: sub.devid, key: 'temp', ts: time, num: 21, str: null },
    ]);
    await client.endAsync();
  });

  it('takes sub-devices offline with their gateway, and back online as it reports them again', async () => {
    const { client: api, devtype, device: gateway } = await ownerWithDevice(server);
    const sub = await createDevice(api, devtype);
    await api.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: [sub.devid] } });
    const reportSub = async () => {
      const client = await connectDevice(bus.url, gateway);
      await client.publishAsync(deviceTopic(sub, 'status'), 'online', { qos: 1 });
      await eventually(
        () => storedStatus(server, sub.devid),
        (row) => row.status === 'online',
      );
      return client;
    };
    const first = await reportSub();
    await first.endAsync();
    await eventually(
      () => storedStatus(server, sub.devid),
      (row) => row.status === 'offline',
    );
    const again = await reportSub();
    await again.endAsync();
  });

  it('takes MQTT over WebSocket on the configured path with the same sign-in', async () => {
    const { device } = await ownerWithDevice(server);
    expect(bus.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/mqtt$/);
    await expect(connectDevice(bus.wsUrl ?? '', { ...device, devsecret: 'wrong' })).rejects.toThrow(
      /bad user ?name or password/i,
    );
    const client = await connectDevice(bus.wsUrl ?? '', device);
    const time = Date.UTC(2024, 1, 1);
    await client.publishAsync(deviceTopic(device, 'data'), JSON.stringify({ time, power: 3.5 }), { qos: 1 });
    expect(await pointsOf(server, device.devid)).toHaveLength(1);
    await client.endAsync();
  });

  it('ignores a data message that does not parse, keeping the device connected', async () => {
    const { device } = await ownerWithDevice(server);
    const client = await connectDevice(bus.url, device);
    await client.publishAsync(deviceTopic(device, 'data'), '{"bad-name": 1}', { qos: 1 });
    await client.publishAsync(deviceTopic(device, 'data'), 'not json', { qos: 1 });
    await client.publishAsync(
      deviceTopic(device, 'data'),
      JSON.stringify({ time: Date.UTC(2024, 0, 1), ok: 1 }),
      { qos: 1 },
    );
    expect(await pointsOf(server, device.devid)).toHaveLength(1);
    expect(client.connected).toBe(true);
    await client.endAsync();
  });
});
