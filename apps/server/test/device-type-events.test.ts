import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceEventPage, DeviceEventView, DeviceTypeView } from '@fleetkey/contract';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { createDevice, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { publishAcknowledged, rejectionsWhen } from './support/device-logs';
import { clientsEndedAfterTests, connectDevice, deviceTopic, eventually } from './support/mqtt-devices';
import { sharedServer, type TestServer } from './support/test-server';

// A strict device type stores only the events its warnings, errors and logs sections declare, whichever
// way an event arrives: the device's own topic, a gateway's for its sub-device, an external broker, or the
// HTTP calls that record and correct events. An open type stores any event.

const T = Date.UTC(2025, 0, 2, 3, 4, 5);
const sections = {
  warnings: [{ code: 'overheat', desc: 'too hot' }, { code: 'lowbat' }],
  logs: [{ code: 'boot' }],
};

/** A signed-in user with a type of this mode declaring `sections`, and a device of it. */
async function ownerOfType(server: TestServer, mode: 'strict' | 'open') {
  const { client: api } = await signedInUser(server);
  const type = await api.post<DeviceTypeView>('/devtype', {
    body: { devtype: uniqueId('meter'), mode, ...sections },
  });
  const device = await createDevice(api, type.devtype);
  return { api, device };
}

const storedEvents = (api: ApiClient, devid: string) =>
  api
    .get<DeviceEventPage>(`/devices/${devid}/event`)
    .then((page) => page.result.map((event) => `${event.type} ${event.code}`).sort());

/** What an HTTP call answered: its status, code and rejections, or 200. */
const answer = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200 }),
    (error: { status: number; code: string; data?: { rejections?: unknown } }) => ({
      status: error.status,
      code: error.code,
      rejections: error.data?.rejections,
    }),
  );

/** Publishes events as the device (or a gateway for it), each acknowledged in turn. */
async function publishEvents(
  client: mqtt.MqttClient,
  device: { devtype: string; devid: string },
  events: object[],
) {
  for (const event of events)
    await publishAcknowledged(client, deviceTopic(device, 'event'), JSON.stringify(event));
}

const sent = [
  { code: 'overheat', type: 'warning', time: T },
  { code: 'door', type: 'warning', time: T + 1 },
  { code: 'overheat', type: 'error', time: T + 2 },
  { code: 'boot', time: T + 3 },
];

