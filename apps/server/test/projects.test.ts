import type { ApiClient } from '@fleetkey/api-client';
import type {
  DeviceCounts,
  DeviceGroupDetail,
  DeviceView,
  ListResult,
  ProjectDetail,
  ProjectView,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, createSubuser, signedInSubuser } from './support/subusers';
import { failure } from './support/outcome';

// IoT projects over real HTTP (issue 18, first part): a project and its members — device types, devices,
// groups, sub-users — added and removed idempotently, within the caller's scope; deleting a project leaves
// what it held; the dashboard's count, and its device figures narrowed to one project.

describe.each(testEngines)('projects ($name)', (engine) => {
  const setup = sharedServer(engine, { env: { OUTBOX_API: '1' } });

  const account = async () => {
    const { client } = await signedInUser(setup.server);
    const { devtype } = await createType(client, uniqueId('pump'));
    const devices = [await createDevice(client, devtype), await createDevice(client, devtype)];
    return { client, devtype, devids: devices.map((device) => device.devid) };
  };
  const members = (client: ApiClient, id: string, field: string, action: string, ids: string[]) =>
    client.put<ProjectDetail>(`/projects/${id}/${field}/${action}`, { body: { ids } });

  it('creates, lists, counts, renames and deletes projects; names are unique per account', async () => {
    const { client } = await account();
    const plant = await client.post<ProjectDetail>('/projects', {
      body: { name: 'Plant A', description: 'North' },
    });
    expect(plant).toMatchObject({
      name: 'Plant A',
      description: 'North',
      counts: { devtypes: 0, devices: 0, groups: 0, subusers: 0 },
      members: { devtypes: [], devices: [], groups: [], subusers: [] },
    });
    const second = await client.post<ProjectDetail>('/projects', { body: { name: 'Plant B' } });
    expect(await failure(client.post('/projects', { body: { name: 'Plant A' } }))).toMatchObject({
      status: 409,
      code: 'PROJECT_NAME_TAKEN',
    });
    expect(await failure(client.put(`/projects/${second.id}`, { body: { name: 'Plant A' } }))).toMatchObject({
      status: 409,
      code: 'PROJECT_NAME_TAKEN',
    });
    expect(await failure(client.post('/projects', { body: { name: ' ' } }))).toMatchObject({ status: 400 });

    const all = await client.get<ListResult<ProjectView>>('/projects');
    expect(all.result.map((project) => project.name)).toEqual(['Plant B', 'Plant A']);
    const named = await client.get<ListResult<ProjectView>>('/projects', {
      query: { filter: JSON.stringify({ name: 'nt B' }) },
    });
    expect(named.result.map((project) => project.id)).toEqual([second.id]);
    expect(await client.get('/projects', { query: { aggregation: 'count' } })).toMatchObject({ count: 2 });

    // Another account neither sees nor reaches them.
    const other = await account();
    expect((await other.client.get<ListResult<ProjectView>>('/projects')).totalCount).toBe(0);
    expect(await failure(other.client.get(`/projects/${plant.id}`))).toMatchObject({ status: 404 });
    expect(await other.client.post('/projects/batch/delete', { body: { ids: [plant.id] } })).toEqual({
      deleted: 0,
    });

    await client.put(`/projects/${plant.id}`, { body: { name: 'Plant North' } });
    expect(await client.get<ProjectDetail>(`/projects/${plant.id}`)).toMatchObject({ name: 'Plant North' });
    expect(await client.post('/projects/batch/delete', { body: { ids: [plant.id, second.id] } })).toEqual({
      deleted: 2,
    });
    expect((await client.get<ListResult<ProjectView>>('/projects')).totalCount).toBe(0);
  });

  it('adds and removes members idempotently, refuses what is not the account’s, and never deletes members', async () => {
    const { client, devtype, devids } = await account();
    const group = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Line 1' } });
    const subuser = await createSubuser(client);
    const project = await client.post<ProjectDetail>('/projects', { body: { name: 'Site' } });
    const put = (field: string, action: string, ids: string[]) =>
      members(client, project.id, field, action, ids);

    await put('devices', 'add', devids);
    const again = await put('devices', 'add', [devids[0]!]);
    expect(again.members.devices.sort()).toEqual([...devids].sort());
    await put('devtypes', 'add', [devtype]);
    await put('groups', 'add', [group.id]);
    const full = await put('subusers', 'add', [subuser.id]);
    expect(full.counts).toEqual({ devtypes: 1, devices: 2, groups: 1, subusers: 1 });

    // Another account's device, an unknown type: 404 naming them, and nothing changed.
    const other = await account();
    expect(await failure(put('devices', 'remove', [devids[0]!, other.devids[0]!]))).toMatchObject({
      status: 404,
      data: { devices: [other.devids[0]] },
    });
    expect(await failure(put('devtypes', 'add', ['no-such-type']))).toMatchObject({
      status: 404,
      data: { devtypes: ['no-such-type'] },
    });
    expect((await client.get<ProjectDetail>(`/projects/${project.id}`)).counts.devices).toBe(2);
    expect(await failure(put('things', 'add', devids))).toMatchObject({ status: 400 });

    const removed = await put('devices', 'remove', [devids[0]!]);
    expect(removed.members.devices).toEqual([devids[1]]);
    expect((await put('devices', 'remove', [devids[0]!])).members.devices).toEqual([devids[1]]);

    // Deleting the project leaves the devices, group, type and sub-user; deleting a device leaves projects.
    const second = await client.post<ProjectDetail>('/projects', { body: { name: 'Second' } });
    await members(client, second.id, 'devices', 'add', devids);
    await client.delete(`/projects/${project.id}`);
    expect(await client.get(`/devices/${devids[1]}`)).toMatchObject({ devid: devids[1] });
    expect(await client.get(`/device_groups/${group.id}`)).toMatchObject({ id: group.id });
    await client.delete(`/devices/${devids[0]}`);
    expect((await client.get<ProjectDetail>(`/projects/${second.id}`)).members.devices).toEqual([devids[1]]);
  });

  it('keeps a sub-user scoped to a group to its devices and groups, and off types and sub-users', async () => {
    const { client, devtype, devids } = await account();
    const [inside, outside] = devids as [string, string];
    const scope = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Scope' } });
    await client.post(`/device_groups/${scope.id}`, { body: { devids: [inside] } });
    const project = await client.post<ProjectDetail>('/projects', { body: { name: 'Shared' } });
    await members(client, project.id, 'devices', 'add', [inside, outside]);
    await members(client, project.id, 'devtypes', 'add', [devtype]);
    const profile = await createProfile(client, { projects: ['read', 'write'] }, [scope.id]);
    const { client: scoped } = await signedInSubuser(setup.server, client, profile.id);

    const seen = await scoped.get<ProjectDetail>(`/projects/${project.id}`);
    expect(seen.members).toEqual({ devtypes: [], devices: [inside], groups: [], subusers: [] });
    // It shares the project with a device outside its scope: it reads it, and changes nothing (issue 32).
    const limited = { status: 403, code: 'SCOPE_LIMITED' };
    expect(await failure(members(scoped, project.id, 'devices', 'remove', [outside]))).toMatchObject(limited);
    expect(await failure(members(scoped, project.id, 'devtypes', 'remove', [devtype]))).toMatchObject(
      limited,
    );
    expect(await failure(members(scoped, project.id, 'groups', 'add', [scope.id]))).toMatchObject(limited);
    expect(await failure(scoped.put(`/projects/${project.id}`, { body: { name: 'Mine' } }))).toMatchObject(
      limited,
    );
    expect(await failure(scoped.delete(`/projects/${project.id}`))).toMatchObject(limited);
    expect(await client.get<ProjectDetail>(`/projects/${project.id}`)).toMatchObject({
      name: 'Shared',
      members: { devices: [inside, outside], devtypes: [devtype], groups: [] },
    });
    // A project of its own devices only is its to change.
    const own = await scoped.post<ProjectDetail>('/projects', { body: { name: 'Own' } });
    await members(scoped, own.id, 'devices', 'add', [inside]);
    await members(scoped, own.id, 'groups', 'add', [scope.id]);

    // Without the grant: 403.
    const reader = (
      await signedInSubuser(setup.server, client, (await createProfile(client, { projects: ['read'] })).id)
    ).client;
    expect(await failure(reader.post('/projects', { body: { name: 'No' } }))).toMatchObject({ status: 403 });
  });

  it("narrows the dashboard's device list and counts to a project's devices, direct and through its groups, within the caller's scope", async () => {
    const { client, devtype, devids } = await account();
    const [direct, viaGroup] = devids as [string, string];
    const both = (await createDevice(client, devtype)).devid;
    const elsewhere = (await createDevice(client, devtype)).devid;
    const line = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Line' } });
    await client.post(`/device_groups/${line.id}`, { body: { devids: [viaGroup, both] } });
    const project = await client.post<ProjectDetail>('/projects', { body: { name: 'Site' } });
    await members(client, project.id, 'devices', 'add', [direct, both]);
    await members(client, project.id, 'groups', 'add', [line.id]);
    const inProject = (caller: ApiClient, projectid: string) =>
      caller.get<ListResult<DeviceView>>('/devices', {
        query: { filter: JSON.stringify({ projectid }), limit: '100' },
      });
    const countsOf = (caller: ApiClient, projectid: string) =>
      caller.get<DeviceCounts>('/devices_count/online', { query: { projectid } });

    // A device both listed and in a listed group counts once; a device of neither is left out.
    const page = await inProject(client, project.id);
    expect(page.totalCount).toBe(3);
    expect(page.result.map((device) => device.devid).sort()).toEqual([direct, viaGroup, both].sort());
    expect(page.result.map((device) => device.devid)).not.toContain(elsewhere);
    await expect(
      client.get('/devices', {
        query: { filter: JSON.stringify({ projectid: project.id }), aggregation: 'count' },
      }),
    ).resolves.toMatchObject({ count: 3 });
    const counts = await countsOf(client, project.id);
    expect(counts.total).toBe(3);
    expect(counts.online + counts.offline + counts.faulty).toBe(3);
    expect((await client.get<DeviceCounts>('/devices_count/online')).total).toBe(4);

    // Another account naming this project sees none of its devices.
    const stranger = (await signedInUser(setup.server)).client;
    expect((await inProject(stranger, project.id)).totalCount).toBe(0);
    expect((await countsOf(stranger, project.id)).total).toBe(0);

    // A sub-user scoped to a group holding one of them sees that one only.
    const scope = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Scope' } });
    await client.post(`/device_groups/${scope.id}`, { body: { devids: [direct, elsewhere] } });
    const profile = await createProfile(client, { devices: ['read'] }, [scope.id]);
    const { client: scoped } = await signedInSubuser(setup.server, client, profile.id);
    expect((await inProject(scoped, project.id)).result.map((device) => device.devid)).toEqual([direct]);
    expect((await countsOf(scoped, project.id)).total).toBe(1);

    // The project id is checked by the contract's schema.
    expect(await failure(countsOf(client, 'x'.repeat(37)))).toMatchObject({ status: 400 });
    expect(
      await failure(client.get('/devices', { query: { filter: JSON.stringify({ projectid: 7 }) } })),
    ).toMatchObject({ status: 400 });
  });
});
