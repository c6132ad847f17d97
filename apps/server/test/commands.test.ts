import type { CommandPage, CommandView, MulticastResult } from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from './support/devices';
import { testEngines } from './support/databases';
import {
  connectDevice,
  deviceTopic,
  eventually,
  nextMessage,
  ownerWithDevice,
  storedStatus,
  type Owner,
} from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

// Brokers the command tests run through: the embedded one always, this machine's Mosquitto when
// TEST_MQTT_URL names it (the reply then travels server → broker → device → broker → server).
const brokers = [
  { broker: 'embedded broker', env: {} as Record<string, string> },
  ...(process.env.TEST_MQTT_URL
    ? [{ broker: 'external broker', env: { MQTT_URL: process.env.TEST_MQTT_URL } }]
    : []),
];
const setups = testEngines.flatMap((engine) =>
  brokers.map((broker) => ({ ...broker, engine, name: engine.name })),
);

/**
 * A device connected, listening for its commands and reported online (on an external broker the server
 * knows a device is there only from its status), once the server has taken that in.
 */
async function listeningDevice(
  server: TestServer,
  device: Owner['device'],
  topics: string[] = [deviceTopic(device, 'cmd/#')],
): Promise<MqttClient> {
  const client = await connectDevice(server.bus.url, device);
  await client.subscribeAsync(topics, { qos: 1 });
  await client.publishAsync(deviceTopic(device, 'status'), 'online', { qos: 1 });
  await eventually(
    () => storedStatus(server, device.devid),
    (row) => row.status === 'online',
  );
  return client;
}

/**
 * An offline device coming back: connected, listening for its commands and saying online. Resolves with the
 * first command it hears, which is what was queued for it.
 */
async function returningDevice(
  server: TestServer,
  device: Owner['device'],
): Promise<{ client: MqttClient; message: { topic: string; payload: Buffer } }> {
  const client = await connectDevice(server.bus.url, device);
  const heard = nextMessage(client, deviceTopic(device, 'cmd/'));
  await client.subscribeAsync(deviceTopic(device, 'cmd/#'), { qos: 1 });
  await client.publishAsync(deviceTopic(device, 'status'), 'online', { qos: 1 });
  return { client, message: await heard };
}

/** The device's recorded commands as [id, state], newest first. */
async function commandStates(owner: Owner): Promise<[string, string][]> {
  const history = await owner.client.get<CommandPage>(`/devices/${owner.device.devid}/commands`);
  return history.result.map((c) => [c.id, c.state]);
}

/** A device that answers every confirmed command with `{ id, code: 0, data: { echo: params } }`. */
async function answeringDevice(server: TestServer, owner: Owner): Promise<MqttClient> {
  const client = await listeningDevice(server, owner.device);
  client.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as { id: string; cmdtype: string; params: unknown };
    if (command.cmdtype !== 'confirmed') return;
    const reply = { id: command.id, code: 0, data: { echo: command.params } };
    void client.publishAsync(deviceTopic(owner.device, 'cmd_reply'), JSON.stringify(reply), { qos: 1 });
  });
  return client;
}