describe.each(testEngines)('device type events ($name)', (engine) => {
  const setup = sharedServer(engine);
  const open = clientsEndedAfterTests();

  it('strict: stores declared events and rejects the others, naming the event and what its section declares', async () => {
    const { api, device } = await ownerOfType(setup.server, 'strict');
    const client = await connectDevice(setup.server.bus.url, device);
    open.push(client);
    await publishEvents(client, device, sent);
    const page = await rejectionsWhen(api, device.devid, 2);
    expect(page.totalCount).toBe(2);
    expect(page.result.map(({ topic, reason, detail }) => ({ topic, reason, detail }))).toEqual(
      expect.arrayContaining([
        {
          topic: deviceTopic(device, 'event'),
          reason: 'EVENT_UNDECLARED',
          detail: 'error overheat; errors: —',
        },
        {
          topic: deviceTopic(device, 'event'),
          reason: 'EVENT_UNDECLARED',
          detail: 'warning door; warnings: overheat|lowbat',
        },
      ]),
    );
    expect(await storedEvents(api, device.devid)).toEqual(['log boot', 'warning overheat']);
  });

  it('strict: a gateway publishing for its sub-device is held to the sub-device’s type', async () => {
    const gatewayOwner = await ownerOfType(setup.server, 'strict');
    const { api, device: gateway } = gatewayOwner;
    const subType = await api.post<DeviceTypeView>('/devtype', {
      body: { devtype: uniqueId('sub'), mode: 'strict', errors: [{ code: 'jam' }] },
    });
    const sub = await createDevice(api, subType.devtype);
    await api.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: [sub.devid] } });
    const client = await connectDevice(setup.server.bus.url, gateway);
    open.push(client);
    // `overheat` is the gateway's type's warning, not the sub-device's.
    await publishEvents(client, sub, [
      { code: 'overheat', type: 'warning', time: T },
      { code: 'jam', type: 'error', time: T + 1 },
    ]);
    const page = await rejectionsWhen(api, sub.devid, 1);
    expect(page.result.map(({ reason, detail }) => ({ reason, detail }))).toEqual([
      { reason: 'EVENT_UNDECLARED', detail: 'warning overheat; warnings: —' },
    ]);
    expect(await storedEvents(api, sub.devid)).toEqual(['error jam']);
  });

  it('open: stores every event a device sends, declared or not', async () => {
    const { api, device } = await ownerOfType(setup.server, 'open');
    const client = await connectDevice(setup.server.bus.url, device);
    open.push(client);
    await publishEvents(client, device, sent);
    expect(await storedEvents(api, device.devid)).toEqual([
      'error overheat',
      'log boot',
      'warning door',
      'warning overheat',
    ]);
  });

  it('over HTTP: a strict type answers 400 DATA_REJECTED to an undeclared event and stores nothing', async () => {
    const { api, device } = await ownerOfType(setup.server, 'strict');
    const path = `/devices/${device.devid}/event`;
    expect(await answer(api.post(path, { body: { code: 'door', type: 'warning', time: T } }))).toEqual({
      status: 400,
      code: 'DATA_REJECTED',
      rejections: [{ reason: 'EVENT_UNDECLARED', detail: 'warning door; warnings: overheat|lowbat' }],
    });
    // Without a type an event is a log.
    expect(await answer(api.post(path, { body: { code: 'overheat' } }))).toMatchObject({
      status: 400,
      rejections: [{ reason: 'EVENT_UNDECLARED', detail: 'log overheat; logs: boot' }],
    });
    expect(await storedEvents(api, device.devid)).toEqual([]);
    await api.post(path, { body: { code: 'overheat', type: 'warning', time: T } });
    expect(await storedEvents(api, device.devid)).toEqual(['warning overheat']);
  });

  it('over HTTP: a strict type refuses a correction that makes an event undeclared, one event or many', async () => {
    const { api, device } = await ownerOfType(setup.server, 'strict');
    const path = `/devices/${device.devid}/event`;
    const event = await api.post<DeviceEventView>(path, {
      body: { code: 'lowbat', type: 'warning', time: T },
    });
    expect(await answer(api.put(`${path}/${event.eventid}`, { body: { type: 'error' } }))).toEqual({
      status: 400,
      code: 'DATA_REJECTED',
      rejections: [{ reason: 'EVENT_UNDECLARED', detail: 'error lowbat; errors: —' }],
    });
    expect(
      await answer(
        api.put(path, { query: { filter: JSON.stringify({ code: 'lowbat' }) }, body: { code: 'empty' } }),
      ),
    ).toEqual({
      status: 400,
      code: 'DATA_REJECTED',
      rejections: [{ reason: 'EVENT_UNDECLARED', detail: 'warning empty; warnings: overheat|lowbat' }],
    });
    expect(await storedEvents(api, device.devid)).toEqual(['warning lowbat']);
    // A correction within the declared events, or of the description only, is taken.
    await api.put(`${path}/${event.eventid}`, { body: { code: 'overheat', desc: 'hot' } });
    expect(await storedEvents(api, device.devid)).toEqual(['warning overheat']);
  });

  it('over HTTP: an open type records and corrects any event', async () => {
    const { api, device } = await ownerOfType(setup.server, 'open');
    const path = `/devices/${device.devid}/event`;
    const event = await api.post<DeviceEventView>(path, { body: { code: 'door', type: 'warning', time: T } });
    await api.put(`${path}/${event.eventid}`, { body: { type: 'error', code: 'jam' } });
    expect(await storedEvents(api, device.devid)).toEqual(['error jam']);
  });
});

// The same rule on the server's persistent session to this machine's Mosquitto (runs when TEST_MQTT_URL is set).
describe.runIf(process.env.TEST_MQTT_URL).each(testEngines)(
  'device type events on an external broker ($name)',
  (engine) => {
    const url = process.env.TEST_MQTT_URL ?? '';
    const setup = sharedServer(engine, { env: { MQTT_URL: url } });
    const open = clientsEndedAfterTests();

    it('strict: stores declared events and rejects the others', async () => {
      const { api, device } = await ownerOfType(setup.server, 'strict');
      const client = await mqtt.connectAsync(url, { clientId: uniqueId('ext'), reconnectPeriod: 0 });
      open.push(client);
      await publishEvents(client, device, sent);
      const page = await rejectionsWhen(api, device.devid, 2);
      expect(page.result.map(({ reason, detail }) => ({ reason, detail }))).toEqual(
        expect.arrayContaining([
          { reason: 'EVENT_UNDECLARED', detail: 'error overheat; errors: —' },
          { reason: 'EVENT_UNDECLARED', detail: 'warning door; warnings: overheat|lowbat' },
        ]),
      );
      const stored = await eventually(
        () => storedEvents(api, device.devid),
        (events) => events.length >= 2,
      );
      expect(stored).toEqual(['log boot', 'warning overheat']);
    });
  },
);
