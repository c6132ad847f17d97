import type { ApiClient } from '@fleetkey/api-client';
import type {
  CommandView,
  DeviceTypeSummary,
  DeviceTypeView,
  ListResult,
  TelemetryPage,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { TYPE_RULES_TTL_MS } from '../src/modules/iot/devtypes/type-rules-cache';
import { createDevice, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';
import { publishAcknowledged, rejectionsWhen } from './support/device-logs';
import {
  clientsEndedAfterTests,
  connectDevice,
  deviceTopic,
  eventually,
  nextMessage,
  storedStatus,
} from './support/mqtt-devices';

// A device type's mode: strict types reject points and commands they do not declare, open types take
// anything (as every type did before modes). New types are strict; types from before are open.

const T = Date.UTC(2025, 0, 2, 3, 4, 5);
const meter = {
  data: [
    { name: 'temp', type: 'number' },
    { name: 'on', type: 'boolean' },
  ],
  much_data: { phases: [{ name: 'l1', type: 'integer' }] },
  commands: [
    { name: 'reboot', cmdtype: 'unconfirmed' },
    { name: 'setTarget', cmdtype: 'unconfirmed', params: [{ name: 'target', type: 'number' }] },
  ],
};

describe.each(testEngines)('device type modes ($name)', (engine) => {
  const setup = sharedServer(engine);
  const open = clientsEndedAfterTests();

  /** A user with a type of the given mode (absent: the default), a device of it, connected and listening. */
  async function deviceOfType(mode?: 'strict' | 'open', body: object = meter) {
    const { client: api, user } = await signedInUser(setup.server);
    const type = await api.post<DeviceTypeView>('/devtype', {
      body: { devtype: uniqueId('meter'), ...(mode ? { mode } : {}), ...body },
    });
    const device = await createDevice(api, type.devtype);
    const mqtt = await connectDevice(setup.server.bus.url, device);
    open.push(mqtt);
    await mqtt.subscribeAsync(deviceTopic(device, 'cmd/#'), { qos: 1 });
    await eventually(
      () => storedStatus(setup.server, device.devid),
      (row) => row.status === 'online',
    );
    return { api, user, type, device, mqtt };
  }
  const stored = (api: ApiClient, devid: string) => api.get<TelemetryPage>(`/devices/${devid}/data`);

  it.each(['strict', 'open'] as const)(
    'reads a point a %s type declares boolean back as true/false (stored as 1/0), others as stored',
    async (mode) => {
      const { api, device } = await deviceOfType(mode);
      await api.post(`/devices/${device.devid}/data`, {
        body: [
          { time: T, on: true, temp: 1 },
          { time: T + 1, on: false, temp: 0 },
        ],
      });
      const page = await stored(api, device.devid);
      expect(page.result.map((row) => [row.on, row.temp])).toEqual([
        [false, 0],
        [true, 1],
      ]);
    },
  );

  it('makes a new type strict unless told, and says so in the list', async () => {
    const { api, type } = await deviceOfType();
    expect(type.mode).toBe('strict');
    const list = await api.get<ListResult<DeviceTypeSummary>>('/devtype');
    expect(list.result).toEqual([expect.objectContaining({ devtype: type.devtype, mode: 'strict' })]);
  });

  it('reads a type from before modes as open', async () => {
    const { client: api, user } = await signedInUser(setup.server);
    const devtype = uniqueId('legacy');
    // As the row was before migration 016: no mode written, the column's default applies.
    await setup.server.db
      .insertInto('deviceTypes')
      .values({ userId: user.id, devtype, createdAt: T, updatedAt: T })
      .execute();
    await expect(api.get<DeviceTypeView>(`/devtype/${devtype}`)).resolves.toMatchObject({ mode: 'open' });
  });

  it('over HTTP: answers 400 DATA_REJECTED with every reason and stores nothing (strict type, time far ahead)', async () => {
    const { api, device } = await deviceOfType('strict');
    const post = (body: object) =>
      api.post(`/devices/${device.devid}/data`, { body }).then(
        () => ({ status: 200, code: undefined, rejections: undefined }),
        (error: { status: number; code: string; data?: { rejections?: unknown } }) => ({
          status: error.status,
          code: error.code,
          rejections: error.data?.rejections,
        }),
      );
    expect(
      await post([
        { time: T, temp: 'warm', co2: 400 },
        { time: Date.now() + 2 * 86_400_000, temp: 1 },
      ]),
    ).toEqual({
      status: 400,
      code: 'DATA_REJECTED',
      rejections: [
        { reason: 'TIME_IN_FUTURE', detail: expect.stringMatching(/^\[1\]\.time: /) },
        { reason: 'VALUE_TYPE_MISMATCH', detail: '[0].temp: number' },
        { reason: 'POINT_UNDECLARED', detail: '[0].co2' },
      ],
    });
    await expect(
      api.put(`/devices/${device.devid}/data`, {
        query: { filter: JSON.stringify({ time: T }) },
        body: { co2: 1 },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'DATA_REJECTED' });
    expect((await stored(api, device.devid)).totalCount).toBe(0);
    expect(await post({ time: T, temp: 21.5, on: true })).toMatchObject({ status: 200 });
    expect((await stored(api, device.devid)).result).toEqual([
      expect.objectContaining({ time: T, temp: 21.5, on: true }),
    ]);
  });

  it('over HTTP: an open type takes undeclared points', async () => {
    const { api, device } = await deviceOfType('open');
    await api.post(`/devices/${device.devid}/data`, { body: { time: T, anything: 'goes' } });
    expect((await stored(api, device.devid)).result).toEqual([expect.objectContaining({ anything: 'goes' })]);
  });

  it('strict: rejects an undeclared point and a value of the wrong type, storing the declared ones', async () => {
    const { api, device, mqtt } = await deviceOfType('strict');
    await publishAcknowledged(
      mqtt,
      deviceTopic(device, 'data'),
      JSON.stringify({ time: T, temp: 21.5, on: 1, l1: 3, humidity: 40 }),
    );
    await publishAcknowledged(
      mqtt,
      deviceTopic(device, 'data'),
      JSON.stringify({ time: T + 1, temp: 'abc', l1: 2.5 }),
    );
    const page = await rejectionsWhen(api, device.devid, 3);
    expect(page.result.map(({ reason, detail }) => ({ reason, detail }))).toEqual(
      expect.arrayContaining([
        { reason: 'POINT_UNDECLARED', detail: 'humidity' },
        { reason: 'VALUE_TYPE_MISMATCH', detail: 'temp: number' },
        { reason: 'VALUE_TYPE_MISMATCH', detail: 'l1: integer' },
      ]),
    );
    expect(page.totalCount).toBe(3);
    expect((await stored(api, device.devid)).result).toEqual([
      { time: T, isodate: new Date(T).toISOString(), temp: 21.5, on: true, l1: 3 },
    ]);
  });

  it('strict without declared points rejects every point', async () => {
    const { api, device, mqtt } = await deviceOfType('strict', {});
    await publishAcknowledged(mqtt, deviceTopic(device, 'data'), JSON.stringify({ time: T, temp: 1 }));
    const page = await rejectionsWhen(api, device.devid, 1);
    expect(page.result[0]).toMatchObject({ reason: 'POINT_UNDECLARED', detail: 'temp' });
    expect((await stored(api, device.devid)).totalCount).toBe(0);
  });

  it('strict: refuses an undeclared command with 400 COMMAND_NOT_DECLARED, raw or not, and sends a declared one', async () => {
    const { api, device, mqtt } = await deviceOfType('strict');
    await expect(api.put(`/devices/${device.devid}/commands/format`, { body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'COMMAND_NOT_DECLARED',
      data: { cmd: 'format', devtype: device.devtype },
    });
    await expect(
      api.put(`/devices/${device.devid}/command/format`, { body: { data: '00ff' } }),
    ).rejects.toMatchObject({ status: 400, code: 'COMMAND_NOT_DECLARED' });
    const heard = nextMessage(mqtt, deviceTopic(device, 'cmd/'));
    const sent = await api.put<CommandView>(`/devices/${device.devid}/commands/reboot`, { body: {} });
    expect(sent).toMatchObject({ cmd: 'reboot', state: 'sent' });
    expect((await heard).topic).toBe(deviceTopic(device, 'cmd/reboot'));
  });

  it('strict: refuses a parameter the command does not declare or of the wrong type with 400 COMMAND_PARAMS_INVALID, before anything is queued', async () => {
    const { api, device, mqtt } = await deviceOfType('strict');
    const send = (body: object, queue = '') =>
      api.put(`/devices/${device.devid}/commands/setTarget${queue}`, { body });
    await expect(send({ target: 'hot' })).rejects.toMatchObject({
      status: 400,
      code: 'COMMAND_PARAMS_INVALID',
      data: { cmd: 'setTarget', param: 'target', reason: 'VALUE_TYPE_MISMATCH', declared: 'number' },
    });
    await expect(send({ speed: 9 }, '?queue=true')).rejects.toMatchObject({
      status: 400,
      code: 'COMMAND_PARAMS_INVALID',
      data: { param: 'speed', reason: 'PARAM_UNDECLARED' },
    });
    await expect(send({ target: { deep: 1 } })).rejects.toMatchObject({ code: 'COMMAND_PARAMS_INVALID' });
    const history = await api.get<ListResult<CommandView>>(`/devices/${device.devid}/commands`);
    expect(history.totalCount).toBe(0);
    const heard = nextMessage(mqtt, deviceTopic(device, 'cmd/'));
    await expect(send({ target: 21.5 })).resolves.toMatchObject({ cmd: 'setTarget', state: 'sent' });
    expect(JSON.parse((await heard).payload.toString())).toMatchObject({ params: { target: 21.5 } });
  });

  it('strict: a gateway multicast is checked against the types of the devices it is recorded for', async () => {
    const { api, device: gateway, mqtt } = await deviceOfType('strict');
    const sub = await createDevice(api, gateway.devtype);
    await api.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: [sub.devid] } });
    for (const mode of ['gwb', 'gwr'] as const) {
      const send = (cmd: string, body: object) =>
        api.put(`/multicast/${mode}/${gateway.devid}/commands/${cmd}`, { body });
      await expect(send('format', {})).rejects.toMatchObject({
        status: 400,
        code: 'COMMAND_NOT_DECLARED',
        data: { cmd: 'format', devtype: gateway.devtype },
      });
      await expect(send('setTarget', { target: 'hot' })).rejects.toMatchObject({
        status: 400,
        code: 'COMMAND_PARAMS_INVALID',
        data: { param: 'target', reason: 'VALUE_TYPE_MISMATCH' },
      });
      await expect(send('setTarget', { speed: 9 })).rejects.toMatchObject({
        code: 'COMMAND_PARAMS_INVALID',
        data: { param: 'speed', reason: 'PARAM_UNDECLARED' },
      });
    }
    const history = await api.get<ListResult<CommandView>>(`/devices/${sub.devid}/commands`);
    expect(history.totalCount).toBe(0);
    const heard = nextMessage(mqtt, deviceTopic(gateway, 'cmd/'));
    await expect(
      api.put(`/multicast/gwb/${gateway.devid}/commands/setTarget`, { body: { target: 21.5 } }),
    ).resolves.toMatchObject({ mode: 'gwb', subdevs: [sub.devid] });
    expect((await heard).topic).toBe(deviceTopic(gateway, 'cmd/setTarget'));
  });

  it('open: stores undeclared points and values of any type, and sends any command', async () => {
    const { api, device, mqtt } = await deviceOfType('open');
    await publishAcknowledged(
      mqtt,
      deviceTopic(device, 'data'),
      JSON.stringify({ time: T, temp: 'abc', humidity: 40 }),
    );
    expect((await stored(api, device.devid)).result).toEqual([
      { time: T, isodate: new Date(T).toISOString(), temp: 'abc', humidity: 40 },
    ]);
    const heard = nextMessage(mqtt, deviceTopic(device, 'cmd/'));
    await expect(
      api.put<CommandView>(`/devices/${device.devid}/commands/format`, { body: {} }),
    ).resolves.toMatchObject({
      cmd: 'format',
      state: 'sent',
    });
    await heard;
  });

  it('applies a change of mode to the next messages once the rules are read again', async () => {
    const { api, type, device, mqtt } = await deviceOfType('strict');
    await publishAcknowledged(mqtt, deviceTopic(device, 'data'), JSON.stringify({ time: T, humidity: 40 }));
    await rejectionsWhen(api, device.devid, 1);
    await expect(
      api.put<DeviceTypeView>(`/devtype/${type.devtype}`, { body: { mode: 'open' } }),
    ).resolves.toMatchObject({
      mode: 'open',
      data: meter.data,
    });
    // Commands read the type at once; data reads it again after the rules' lifetime.
    await expect(api.put(`/devices/${device.devid}/commands/format`, { body: {} })).resolves.toMatchObject({
      cmd: 'format',
    });
    setup.server.clock.advance(TYPE_RULES_TTL_MS);
    await publishAcknowledged(
      mqtt,
      deviceTopic(device, 'data'),
      JSON.stringify({ time: T + 1, humidity: 41 }),
    );
    expect((await stored(api, device.devid)).result).toEqual([
      { time: T + 1, isodate: new Date(T + 1).toISOString(), humidity: 41 },
    ]);
  });

  it('refuses a mode that is not strict or open', async () => {
    const { client: api } = await signedInUser(setup.server);
    await expect(
      api.post('/devtype', { body: { devtype: uniqueId('x'), mode: 'lenient' } }),
    ).rejects.toMatchObject({
      status: 400,
      data: { fields: [{ path: 'mode', message: 'validation.invalidOption' }] },
    });
  });
});
