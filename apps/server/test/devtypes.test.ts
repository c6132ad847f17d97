import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceTypeSummary, DeviceTypeView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { expectFieldRefusals } from './support/outcome';
import { startTestServer, type TestServer } from './support/test-server';

const TYPE_LIMIT = 3;
const meter = {
  comment: 'three-phase meter',
  data: [
    { name: 'voltage', type: 'number', unit: 'V' },
    { name: 'current', type: 'number', unit: 'A' },
  ],
  commands: [{ name: 'reboot', cmdtype: 'confirmed' }],
  initParam: { interval: 60, label: 'meter', enabled: true },
  much_data: { phases: [{ name: 'l1', type: 'number' }] },
};

describe.each(testEngines)('device types: /devtype ($name)', (engine) => {
  let server: TestServer;
  let stranger: ApiClient;
  // Each test signs in its own owner: the type limit is per user and kept tiny here.
  const newOwner = async () => (await signedInUser(server)).client;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DEVICE_TYPE_LIMIT: String(TYPE_LIMIT) } });
    stranger = (await signedInUser(server)).client;
  });
  afterAll(() => server.close());

  it('answers 401 without a session', async () => {
    await expect(server.newClient().get('/devtype')).rejects.toMatchObject({ status: 401 });
  });

  it('creates a type with its sections and reads it back with its device count', async () => {
    const owner = await newOwner();
    const devtype = uniqueId('meter');
    const created = await createType(owner, devtype, meter);
    expect(created).toMatchObject({
      devtype,
      comment: 'three-phase meter',
      devices: { count: 0 },
      data: meter.data,
      much_data: meter.much_data,
      // Absent fields take their defaults: a command is unconfirmed unless told, params empty.
      commands: [{ name: 'reboot', cmdtype: 'confirmed', params: [] }],
      initParam: meter.initParam,
      status: [],
      warnings: [],
      errors: [],
      logs: [],
    });
    await createDevice(owner, devtype);
    await expect(owner.get(`/devtype/${devtype}`)).resolves.toMatchObject({ devices: { count: 1 } });
  });

  it('lists only the caller own types, with counts, search, paging and aggregation=count', async () => {
    const { client } = await signedInUser(server);
    const a = await createType(client, uniqueId('alpha'));
    // The clock moves between creations, so "newest first" has one answer.
    server.clock.advance(10);
    const b = await createType(client, uniqueId('beta'), { comment: 'Boiler 50%' });
    await createDevice(client, b.devtype);
    await createType(stranger, uniqueId('alpha'));

    const all = await client.get<{ totalCount: number; result: DeviceTypeSummary[] }>('/devtype');
    expect(all.totalCount).toBe(2);
    // Newest first by default; a summary carries no sections.
    expect(all.result.map((t) => [t.devtype, t.devices.count])).toEqual([
      [b.devtype, 1],
      [a.devtype, 0],
    ]);
    expect(all.result[0]).not.toHaveProperty('data');

    const searched = await client.get<{ result: DeviceTypeSummary[] }>('/devtype', {
      query: { search: 'boiler 50%' },
    });
    expect(searched.result.map((t) => t.devtype)).toEqual([b.devtype]);
    const page = await client.get<{ totalCount: number; result: DeviceTypeSummary[] }>('/devtype', {
      query: { limit: 1, skip: 1, descend: false },
    });
    expect(page).toMatchObject({ totalCount: 2, result: [{ devtype: b.devtype }] });
    await expect(client.get('/devtype', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 2,
    });
    const filtered = await client.get<{ result: DeviceTypeSummary[] }>('/devtype', {
      query: { filter: JSON.stringify({ devtype: a.devtype }) },
    });
    expect(filtered.result.map((t) => t.devtype)).toEqual([a.devtype]);
  });

  it('keeps names unique per user only', async () => {
    const owner = await newOwner();
    const devtype = uniqueId('shared');
    await createType(owner, devtype);
    await expect(createType(owner, devtype)).rejects.toMatchObject({
      status: 409,
      code: 'DEVICE_TYPE_EXISTS',
    });
    await expect(createType(stranger, devtype)).resolves.toMatchObject({ devtype });
  });

  it('replaces each section by PUT /devtype/{devtype}/{section} and answers the whole type', async () => {
    const owner = await newOwner();
    const devtype = (await createType(owner, uniqueId('sections'), meter)).devtype;
    const points = [{ name: 'temp', type: 'integer', unit: '℃', desc: 'inside' }];
    const events = [{ code: 'E100', desc: 'overheat' }];
    await owner.put(`/devtype/${devtype}/data`, { body: points });
    await owner.put(`/devtype/${devtype}/status`, { body: [{ name: 'rssi', type: 'integer' }] });
    await owner.put(`/devtype/${devtype}/commands`, { body: [{ name: 'open', params: points }] });
    await owner.put(`/devtype/${devtype}/warnings`, { body: events });
    await owner.put(`/devtype/${devtype}/errors`, { body: [{ code: '7' }] });
    await owner.put(`/devtype/${devtype}/logs`, { body: [] });
    const last = await owner.put<DeviceTypeView>(`/devtype/${devtype}/initParam`, { body: { mode: 'eco' } });
    expect(last).toMatchObject({
      comment: meter.comment,
      data: points,
      status: [{ name: 'rssi', type: 'integer' }],
      commands: [{ name: 'open', cmdtype: 'unconfirmed', params: points }],
      warnings: events,
      errors: [{ code: '7' }],
      logs: [],
      initParam: { mode: 'eco' },
      much_data: meter.much_data,
    });
    await expect(owner.get(`/devtype/${devtype}`)).resolves.toEqual(last);
  });

  it('sets and deletes much_data one topic at a time', async () => {
    const owner = await newOwner();
    const devtype = (await createType(owner, uniqueId('topics'), meter)).devtype;
    const energy = [{ name: 'kwh', type: 'number', unit: 'kWh' }];
    await expect(
      owner.put(`/devtype/${devtype}/much_data`, { body: { topic: 'energy', data: energy } }),
    ).resolves.toMatchObject({ much_data: { phases: meter.much_data.phases, energy } });
    await expect(
      owner.delete(`/devtype/${devtype}/much_data`, { query: { topic: 'phases' } }),
    ).resolves.toMatchObject({ much_data: { energy } });
    await expect(owner.get<DeviceTypeView>(`/devtype/${devtype}`)).resolves.toHaveProperty('much_data', {
      energy,
    });
    await expect(
      owner.delete(`/devtype/${devtype}/much_data`, { query: { topic: 'phases' } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('changes the comment and given sections by PUT /devtype/{devtype}, leaving the rest', async () => {
    const owner = await newOwner();
    const devtype = (await createType(owner, uniqueId('edit'), meter)).devtype;
    const changed = await owner.put<DeviceTypeView>(`/devtype/${devtype}`, {
      body: { comment: 'single phase', much_data: {} },
    });
    expect(changed).toMatchObject({ comment: 'single phase', data: meter.data, much_data: {} });
    expect(changed.updatedAt).toBeGreaterThanOrEqual(changed.createdAt);
    // Only the topics: the columns stay as they were.
    const topics = { energy: [{ name: 'kwh', type: 'number' }] };
    await expect(owner.put(`/devtype/${devtype}`, { body: { much_data: topics } })).resolves.toMatchObject({
      comment: 'single phase',
      much_data: topics,
    });
  });

  it('refuses bad input with 400 and message keys, writing nothing', async () => {
    const owner = await newOwner();
    const devtype = (await createType(owner, uniqueId('strict'), meter)).devtype;
    await expectFieldRefusals([
      ['a name with a slash', () => createType(owner, 'a/b'), 'devtype', 'validation.deviceTypeInvalid'],
      ['a leading dash', () => createType(owner, '-meter'), 'devtype', 'validation.deviceTypeInvalid'],
      [
        'repeated point names',
        () =>
          owner.put(`/devtype/${devtype}/data`, {
            body: [
              { name: 'v', type: 'number' },
              { name: 'v', type: 'string' },
            ],
          }),
        '1.name',
        'validation.duplicate',
      ],
      [
        'an unknown point type',
        () => owner.put(`/devtype/${devtype}/status`, { body: [{ name: 'v', type: 'float' }] }),
        '0.type',
        'validation.invalidOption',
      ],
      [
        'a point name with a space',
        () => owner.put(`/devtype/${devtype}/data`, { body: [{ name: 'a b', type: 'number' }] }),
        '0.name',
        'validation.keyNameInvalid',
      ],
      [
        'an object for a list section',
        () => owner.put(`/devtype/${devtype}/logs`, { body: { code: 'x' } }),
        '',
        'validation.invalidType',
      ],
      [
        'a nested initial parameter',
        () => owner.put(`/devtype/${devtype}/initParam`, { body: { a: { b: 1 } } }),
        'a',
        'validation.invalidType',
      ],
      [
        'a much_data topic without a name',
        () => owner.put(`/devtype/${devtype}/much_data`, { body: { data: [] } }),
        'topic',
        'validation.required',
      ],
      [
        'a retention that is not one of the choices',
        () => owner.put(`/devtype/${devtype}`, { body: { retentionDays: 15 } }),
        'retentionDays',
        'validation.invalidOption',
      ],
      [
        'a retention of 0 days at creation',
        () => createType(owner, uniqueId('zero'), { retentionDays: 0 }),
        'retentionDays',
        'validation.invalidOption',
      ],
      [
        'an unparsable filter',
        () => owner.get('/devtype', { query: { filter: '{' } }),
        '',
        'validation.listFilterInvalid',
      ],
      [
        'an unknown filter field',
        () => owner.get('/devtype', { query: { filter: '{"owner":"x"}' } }),
        'filter',
        'validation.listFilterInvalid',
      ],
    ]);
    await expect(owner.get(`/devtype/${devtype}`)).resolves.toMatchObject({
      data: meter.data,
      logs: [],
      retentionDays: null,
    });
  });

  it("keeps a type's retention: set at creation for all its data, changed from a coming day, shown in the list", async () => {
    const owner = await newOwner();
    const created = await createType(owner, uniqueId('keep'), { retentionDays: 90 });
    expect(created).toMatchObject({ retentionDays: 90, retentionSince: null });
    const plain = await createType(owner, uniqueId('plain'));
    expect(plain).toMatchObject({ retentionDays: null, retentionSince: null });

    const before = Date.now();
    const changed = await owner.put<DeviceTypeView>(`/devtype/${created.devtype}`, {
      body: { retentionDays: 730 },
    });
    const after = Date.now();
    expect(changed.retentionDays).toBe(730);
    // The start of the first UTC day at least three hours after the change.
    const dayAhead = (at: number) => Math.ceil((at + 3 * 3_600_000) / 86_400_000) * 86_400_000;
    expect([dayAhead(before), dayAhead(after)]).toContain(changed.retentionSince);
    // The same setting again moves nothing; an edit without it leaves it.
    await owner.put(`/devtype/${created.devtype}`, { body: { retentionDays: 730 } });
    await owner.put(`/devtype/${created.devtype}`, { body: { comment: 'kept long' } });
    const list = await owner.get<{ result: DeviceTypeSummary[] }>('/devtype');
    expect(
      list.result.map(({ devtype, retentionDays, retentionSince }) => ({
        devtype,
        retentionDays,
        retentionSince,
      })),
    ).toEqual(
      expect.arrayContaining([
        { devtype: created.devtype, retentionDays: 730, retentionSince: changed.retentionSince },
        { devtype: plain.devtype, retentionDays: null, retentionSince: null },
      ]),
    );
  });

  it('refuses to delete a type that still has devices, and batch deletes all or none', async () => {
    const { client } = await signedInUser(server);
    const used = (await createType(client, uniqueId('used'))).devtype;
    const free = (await createType(client, uniqueId('free'))).devtype;
    const device = await createDevice(client, used);

    await expect(client.delete(`/devtype/${used}`)).rejects.toMatchObject({
      status: 409,
      code: 'DEVICE_TYPE_IN_USE',
      data: { devtypes: [used] },
    });
    await expect(
      client.post('/devtype/batch/delete', { body: { devtypes: [free, used] } }),
    ).rejects.toMatchObject({ status: 409, code: 'DEVICE_TYPE_IN_USE' });
    await expect(
      client.post('/devtype/batch/delete', { body: { devtypes: [free, 'no-such-type'] } }),
    ).rejects.toMatchObject({ status: 404, data: { devtypes: ['no-such-type'] } });
    // Nothing was deleted by the refused batches.
    await expect(client.get(`/devtype/${free}`)).resolves.toMatchObject({ devtype: free });

    await client.delete(`/devices/${device.devid}`);
    await expect(
      client.post('/devtype/batch/delete', { body: { devtypes: [free, used, free] } }),
    ).resolves.toEqual({ deleted: 2 });
    await expect(client.get('/devtype', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 0,
    });
  });

  it("answers 404 for another user's type on every route, and changes nothing", async () => {
    const owner = await newOwner();
    const devtype = (await createType(owner, uniqueId('private'), meter)).devtype;
    const calls: [string, () => Promise<unknown>][] = [
      ['GET', () => stranger.get(`/devtype/${devtype}`)],
      ['PUT', () => stranger.put(`/devtype/${devtype}`, { body: { comment: 'mine' } })],
      ['DELETE', () => stranger.delete(`/devtype/${devtype}`)],
      ['batch delete', () => stranger.post('/devtype/batch/delete', { body: { devtypes: [devtype] } })],
      ['PUT data', () => stranger.put(`/devtype/${devtype}/data`, { body: [] })],
      ['PUT initParam', () => stranger.put(`/devtype/${devtype}/initParam`, { body: {} })],
      [
        'PUT much_data',
        () => stranger.put(`/devtype/${devtype}/much_data`, { body: { topic: 'x', data: [] } }),
      ],
      [
        'DELETE much_data',
        () => stranger.delete(`/devtype/${devtype}/much_data`, { query: { topic: 'phases' } }),
      ],
    ];
    for (const [what, call] of calls) await expect(call(), what).rejects.toMatchObject({ status: 404 });
    await expect(owner.get(`/devtype/${devtype}`)).resolves.toMatchObject({
      comment: meter.comment,
      data: meter.data,
      much_data: meter.much_data,
    });
  });

  it('refuses a type over the system limit with 8000, even under concurrent requests', async () => {
    const { client } = await signedInUser(server);
    const results = await Promise.allSettled(
      Array.from({ length: TYPE_LIMIT + 3 }, () => createType(client, uniqueId('many'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(TYPE_LIMIT);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toMatchObject({
        status: 403,
        code: 'DEVICE_TYPE_LIMIT',
        message: 'custom device type count exceeds system limit',
        data: { serverCode: 8000, limit: TYPE_LIMIT },
      });
    }
    // The limit is per user: another user still creates types.
    await expect(createType(stranger, uniqueId('other'))).resolves.toBeTruthy();
  });
});
