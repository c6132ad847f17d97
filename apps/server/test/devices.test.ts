import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceCounts, DeviceSecret, DeviceView, DeviceWithSecret } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSecretHash } from '../src/modules/iot/devices/device-secret';
import { serverSecret } from '../src/platform/secret';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { expectFieldRefusals } from './support/outcome';
import { startTestServer, type TestServer } from './support/test-server';

const DEVICE_LIMIT = 5;
type Page = { totalCount: number; result: DeviceView[] };

describe.each(testEngines)('devices: /devices, secrets, online count ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DEVICE_LIMIT: String(DEVICE_LIMIT) } });
  });
  afterAll(() => server.close());

  /** A signed-in user with one device type. */
  async function owner(): Promise<{ client: ApiClient; userId: string; devtype: string }> {
    const { client, user } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('meter'));
    return { client, userId: user.id, devtype };
  }
  const storedRow = (devid: string) =>
    server.db.selectFrom('devices').selectAll().where('devid', '=', devid).executeTakeFirst();

  it('answers 401 without a session', async () => {
    await expect(server.newClient().get('/devices')).rejects.toMatchObject({ status: 401 });
    await expect(
      server.newClient().post('/devices', { body: { devid: 'abc', devtype: 'meter' } }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('creates a device, answering its secret once and storing only a keyed hash of it', async () => {
    const { client, userId, devtype } = await owner();
    const devid = uniqueId('meter-01');
    const created = await client.post<DeviceWithSecret>('/devices', {
      body: { devid, devtype, comment: 'roof', gps: { lat: 31.23, lng: 121.47 } },
    });
    expect(created).toMatchObject({
      devid,
      devname: devid,
      devtype,
      comment: 'roof',
      status: 1,
      onlinetime: null,
      offlinetime: null,
      gps: { lat: 31.23, lng: 121.47 },
      newfm: { isnew: 0 },
      gateway: null,
      owner: userId,
    });
    expect(created.devsecret).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const row = await storedRow(devid);
    expect(row?.secretHash).toBe(deviceSecretHash(serverSecret(server.config), devid, created.devsecret));
    expect(Object.values(row ?? {})).not.toContain(created.devsecret);

    const read = await client.get<DeviceView>(`/devices/${devid}`);
    expect(read).not.toHaveProperty('devsecret');
    expect(read).toEqual(Object.fromEntries(Object.entries(created).filter(([k]) => k !== 'devsecret')));
    await expect(client.get(`/devices/${devid}/secret`)).resolves.toEqual({
      devid,
      hasSecret: true,
      updatedAt: created.registertime,
    });
  });

  it('refuses a type the user lacks with 400, and a used id (any user) with 409', async () => {
    const a = await owner();
    const b = await owner();
    await expect(createDevice(a.client, b.devtype)).rejects.toMatchObject({
      status: 400,
      data: { fields: [{ path: 'devtype', message: 'validation.deviceTypeUnknown' }] },
    });
    const { devid } = await createDevice(a.client, a.devtype);
    for (const client of [a.client, b.client]) {
      await expect(
        client.post('/devices', { body: { devid, devtype: client === a.client ? a.devtype : b.devtype } }),
      ).rejects.toMatchObject({ status: 409, code: 'DEVICE_EXISTS' });
    }
    expect((await storedRow(devid))?.userId).toBe(a.userId);
  });

  it('lists a search by how it matches: the exact id first, then ids starting with it, then the rest', async () => {
    const { client, devtype } = await owner();
    const base = uniqueId('m');
    // Created so that newest first alone would list the exact id last.
    for (const devid of [`${base}-1`, `${base}-13`, `x${base}-1`, `${base}-10`]) {
      await createDevice(client, devtype, { devid });
      server.clock.advance(10);
    }
    const found = await client.get<Page>('/devices', { query: { search: `${base}-1`.toUpperCase() } });
    expect(found.result.map((d) => d.devid)).toEqual([`${base}-1`, `${base}-10`, `${base}-13`, `x${base}-1`]);
  });

  it('lists the user own devices with filters, search, paging and aggregation=count', async () => {
    const { client, devtype } = await owner();
    const other = (await createType(client, uniqueId('valve'))).devtype;
    // The clock moves between creations, so "newest first" has one answer.
    const pump = await createDevice(client, devtype, { devname: '水泵_1' });
    server.clock.advance(10);
    const valve = await createDevice(client, other, { devname: 'valve' });
    server.clock.advance(10);
    const third = await createDevice(client, devtype, { devname: 'spare' });
    await createDevice((await owner()).client, (await createType(client, uniqueId('x'))).devtype).catch(
      () => undefined,
    );
    await server.db
      .updateTable('devices')
      .set({ status: 'faulty' })
      .where('devid', '=', valve.devid)
      .execute();

    const all = await client.get<Page>('/devices');
    expect(all.result.map((d) => d.devid)).toEqual([third.devid, valve.devid, pump.devid]);
    const byType = await client.get<Page>('/devices', { query: { filter: JSON.stringify({ devtype }) } });
    expect(byType.result.map((d) => d.devid)).toEqual([third.devid, pump.devid]);
    const faulty = await client.get<Page>('/devices', { query: { filter: JSON.stringify({ status: 2 }) } });
    expect(faulty.result.map((d) => [d.devid, d.status])).toEqual([[valve.devid, 2]]);
    const byName = await client.get<Page>('/devices', { query: { search: '水泵' } });
    expect(byName.result.map((d) => d.devid)).toEqual([pump.devid]);
    const byId = await client.get<Page>('/devices', { query: { search: valve.devid.toUpperCase() } });
    expect(byId.result.map((d) => d.devid)).toEqual([valve.devid]);
    // The one named exactly first, though newer ones contain the text too.
    const newer = await createDevice(client, devtype, { devname: 'spare-2' });
    const exact = await client.get<Page>('/devices', { query: { search: 'SPARE' } });
    expect(exact.result.map((d) => d.devid)).toEqual([third.devid, newer.devid]);
    await client.delete(`/devices/${newer.devid}`);
    const page = await client.get<Page>('/devices', { query: { skip: 1, limit: 1, descend: false } });
    expect(page).toMatchObject({ totalCount: 3, result: [{ devid: valve.devid }] });
    await expect(client.get('/devices', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 3,
    });
  });

  it('reads, changes and deletes a device, honouring ?devtype', async () => {
    const { client, devtype } = await owner();
    const { devid } = await createDevice(client, devtype, { gps: { lat: 1, lng: 2 } });
    await expect(client.get(`/devices/${devid}`, { query: { devtype: 'other-type' } })).rejects.toMatchObject(
      {
        status: 404,
      },
    );
    await expect(client.get(`/devices/${devid}`, { query: { devtype } })).resolves.toMatchObject({ devid });

    const changed = await client.put<DeviceView>(`/devices/${devid}`, {
      query: { devtype },
      body: { devname: 'boiler', comment: 'basement', gps: null },
    });
    expect(changed).toMatchObject({ devname: 'boiler', comment: 'basement', gps: null, devtype });
    await expect(client.put(`/devices/${devid}`, { body: { comment: 'still' } })).resolves.toMatchObject({
      devname: 'boiler',
      comment: 'still',
    });

    await expect(
      client.delete(`/devices/${devid}`, { query: { devtype: 'other-type' } }),
    ).rejects.toMatchObject({ status: 404 });
    await client.delete(`/devices/${devid}`, { query: { devtype } });
    await expect(client.get(`/devices/${devid}`)).rejects.toMatchObject({ status: 404 });
    expect(await storedRow(devid)).toBeUndefined();
  });

  it('batch deletes all or none', async () => {
    const a = await owner();
    const b = await owner();
    const mine = [await createDevice(a.client, a.devtype), await createDevice(a.client, a.devtype)];
    const theirs = await createDevice(b.client, b.devtype);
    const ids = mine.map((d) => d.devid);

    await expect(
      a.client.post('/devices/batch/delete', { body: { devids: [...ids, theirs.devid] } }),
    ).rejects.toMatchObject({ status: 404, data: { devids: [theirs.devid] } });
    await expect(
      a.client.post('/devices/batch/delete', { query: { devtype: 'wrong-type' }, body: { devids: ids } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(a.client.get('/devices', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 2,
    });
    await expect(
      a.client.post('/devices/batch/delete', { query: { devtype: a.devtype }, body: { devids: ids } }),
    ).resolves.toEqual({ deleted: 2 });
    expect(await storedRow(theirs.devid)).toBeDefined();
  });

  it('regenerates secrets: the new one is answered once and replaces the stored hash', async () => {
    const { client, devtype } = await owner();
    const first = await createDevice(client, devtype);
    const second = await createDevice(client, devtype);
    const key = serverSecret(server.config);

    server.clock.advance(1000);
    const renewed = await client.put<DeviceSecret>(`/devices/${first.devid}/secret`);
    expect(renewed.devid).toBe(first.devid);
    expect(renewed.devsecret).not.toBe(first.devsecret);
    const row = await storedRow(first.devid);
    expect(row?.secretHash).toBe(deviceSecretHash(key, first.devid, renewed.devsecret));
    expect(row?.secretHash).not.toBe(deviceSecretHash(key, first.devid, first.devsecret));
    const state = await client.get<{ hasSecret: boolean; updatedAt: number }>(
      `/devices/${first.devid}/secret`,
    );
    expect(state.hasSecret).toBe(true);
    expect(state.updatedAt).toBeGreaterThanOrEqual(first.registertime + 1000);

    const many = await client.put<DeviceSecret[]>('/multi_devices/secrets', {
      body: { devids: [first.devid, second.devid] },
    });
    expect(many.map((s) => s.devid)).toEqual([first.devid, second.devid]);
    for (const { devid, devsecret } of many) {
      expect((await storedRow(devid))?.secretHash).toBe(deviceSecretHash(key, devid, devsecret));
    }
  });

  it('renews no secret when any named device is not the user own', async () => {
    const a = await owner();
    const b = await owner();
    const mine = await createDevice(a.client, a.devtype);
    const theirs = await createDevice(b.client, b.devtype);
    const before = await storedRow(mine.devid);
    await expect(
      a.client.put('/multi_devices/secrets', { body: { devids: [mine.devid, theirs.devid] } }),
    ).rejects.toMatchObject({ status: 404, data: { devids: [theirs.devid] } });
    expect((await storedRow(mine.devid))?.secretHash).toBe(before?.secretHash);
  });

  it('counts online, offline and faulty devices for the dashboard, per type when asked', async () => {
    const { client, devtype } = await owner();
    const other = (await createType(client, uniqueId('valve'))).devtype;
    const [a, b, c] = [
      await createDevice(client, devtype),
      await createDevice(client, devtype),
      await createDevice(client, other),
    ];
    // The MQTT slice writes statuses; here they are set the way it will.
    await server.db
      .updateTable('devices')
      .set({ status: 'online' })
      .where('devid', 'in', [a.devid, c.devid])
      .execute();
    await server.db.updateTable('devices').set({ status: 'faulty' }).where('devid', '=', b.devid).execute();
    await expect(client.get<DeviceCounts>('/devices_count/online')).resolves.toEqual({
      count: 2,
      total: 3,
      online: 2,
      offline: 0,
      faulty: 1,
    });
    await expect(client.get<DeviceCounts>('/devices_count/online', { query: { devtype } })).resolves.toEqual({
      count: 1,
      total: 2,
      online: 1,
      offline: 0,
      faulty: 1,
    });
    await expect(client.get<DeviceView>(`/devices/${a.devid}`)).resolves.toMatchObject({ status: 0 });
  });

  it("answers 404 for another user's device on every route, and changes nothing", async () => {
    const a = await owner();
    const b = await owner();
    const device = await createDevice(a.client, a.devtype, { devname: 'mine' });
    const { devid } = device;
    const calls: [string, () => Promise<unknown>][] = [
      ['GET', () => b.client.get(`/devices/${devid}`)],
      ['PUT', () => b.client.put(`/devices/${devid}`, { body: { devname: 'stolen' } })],
      ['DELETE', () => b.client.delete(`/devices/${devid}`)],
      ['batch delete', () => b.client.post('/devices/batch/delete', { body: { devids: [devid] } })],
      ['GET secret', () => b.client.get(`/devices/${devid}/secret`)],
      ['PUT secret', () => b.client.put(`/devices/${devid}/secret`)],
      ['PUT secrets', () => b.client.put('/multi_devices/secrets', { body: { devids: [devid] } })],
    ];
    for (const [what, call] of calls) await expect(call(), what).rejects.toMatchObject({ status: 404 });
    await expect(b.client.get('/devices', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 0,
    });
    await expect(b.client.get<DeviceCounts>('/devices_count/online')).resolves.toMatchObject({ total: 0 });
    const row = await storedRow(devid);
    expect(row).toMatchObject({
      name: 'mine',
      secretHash: deviceSecretHash(serverSecret(server.config), devid, device.devsecret),
    });
  });

  it('refuses bad input with 400 and message keys', async () => {
    const { client, devtype } = await owner();
    const { devid } = await createDevice(client, devtype);
    await expectFieldRefusals([
      [
        'an id with a space',
        () => client.post('/devices', { body: { devid: 'a b', devtype } }),
        'devid',
        'validation.deviceIdInvalid',
      ],
      [
        'no type',
        () => client.post('/devices', { body: { devid: 'abc' } }),
        'devtype',
        'validation.required',
      ],
      [
        'a latitude past 90',
        () => client.post('/devices', { body: { devid: 'abc', devtype, gps: { lat: 91, lng: 0 } } }),
        'gps.lat',
        'validation.gpsInvalid',
      ],
      [
        'a bad name',
        () => client.put(`/devices/${devid}`, { body: { devname: '_x' } }),
        'devname',
        'validation.deviceNameInvalid',
      ],
      [
        'an unknown status',
        () => client.get('/devices', { query: { filter: '{"status":7}' } }),
        'filter.status',
        'validation.listFilterInvalid',
      ],
      [
        'a search past 64 characters',
        () => client.get('/devices', { query: { search: 'x'.repeat(65) } }),
        'search',
        'validation.tooLong',
      ],
      [
        'an empty batch',
        () => client.post('/devices/batch/delete', { body: { devids: [] } }),
        'devids',
        'validation.required',
      ],
      [
        'a batch over the maximum',
        () =>
          client.put('/multi_devices/secrets', {
            body: { devids: Array.from({ length: 1001 }, (_, i) => `d${i}`) },
          }),
        'devids',
        'validation.tooMany',
      ],
      ['a bad id in the path', () => client.get('/devices/-x'), 'devid', 'validation.deviceIdInvalid'],
    ]);
  });

  it('refuses a device over the system limit with 8001, even under concurrent requests', async () => {
    const { client, devtype } = await owner();
    const results = await Promise.allSettled(
      Array.from({ length: DEVICE_LIMIT + 3 }, () => createDevice(client, devtype)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(DEVICE_LIMIT);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({
          status: 403,
          code: 'DEVICE_LIMIT',
          message: 'device count exceeds system limit',
          data: { serverCode: 8001, limit: DEVICE_LIMIT },
        });
      }
    }
  });

  it('removes the devices and types of a deleted account', async () => {
    const { client, userId, devtype } = await owner();
    const { devid } = await createDevice(client, devtype);
    await server.db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await storedRow(devid)).toBeUndefined();
    const types = await server.db
      .selectFrom('deviceTypes')
      .select('devtype')
      .where('userId', '=', userId)
      .execute();
    expect(types).toEqual([]);
  });
});
