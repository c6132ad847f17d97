import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceGroupDetail, DeviceGroupView, DeviceView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { expectFieldRefusals } from './support/outcome';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('device groups: /device_groups ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A signed-in user with a type and three devices of it. */
  async function owner(): Promise<{ client: ApiClient; devtype: string; devids: string[] }> {
    const { client } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('meter'));
    const devids: string[] = [];
    for (let i = 0; i < 3; i++) devids.push((await createDevice(client, devtype)).devid);
    return { client, devtype, devids };
  }
  const newGroup = (client: ApiClient, name = uniqueId('g').replaceAll('-', '_')) =>
    client.post<DeviceGroupDetail>('/device_groups', { body: { name, comment: 'floor 2' } });

  it('answers 401 without a session', async () => {
    await expect(server.newClient().get('/device_groups')).rejects.toMatchObject({ status: 401 });
  });

  it('creates, reads, renames and deletes a group, names unique per user', async () => {
    const { client } = await owner();
    const group = await newGroup(client, 'Workshop');
    expect(group).toMatchObject({ name: 'Workshop', comment: 'floor 2', devices: { count: 0 }, devids: [] });
    await expect(newGroup(client, 'Workshop')).rejects.toMatchObject({ status: 409, code: 'NAME_IN_USE' });
    await expect(newGroup((await owner()).client, 'Workshop')).resolves.toMatchObject({ name: 'Workshop' });

    const other = await newGroup(client, 'Yard');
    await expect(
      client.put(`/device_groups/${other.id}`, { body: { name: 'Workshop' } }),
    ).rejects.toMatchObject({ status: 409, code: 'NAME_IN_USE' });
    await expect(
      client.put<DeviceGroupDetail>(`/device_groups/${group.id}`, { body: { name: 'Hall', comment: '' } }),
    ).resolves.toMatchObject({ id: group.id, name: 'Hall', comment: '' });
    await expect(client.get(`/device_groups/${group.id}`)).resolves.toMatchObject({ name: 'Hall' });

    await client.delete(`/device_groups/${group.id}`);
    await expect(client.get(`/device_groups/${group.id}`)).rejects.toMatchObject({ status: 404 });
  });

  it('adds members all or none, removes one, and lists them through /devices', async () => {
    const { client, devtype, devids } = await owner();
    const [a, b, c] = devids as [string, string, string];
    const theirs = (await owner()).devids[0] ?? '';
    const group = await newGroup(client);

    await expect(
      client.post(`/device_groups/${group.id}`, { body: { devids: [a, theirs] } }),
    ).rejects.toMatchObject({ status: 404, data: { devids: [theirs] } });
    await expect(client.get(`/device_groups/${group.id}`)).resolves.toMatchObject({ devids: [] });

    await client.post(`/device_groups/${group.id}`, { body: { devids: [a, b] } });
    // Adding a member again changes nothing.
    const added = await client.post<DeviceGroupDetail>(`/device_groups/${group.id}`, {
      body: { devids: [b, c] },
    });
    expect(added.devids.slice().sort()).toEqual([a, b, c].sort());
    expect(added.devices.count).toBe(3);

    await expect(
      client.delete(`/device_groups/${group.id}/${b}`, { query: { devtype: 'other-type' } }),
    ).rejects.toMatchObject({ status: 404 });
    const removed = await client.delete<DeviceGroupDetail>(`/device_groups/${group.id}/${b}`, {
      query: { devtype },
    });
    expect(removed.devids.slice().sort()).toEqual([a, c].sort());
    await expect(client.delete(`/device_groups/${group.id}/${b}`)).rejects.toMatchObject({ status: 404 });

    const members = await client.get<{ result: DeviceView[] }>('/devices', {
      query: { filter: JSON.stringify({ groupid: group.id }) },
    });
    expect(members.result.map((d) => d.devid).sort()).toEqual([a, c].sort());

    // A deleted device leaves its groups; a deleted group leaves its devices.
    await client.delete(`/devices/${a}`);
    await expect(client.get(`/device_groups/${group.id}`)).resolves.toMatchObject({ devids: [c] });
    await client.delete(`/device_groups/${group.id}`);
    await expect(client.get(`/devices/${c}`)).resolves.toMatchObject({ devid: c });
  });

  it('lists the user own groups with counts, search, a device filter and aggregation=count', async () => {
    const { client, devids } = await owner();
    const [a] = devids as [string];
    const first = await newGroup(client, 'North_side');
    // The clock moves between creations, so "newest first" has one answer.
    server.clock.advance(10);
    const second = await newGroup(client, 'South_side');
    await newGroup((await owner()).client, 'North_side');
    await client.post(`/device_groups/${second.id}`, { body: { devids: [a] } });

    const all = await client.get<{ totalCount: number; result: DeviceGroupView[] }>('/device_groups');
    expect(all.result.map((g) => [g.name, g.devices.count])).toEqual([
      ['South_side', 1],
      ['North_side', 0],
    ]);
    expect(all.result[0]).not.toHaveProperty('userId');
    const search = await client.get<{ result: DeviceGroupView[] }>('/device_groups', {
      query: { search: 'north' },
    });
    expect(search.result.map((g) => g.id)).toEqual([first.id]);
    const holding = await client.get<{ result: DeviceGroupView[] }>('/device_groups', {
      query: { filter: JSON.stringify({ devid: a }) },
    });
    expect(holding.result.map((g) => g.id)).toEqual([second.id]);
    await expect(client.get('/device_groups', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 2,
    });
  });

  it("answers 404 for another user's group on every route, and changes nothing", async () => {
    const a = await owner();
    const b = await owner();
    const group = await newGroup(a.client, 'Private');
    await a.client.post(`/device_groups/${group.id}`, { body: { devids: [a.devids[0]] } });
    const calls: [string, () => Promise<unknown>][] = [
      ['GET', () => b.client.get(`/device_groups/${group.id}`)],
      ['PUT', () => b.client.put(`/device_groups/${group.id}`, { body: { name: 'Mine' } })],
      ['DELETE', () => b.client.delete(`/device_groups/${group.id}`)],
      ['POST members', () => b.client.post(`/device_groups/${group.id}`, { body: { devids: b.devids } })],
      ['DELETE member', () => b.client.delete(`/device_groups/${group.id}/${a.devids[0]}`)],
    ];
    for (const [what, call] of calls) await expect(call(), what).rejects.toMatchObject({ status: 404 });
    // Nor may a user put another's device into their own group.
    const own = await newGroup(b.client);
    await expect(
      b.client.post(`/device_groups/${own.id}`, { body: { devids: [a.devids[1]] } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(a.client.get(`/device_groups/${group.id}`)).resolves.toMatchObject({
      name: 'Private',
      devids: [a.devids[0]],
    });
  });

  it('refuses bad input with 400 and message keys', async () => {
    const { client } = await owner();
    const group = await newGroup(client);
    await expectFieldRefusals([
      [
        'a one-letter name',
        () => client.post('/device_groups', { body: { name: 'x' } }),
        'name',
        'validation.nameInvalid',
      ],
      ['no name', () => client.post('/device_groups', { body: {} }), 'name', 'validation.required'],
      [
        'a long comment',
        () => client.put(`/device_groups/${group.id}`, { body: { comment: 'c'.repeat(257) } }),
        'comment',
        'validation.tooLong',
      ],
      [
        'no devices',
        () => client.post(`/device_groups/${group.id}`, { body: { devids: [] } }),
        'devids',
        'validation.required',
      ],
      [
        'a bad device id',
        () => client.delete(`/device_groups/${group.id}/_x`),
        'devid',
        'validation.deviceIdInvalid',
      ],
      [
        'an unknown filter',
        () => client.get('/device_groups', { query: { filter: '{"x":1}' } }),
        'filter',
        'validation.listFilterInvalid',
      ],
    ]);
  });
});
