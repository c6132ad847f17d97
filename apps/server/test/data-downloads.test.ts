import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceEventPage, DeviceEventsUpdated, TelemetryPage } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createDevice, createType, uniqueId } from './support/devices';
import { ownerWithDevice } from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

// The data downloads (iot-console.md §7: GET, POST and PUT /devices/data/download) and the change of the
// events matching a filter (PUT /devices/{devid}/event without an event id).

const T0 = Date.UTC(2024, 2, 1, 0, 0, 0);
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const csv = (...lines: string[]) => [...lines, ''].join('\r\n');

describe.each(testEngines)('data downloads and event changes ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** Rows every 30 minutes over two hours: a = 1, 2, 3, 4. */
  const postRows = (client: ApiClient, devid: string, extra: object = {}) =>
    client.post(`/devices/${devid}/data`, {
      body: [0, 1, 2, 3].map((i) => ({ time: T0 + i * 30 * MIN, a: i + 1, ...extra })),
    });
  const range = { starttime: T0 / 1000, endtime: (T0 + 120 * MIN) / 1000 };

  it('downloads the aggregation and interval the chart shows, not the raw rows', async () => {
    const { client, device } = await ownerWithDevice(server);
    await postRows(client, device.devid);
    const query = { ...range, aggregation: 'sum', interval: '1h', timezoneOffset: 0 };
    const chart = await client.get<TelemetryPage>(`/devices/${device.devid}/data`, {
      query: { ...query, descend: false },
    });
    const file = await client.getFile('/devices/data/download', { query: { devid: device.devid, ...query } });
    expect(await file.blob.text()).toBe(
      csv('time,isodate,a', `${T0},${iso(T0)},3`, `${T0 + 60 * MIN},${iso(T0 + 60 * MIN)},7`),
    );
    expect(chart.result.map((row) => [row.time, row.a])).toEqual([
      [T0, 3],
      [T0 + 60 * MIN, 7],
    ]);
    const raw = await client.getFile('/devices/data/download', { query: { devid: device.devid, ...range } });
    expect((await raw.blob.text()).split('\r\n')).toHaveLength(6);
  });

  it('refuses an aggregated download without both ends of the range, before streaming', async () => {
    const { client, device } = await ownerWithDevice(server);
    await expect(
      client.getFile('/devices/data/download', {
        query: { devid: device.devid, aggregation: 'avg', starttime: range.starttime },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('POST downloads the named devices as one CSV with a devid column, only the caller’s devices', async () => {
    const { client, device, devtype } = await ownerWithDevice(server);
    const second = await createDevice(client, devtype);
    await postRows(client, device.devid);
    await client.post(`/devices/${second.devid}/data`, { body: { time: T0, b: 9 } });
    const file = await client.file('POST', '/devices/data/download', {
      body: { devids: [second.devid, device.devid], ...range, aggregation: 'max', interval: '1h' },
    });
    expect(file.fileName).toBe('devices.csv');
    expect(await file.blob.text()).toBe(
      csv(
        'devid,time,isodate,a,b',
        `${second.devid},${T0},${iso(T0)},,9`,
        `${device.devid},${T0},${iso(T0)},2,`,
        `${device.devid},${T0 + 60 * MIN},${iso(T0 + 60 * MIN)},4,`,
      ),
    );
    const stranger = await ownerWithDevice(server);
    await expect(
      stranger.client.file('POST', '/devices/data/download', { body: { devids: [device.devid] } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.file('POST', '/devices/data/download', { body: { devids: [] } }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('PUT downloads every device of one type, raw rows with the chosen points', async () => {
    const { client, device, devtype } = await ownerWithDevice(server);
    const second = await createDevice(client, devtype);
    const { devtype: otherType } = await createType(client, uniqueId('other'));
    const other = await createDevice(client, otherType);
    await postRows(client, device.devid, { c: 1 });
    await client.post(`/devices/${second.devid}/data`, { body: { time: T0 + MIN, a: 5 } });
    await client.post(`/devices/${other.devid}/data`, { body: { time: T0, a: 6 } });
    const file = await client.file('PUT', '/devices/data/download', {
      body: { devtype, keys: ['a'], starttime: T0 / 1000, endtime: (T0 + 31 * MIN) / 1000 },
    });
    expect(file.fileName).toBe(`${devtype}.csv`);
    expect(await file.blob.text()).toBe(
      csv(
        'devid,time,isodate,a',
        `${device.devid},${T0},${iso(T0)},1`,
        `${device.devid},${T0 + 30 * MIN},${iso(T0 + 30 * MIN)},2`,
        `${second.devid},${T0 + MIN},${iso(T0 + MIN)},5`,
      ),
    );
  });

  it('PUT /devices/{devid}/event changes every event matching the filter, and refuses no filter', async () => {
    const { client, device } = await ownerWithDevice(server);
    const path = `/devices/${device.devid}/event`;
    for (const [code, type, time] of [
      ['hot', 'warning', T0],
      ['hot', 'warning', T0 + 1000],
      ['boot', 'log', T0 + 2000],
    ] as const)
      await client.post(path, { body: { code, type, time } });
    const changed = await client.put<DeviceEventsUpdated>(path, {
      query: { filter: JSON.stringify({ type: 'warning' }) },
      body: { desc: 'seen', data: { ack: true } },
    });
    expect(changed).toEqual({ updated: 2 });
    const listed = await client.get<DeviceEventPage>(path, { query: { descend: false } });
    expect(listed.result.map((event) => [event.code, event.desc, event.data])).toEqual([
      ['hot', 'seen', { ack: true }],
      ['hot', 'seen', { ack: true }],
      ['boot', '', null],
    ]);
    await expect(client.put(path, { body: { desc: 'all' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const stranger = await ownerWithDevice(server);
    await expect(
      stranger.client.put(path, { query: { starttime: T0 / 1000 }, body: { desc: 'x' } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
