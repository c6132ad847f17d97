import { ApiError, type ApiClient } from '@fleetkey/api-client';
import type {
  DeviceEventPage,
  DeviceEventView,
  TelemetryAccepted,
  TelemetryDeleted,
  TelemetryPage,
  TelemetryUpdated,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { connectDevice, deviceTopic, ownerWithDevice, type Owner } from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

const T0 = Date.UTC(2024, 2, 1, 0, 0, 0);
const seconds = (ms: number) => ms / 1000;

describe.each(testEngines)('device data and events over HTTP ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** An owner whose device has rows at T0, T0+1s … T0+(n-1)s with points a = i, b = 10·i. */
  async function ownerWithRows(n: number): Promise<Owner> {
    const owner = await ownerWithDevice(server);
    const rows = Array.from({ length: n }, (_, i) => ({ time: T0 + i * 1000, a: i, b: 10 * i }));
    await owner.client.post<TelemetryAccepted>(`/devices/${owner.device.devid}/data`, { body: rows });
    return owner;
  }
  const data = (client: ApiClient, devid: string, query: Record<string, string | number | boolean>) =>
    client.get<TelemetryPage>(`/devices/${devid}/data`, { query });

  it('stores posted rows (one row or a list) and answers how many points were taken', async () => {
    const { client, device } = await ownerWithDevice(server);
    const one = await client.post<TelemetryAccepted>(`/devices/${device.devid}/data`, {
      body: { time: T0, voltage: 230.1, state: 'ok', relay: false },
    });
    expect(one).toEqual({ accepted: 3, replaced: 0 });
    const page = await data(client, device.devid, {});
    expect(page).toEqual({
      totalCount: 1,
      result: [{ time: T0, isodate: '2024-03-01T00:00:00.000Z', voltage: 230.1, state: 'ok', relay: 0 }],
    });
  });

  it('stamps rows without a time with distinct receive times', async () => {
    const { client, device } = await ownerWithDevice(server);
    await client.post(`/devices/${device.devid}/data`, { body: [{ v: 1 }, { v: 2 }, { v: 3 }] });
    const page = await data(client, device.devid, { descend: false });
    expect(page.result.map((row) => row.v)).toEqual([1, 2, 3]);
    expect(new Set(page.result.map((row) => row.time)).size).toBe(3);
  });

  it('refuses invalid rows with the field that is wrong', async () => {
    const { client, device } = await ownerWithDevice(server);
    for (const body of [
      { 'bad-key': 1 },
      { time: 1, v: 1 },
      { isodate: 'x' },
      { v: { nested: 1 } },
      {},
      [],
    ]) {
      await expect(client.post(`/devices/${device.devid}/data`, { body })).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(
      client.post(`/devices/${device.devid}/data`, { body: { v: 'x'.repeat(257) } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('pages rows by time, newest first unless told, within starttime–endtime, for chosen keys', async () => {
    const { client, device } = await ownerWithRows(10);
    const newest = await data(client, device.devid, { limit: 3 });
    expect(newest.totalCount).toBe(10);
    expect(newest.result.map((row) => row.a)).toEqual([9, 8, 7]);
    const second = await data(client, device.devid, { limit: 3, skip: 3, descend: false });
    expect(second.result.map((row) => row.a)).toEqual([3, 4, 5]);
    const range = await data(client, device.devid, {
      starttime: seconds(T0 + 2000),
      endtime: seconds(T0 + 5000),
      descend: false,
      filter: JSON.stringify({ keys: ['b'] }),
    });
    expect(range.totalCount).toBe(3);
    expect(range.result).toEqual([
      { time: T0 + 2000, isodate: new Date(T0 + 2000).toISOString(), b: 20 },
      { time: T0 + 3000, isodate: new Date(T0 + 3000).toISOString(), b: 30 },
      { time: T0 + 4000, isodate: new Date(T0 + 4000).toISOString(), b: 40 },
    ]);
  });

  it('refuses a reversed range (end before start) with 400 at endtime on data, download, delete and events', async () => {
    const { client, device } = await ownerWithRows(3);
    const reversed = { starttime: seconds(T0 + 5000), endtime: seconds(T0 + 2000) };
    const refused = { status: 400, code: 'VALIDATION_FAILED' };
    await expect(data(client, device.devid, reversed)).rejects.toMatchObject(refused);
    await expect(
      client.get('/devices/data/download', { query: { devid: device.devid, ...reversed } }),
    ).rejects.toMatchObject(refused);
    await expect(
      client.post('/devices/data/download', { body: { devids: [device.devid], ...reversed } }),
    ).rejects.toMatchObject(refused);
    await expect(client.delete(`/devices/${device.devid}/data`, { query: reversed })).rejects.toMatchObject(
      refused,
    );
    await expect(client.get(`/devices/${device.devid}/event`, { query: reversed })).rejects.toMatchObject(
      refused,
    );
    expect((await data(client, device.devid, {})).totalCount).toBe(3);
  });

  it('stores a row sent again at the same time last-write-wins, says how many values it replaced, and PUT overwrites', async () => {
    const { client, device } = await ownerWithRows(2);
    const again = await client.post<TelemetryAccepted>(`/devices/${device.devid}/data`, {
      body: { time: T0, a: 999, b: 0 },
    });
    expect(again).toEqual({ accepted: 2, replaced: 1 });
    expect((await data(client, device.devid, { descend: false })).result[0]).toMatchObject({ a: 999, b: 0 });
    const updated = await client.put<TelemetryUpdated>(`/devices/${device.devid}/data`, {
      query: { filter: JSON.stringify({ time: T0 }) },
      body: { a: 5, c: 'new' },
    });
    expect(updated).toEqual({ updated: 2 });
    expect((await data(client, device.devid, { descend: false })).result[0]).toMatchObject({
      a: 5,
      b: 0,
      c: 'new',
    });
  });

  it('deletes by filter and range, refuses a delete naming nothing, and clears everything', async () => {
    const { client, device } = await ownerWithRows(5);
    await expect(client.delete(`/devices/${device.devid}/data`)).rejects.toMatchObject({ status: 400 });
    const byKey = await client.delete<TelemetryDeleted>(`/devices/${device.devid}/data`, {
      query: { filter: JSON.stringify({ keys: ['b'] }), starttime: seconds(T0 + 3000) },
    });
    expect(byKey).toEqual({ deleted: 2 });
    const byTime = await client.delete<TelemetryDeleted>(`/devices/${device.devid}/data`, {
      query: { filter: JSON.stringify({ time: T0 }) },
    });
    expect(byTime).toEqual({ deleted: 2 });
    const left = await data(client, device.devid, { descend: false });
    expect(left.result.map((row) => [row.a, row.b])).toEqual([
      [1, 10],
      [2, 20],
      [3, undefined],
      [4, undefined],
    ]);
    expect(await client.delete<TelemetryDeleted>(`/devices/${device.devid}/data/clear`)).toEqual({
      deleted: 6,
    });
    expect(await data(client, device.devid, {})).toEqual({ totalCount: 0, result: [] });
  });

  it('counts rows exactly over ranges cut mid-hour, and after some points of a row are deleted', async () => {
    const { client, device } = await ownerWithDevice(server);
    // A row every 10 minutes for 5 hours; every other row has point b too.
    const rows = Array.from({ length: 30 }, (_, i) => ({
      time: T0 + i * 600_000,
      a: i,
      ...(i % 2 ? {} : { b: i }),
    }));
    await client.post(`/devices/${device.devid}/data`, { body: rows });
    const count = async (query: Record<string, string | number>) =>
      (await data(client, device.devid, { limit: 1, ...query })).totalCount;
    const from = T0 + 25 * 60_000; // 00:25, inside the first hour
    const to = T0 + 4 * 3_600_000 + 35 * 60_000; // 04:35, inside the fifth
    const inRange = rows.filter((row) => row.time >= from && row.time < to);
    expect(await count({ starttime: seconds(from), endtime: seconds(to) })).toBe(inRange.length);
    expect(
      await count({
        starttime: seconds(from),
        endtime: seconds(to),
        filter: JSON.stringify({ keys: ['b'] }),
      }),
    ).toBe(inRange.filter((row) => 'b' in row).length);
    // Deleting a from the rows without b leaves them with no point: they are no longer rows.
    await client.delete(`/devices/${device.devid}/data`, {
      query: { filter: JSON.stringify({ keys: ['a'] }) },
    });
    expect(await count({})).toBe(15);
    expect(await count({ starttime: seconds(from), endtime: seconds(to) })).toBe(
      inRange.filter((row) => 'b' in row).length,
    );
    const page = await data(client, device.devid, { descend: false, limit: 2 });
    expect(page.result).toEqual([
      { time: T0, isodate: new Date(T0).toISOString(), b: 0 },
      { time: T0 + 1_200_000, isodate: new Date(T0 + 1_200_000).toISOString(), b: 2 },
    ]);
  });

  it('streams the data download as CSV, oldest first, text cells made safe for spreadsheets', async () => {
    const { client, device } = await ownerWithRows(3);
    await client.post(`/devices/${device.devid}/data`, {
      body: { time: T0 + 3000, a: 3, note: '=1+1, "x"' },
    });
    const file = await client.getFile('/devices/data/download', { query: { devid: device.devid } });
    expect(file.blob.type).toMatch(/^text\/csv; ?charset=utf-8$/);
    expect(file.fileName).toBe(`${device.devid}.csv`);
    expect(await file.blob.text()).toBe(
      [
        'time,isodate,a,b,note',
        `${T0},${new Date(T0).toISOString()},0,0,`,
        `${T0 + 1000},${new Date(T0 + 1000).toISOString()},1,10,`,
        `${T0 + 2000},${new Date(T0 + 2000).toISOString()},2,20,`,
        `${T0 + 3000},${new Date(T0 + 3000).toISOString()},3,,"'=1+1, ""x"""`,
        '',
      ].join('\r\n'),
    );
  });

  it('records, lists, changes and deletes events; a device reports them over MQTT too', async () => {
    const { client, device, devtype } = await ownerWithDevice(server);
    const path = `/devices/${device.devid}/event`;
    const created = await client.post<DeviceEventView>(path, {
      body: { code: 'overheat', type: 'warning', desc: 'too hot', data: { temp: 91 }, time: T0 },
    });
    expect(created).toMatchObject({
      devid: device.devid,
      devtype,
      code: 'overheat',
      type: 'warning',
      time: T0,
    });
    const mqttClient = await connectDevice(server.bus.url, device);
    await mqttClient.publishAsync(
      deviceTopic({ devtype, devid: device.devid }, 'event'),
      JSON.stringify({ code: 'boot', time: T0 + 1 }),
      {
        qos: 1,
      },
    );
    await mqttClient.endAsync();
    const listed = await client.get<DeviceEventPage>(path, { query: { descend: false } });
    expect(listed.result.map((e) => [e.code, e.type])).toEqual([
      ['overheat', 'warning'],
      ['boot', 'log'],
    ]);
    const warnings = await client.get<DeviceEventPage>(path, {
      query: { filter: JSON.stringify({ type: 'warning' }) },
    });
    expect(warnings.totalCount).toBe(1);
    const changed = await client.put<DeviceEventView>(`${path}/${created.eventid}`, {
      body: { desc: 'cooled', data: null },
    });
    expect(changed).toMatchObject({ desc: 'cooled', data: null, code: 'overheat' });
    const boot = listed.result[1]?.eventid ?? '';
    expect(await client.post(`${path}/batch/delete`, { body: { eventids: [boot, 'missing'] } })).toEqual({
      deleted: 1,
    });
    await expect(client.delete(path)).rejects.toMatchObject({ status: 400 });
    expect(await client.delete(path, { query: { filter: JSON.stringify({ code: 'overheat' }) } })).toEqual({
      deleted: 1,
    });
    await expect(client.delete(`${path}/${created.eventid}`)).resolves.toEqual({ deleted: 0 });
  });

  it("answers 404 on every data, event and command call for another user's device, and 401 without a session", async () => {
    const theirs = await ownerWithRows(1);
    const { client } = await ownerWithDevice(server);
    const devid = theirs.device.devid;
    const calls: (() => Promise<unknown>)[] = [
      () => client.get(`/devices/${devid}/data`),
      () => client.post(`/devices/${devid}/data`, { body: { v: 1 } }),
      () =>
        client.put(`/devices/${devid}/data`, {
          query: { filter: JSON.stringify({ time: T0 }) },
          body: { v: 1 },
        }),
      () => client.delete(`/devices/${devid}/data`, { query: { filter: JSON.stringify({ time: T0 }) } }),
      () => client.delete(`/devices/${devid}/data/clear`),
      () => client.get('/devices/data/download', { query: { devid } }),
      () => client.get(`/devices/${devid}/event`),
      () => client.post(`/devices/${devid}/event`, { body: { code: 'x' } }),
      () => client.put(`/devices/${devid}/event/some-id`, { body: { desc: 'x' } }),
      () => client.delete(`/devices/${devid}/event/some-id`),
      () => client.post(`/devices/${devid}/event/batch/delete`, { body: { eventids: ['x'] } }),
      () => client.get(`/devices/${devid}/commands`),
      () => client.put(`/devices/${devid}/commands/reboot`),
      () => client.put(`/devices/${devid}/command/reboot`, { body: { data: '01' } }),
      () => client.put(`/multicast/gwb/${devid}/commands/reboot`),
      () => client.put(`/multicast/gwr/${devid}/commands/reboot`),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Their data is untouched.
    expect((await data(theirs.client, devid, {})).totalCount).toBe(1);
    await expect(server.newClient().get(`/devices/${devid}/data`)).rejects.toMatchObject({ status: 401 });
    // A wrong devtype is a miss too.
    await expect(data(theirs.client, devid, { devtype: 'other' })).rejects.toBeInstanceOf(ApiError);
  });
});