describe.each(setups)('device commands through the $broker ($name)', (setup) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(setup.engine, { env: setup.env });
  });
  afterAll(() => server.close());

  it('publishes an unconfirmed command with its request id and answers at once (state sent)', async () => {
    const owner = await ownerWithDevice(server);
    const device = await listeningDevice(server, owner.device);
    const heard = nextMessage(device, deviceTopic(owner.device, 'cmd/'));
    const sent = await owner.client.put<CommandView>(`/devices/${owner.device.devid}/commands/setLevel`, {
      body: { level: 3 },
    });
    expect(sent).toMatchObject({
      cmd: 'setLevel',
      cmdtype: 'unconfirmed',
      state: 'sent',
      params: { level: 3 },
      reply: null,
    });
    const message = await heard;
    expect(message.topic).toBe(deviceTopic(owner.device, 'cmd/setLevel'));
    expect(JSON.parse(message.payload.toString())).toMatchObject({
      id: sent.id,
      cmd: 'setLevel',
      params: { level: 3 },
    });
    await device.endAsync();
  });

  it("answers a confirmed command with the device's reply and records it as replied", async () => {
    const owner = await ownerWithDevice(server);
    const device = await answeringDevice(server, owner);
    const answered = await owner.client.put<CommandView>(`/devices/${owner.device.devid}/commands/reboot`, {
      query: { cmdtype: 'confirmed', timeout: 5000 },
      body: { delay: 1 },
    });
    expect(answered).toMatchObject({
      state: 'replied',
      timeout: 5000,
      reply: { id: answered.id, code: 0, data: { echo: { delay: 1 } } },
    });
    expect(answered.repliedAt).toBeGreaterThanOrEqual(answered.sentAt);
    await device.endAsync();
  });

  it('times out a confirmed command nobody answers with COMMAND_TIMEOUT, recorded as timeout', async () => {
    const owner = await ownerWithDevice(server);
    const silent = await listeningDevice(server, owner.device);
    const started = Date.now();
    await expect(
      owner.client.put(`/devices/${owner.device.devid}/commands/reboot`, {
        query: { cmdtype: 'confirmed', timeout: 300 },
      }),
    ).rejects.toMatchObject({ status: 504, code: 'COMMAND_TIMEOUT', message: 'command timed out' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const history = await owner.client.get<CommandPage>(`/devices/${owner.device.devid}/commands`);
    expect(history.result.map((c) => [c.cmd, c.state])).toEqual([['reboot', 'timeout']]);
    await silent.endAsync();
  });

  it('lists the command history with states, filtered by state', async () => {
    const owner = await ownerWithDevice(server);
    const device = await answeringDevice(server, owner);
    const path = `/devices/${owner.device.devid}/commands`;
    await owner.client.put(`${path}/a`);
    await owner.client.put(`${path}/b`, { query: { cmdtype: 'confirmed' } });
    await device.endAsync();
    const silent = await listeningDevice(server, owner.device);
    await expect(
      owner.client.put(`${path}/c`, { query: { cmdtype: 'confirmed', timeout: 200 } }),
    ).rejects.toMatchObject({
      status: 504,
    });
    await silent.endAsync();
    const all = await owner.client.get<CommandPage>(path, { query: { descend: false } });
    expect(all.result.map((c) => [c.cmd, c.state])).toEqual([
      ['a', 'sent'],
      ['b', 'replied'],
      ['c', 'timeout'],
    ]);
    const replied = await owner.client.get<CommandPage>(path, {
      query: { filter: JSON.stringify({ state: 'replied' }) },
    });
    expect(replied.result.map((c) => c.cmd)).toEqual(['b']);
  });

  it('publishes a raw command as its bytes (hex by default), refusing data that is not hex', async () => {
    const owner = await ownerWithDevice(server);
    const device = await listeningDevice(server, owner.device);
    const heard = nextMessage(device, deviceTopic(owner.device, 'cmd/'));
    const raw = await owner.client.put<CommandView>(`/devices/${owner.device.devid}/command/frame`, {
      body: { data: '01ff7a' },
    });
    expect(raw).toMatchObject({ datatype: 'hex', params: '01ff7a', state: 'sent' });
    expect((await heard).payload).toEqual(Buffer.from([0x01, 0xff, 0x7a]));
    await expect(
      owner.client.put(`/devices/${owner.device.devid}/command/frame`, { body: { data: 'xyz' } }),
    ).rejects.toMatchObject({ status: 400 });
    const text = await owner.client.put<CommandView>(`/devices/${owner.device.devid}/command/frame`, {
      query: { datatype: 'text' },
      body: { data: 'AT+RST' },
    });
    expect(text.datatype).toBe('text');
    await device.endAsync();
  });

  it('multicasts through a gateway: gwb once on the gateway with the sub-devices, gwr once per sub-device', async () => {
    const owner = await ownerWithDevice(server);
    const subs = [
      await createDevice(owner.client, owner.devtype),
      await createDevice(owner.client, owner.devtype),
    ];
    await owner.client.post(`/gateway/${owner.device.devid}/subdevs`, {
      body: { subdevs: subs.map((s) => s.devid) },
    });
    const gateway = await listeningDevice(
      server,
      owner.device,
      [owner.device, ...subs].map((d) => deviceTopic({ devtype: owner.devtype, devid: d.devid }, 'cmd/#')),
    );
    const broadcast = nextMessage(gateway, deviceTopic(owner.device, 'cmd/'));
    const gwb = await owner.client.put<MulticastResult>(
      `/multicast/gwb/${owner.device.devid}/commands/wake`,
      { body: { t: 1 } },
    );
    expect(gwb.subdevs.sort()).toEqual(subs.map((s) => s.devid).sort());
    expect(gwb.commands).toHaveLength(1);
    expect(JSON.parse((await broadcast).payload.toString())).toMatchObject({
      multicast: 'gwb',
      params: { t: 1 },
    });

    const relayed = new Set<string>();
    const both = new Promise<void>((resolve) =>
      gateway.on('message', (topic) => {
        for (const sub of subs) if (topic === deviceTopic(sub, 'cmd/wake')) relayed.add(sub.devid);
        if (relayed.size === subs.length) resolve();
      }),
    );
    const gwr = await owner.client.put<MulticastResult>(`/multicast/gwr/${owner.device.devid}/commands/wake`);
    expect(gwr.commands.map((c) => c.devid).sort()).toEqual(subs.map((s) => s.devid).sort());
    expect(
      gwr.commands.every((c) => c.multicast?.mode === 'gwr' && c.multicast.gwid === owner.device.devid),
    ).toBe(true);
    await both;
    await gateway.endAsync();
  });

  it('ignores a reply from another device than the one commanded', async () => {
    const owner = await ownerWithDevice(server);
    const intruder = await ownerWithDevice(server);
    const target = await listeningDevice(server, owner.device);
    const other = await connectDevice(server.bus.url, intruder.device);
    target.on('message', (_topic, payload) => {
      const { id } = JSON.parse(payload.toString()) as { id: string };
      void other.publishAsync(deviceTopic(intruder.device, 'cmd_reply'), JSON.stringify({ id, code: 0 }), {
        qos: 1,
      });
    });
    await expect(
      owner.client.put(`/devices/${owner.device.devid}/commands/open`, {
        query: { cmdtype: 'confirmed', timeout: 500 },
      }),
    ).rejects.toMatchObject({ status: 504 });
    await target.endAsync();
    await other.endAsync();
  });
  it('refuses a command to an offline device with 409 DEVICE_OFFLINE, and on request queues it until the device is back', async () => {
    const owner = await ownerWithDevice(server);
    const path = `/devices/${owner.device.devid}/commands/setLevel`;
    await expect(owner.client.put(path, { body: { level: 1 } })).rejects.toMatchObject({
      status: 409,
      code: 'DEVICE_OFFLINE',
    });
    const queued = await owner.client.put<CommandView>(path, {
      query: { queue: 'true' },
      body: { level: 2 },
    });
    expect(queued).toMatchObject({ state: 'queued', params: { level: 2 } });
    expect(queued.expiresAt).toBe(queued.sentAt + 86_400_000);

    const { client: device, message } = await returningDevice(server, owner.device);
    expect(JSON.parse(message.payload.toString())).toMatchObject({ id: queued.id, params: { level: 2 } });
    expect(await commandStates(owner)).toEqual([[queued.id, 'sent']]);
    await device.endAsync();
  });

  it('queues a raw command to an offline device on request and publishes its bytes when the device is back', async () => {
    const owner = await ownerWithDevice(server);
    const path = `/devices/${owner.device.devid}/command/frame`;
    await expect(owner.client.put(path, { body: { data: '0a0b' } })).rejects.toMatchObject({
      status: 409,
      code: 'DEVICE_OFFLINE',
    });
    await expect(
      owner.client.put(path, { query: { queue: 'true' }, body: { data: '0a0' } }),
    ).rejects.toMatchObject({ status: 400, data: { fields: [{ message: 'validation.hexInvalid' }] } });
    const queued = await owner.client.put<CommandView>(path, {
      query: { queue: 'true', expiry: 120_000 },
      body: { data: '0a0b' },
    });
    expect(queued).toMatchObject({ state: 'queued', datatype: 'hex', params: '0a0b' });
    expect(queued.expiresAt).toBe(queued.sentAt + 120_000);

    const { client: device, message } = await returningDevice(server, owner.device);
    expect(message.topic).toBe(deviceTopic(owner.device, 'cmd/frame'));
    expect(message.payload).toEqual(Buffer.from([0x0a, 0x0b]));
    expect(await commandStates(owner)).toEqual([[queued.id, 'sent']]);
    await device.endAsync();
  });

  it('lets a queued command expire when its device is not back in time', async () => {
    const owner = await ownerWithDevice(server);
    const path = `/devices/${owner.device.devid}/commands/reboot`;
    const queued = await owner.client.put<CommandView>(path, { query: { queue: 'true', expiry: 60_000 } });
    server.clock.advance(60_000);
    expect(await commandStates(owner)).toEqual([[queued.id, 'expired']]);
  });

  it("records a reply with a code other than 0 as failed, with the device's message", async () => {
    const owner = await ownerWithDevice(server);
    const device = await listeningDevice(server, owner.device);
    device.on('message', (_topic, payload) => {
      const { id } = JSON.parse(payload.toString()) as { id: string };
      const reply = { id, code: 5, message: 'motor jammed' };
      void device.publishAsync(deviceTopic(owner.device, 'cmd_reply'), JSON.stringify(reply), { qos: 1 });
    });
    const answered = await owner.client.put<CommandView>(`/devices/${owner.device.devid}/commands/open`, {
      query: { cmdtype: 'confirmed' },
    });
    expect(answered).toMatchObject({
      state: 'failed',
      reply: { code: 5, message: 'motor jammed' },
      late: false,
    });
    await device.endAsync();
  });

  it('records a reply that comes after the timeout on the command, as late', async () => {
    const owner = await ownerWithDevice(server);
    const device = await listeningDevice(server, owner.device);
    let commandId = '';
    const commanded = new Promise<void>((resolve) =>
      device.on('message', (_topic, payload) => {
        commandId = (JSON.parse(payload.toString()) as { id: string }).id;
        resolve();
      }),
    );
    await expect(
      owner.client.put(`/devices/${owner.device.devid}/commands/open`, {
        query: { cmdtype: 'confirmed', timeout: 200 },
      }),
    ).rejects.toMatchObject({ status: 504, code: 'COMMAND_TIMEOUT' });
    await commanded;
    await device.publishAsync(
      deviceTopic(owner.device, 'cmd_reply'),
      JSON.stringify({ id: commandId, code: 0 }),
      {
        qos: 1,
      },
    );
    const history = await eventually(
      () => owner.client.get<CommandPage>(`/devices/${owner.device.devid}/commands`),
      (page) => page.result[0]?.state === 'replied',
    );
    expect(history.result[0]).toMatchObject({
      id: commandId,
      state: 'replied',
      late: true,
      reply: { code: 0 },
    });
    await device.endAsync();
  });
});
