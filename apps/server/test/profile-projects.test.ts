import type { ApiClient } from '@fleetkey/api-client';
import type {
  AccessProfileView,
  DatasetView,
  DeviceGroupDetail,
  DeviceView,
  IotAccessView,
  IotGrants,
  ListResult,
  ProjectDataView,
  ProjectDetail,
  ProjectView,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser } from './support/devices';
import { signedInSubuser, subuserName } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';
import { failure } from './support/outcome';

// Access profiles scoped to projects (issue 18: "Sub-user access profiles can scope to projects"): the
// sub-user reaches its projects, their devices (members, and members of the projects' groups) and their
// groups — nothing of the account's other projects — and changes its projects' members only with what it
// reaches.

const sorted = (ids: readonly string[]) => [...ids].sort();

describe.each(testEngines)('access profiles scoped to projects ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // The sign-in captcha is read back through the test outbox.
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  const members = (client: ApiClient, id: string, field: string, action: string, ids: string[]) =>
    client.put<ProjectDetail>(`/projects/${id}/${field}/${action}`, { body: { ids } });

  const projectProfile = (owner: ApiClient, grants: IotGrants, projectIds: string[]) =>
    owner.post<AccessProfileView>('/subusers_access', {
      body: { name: subuserName(), grants, scope: { kind: 'projects', projectIds } },
    });

  /**
   * Project A holds `direct` and `shared`, and group `groupA` holding `viaGroup`; project B holds `shared`
   * and `onlyB`, and group `groupB` holding `viaGroupB`; `loose` is in no project.
   */
  const twoProjects = async () => {
    const { client: owner } = await signedInUser(server);
    const { devtype } = await createType(owner, subuserName());
    const devid = async () => (await createDevice(owner, devtype)).devid;
    const [direct, shared, viaGroup, onlyB, viaGroupB, loose] = [
      await devid(),
      await devid(),
      await devid(),
      await devid(),
      await devid(),
      await devid(),
    ] as const;
    const group = async (name: string, devids: string[]) => {
      const made = await owner.post<DeviceGroupDetail>('/device_groups', { body: { name } });
      await owner.post(`/device_groups/${made.id}`, { body: { devids } });
      return made.id;
    };
    const groupA = await group('Line A', [viaGroup]);
    const groupB = await group('Line B', [viaGroupB]);
    const projectA = await owner.post<ProjectDetail>('/projects', { body: { name: 'Plant A' } });
    const projectB = await owner.post<ProjectDetail>('/projects', { body: { name: 'Plant B' } });
    await members(owner, projectA.id, 'devices', 'add', [direct, shared]);
    await members(owner, projectA.id, 'groups', 'add', [groupA]);
    await members(owner, projectB.id, 'devices', 'add', [shared, onlyB]);
    await members(owner, projectB.id, 'groups', 'add', [groupB]);
    return {
      owner,
      devtype,
      devices: { direct, shared, viaGroup, onlyB, viaGroupB, loose },
      groupA,
      groupB,
      a: projectA.id,
      b: projectB.id,
    };
  };

  it('shows a sub-user scoped to project A its devices (direct and via its groups), its groups and only A', async () => {
    const { owner, devices, groupA, a, b } = await twoProjects();
    const profile = await projectProfile(owner, { devices: ['read'], groups: ['read'], projects: ['read'] }, [
      a,
    ]);
    expect(profile.scope).toEqual({ kind: 'projects', groupIds: [], projectIds: [a] });
    const { client } = await signedInSubuser(server, owner, profile.id);

    const seen = await client.get<ListResult<DeviceView>>('/devices', { query: { limit: '100' } });
    // The device in both projects is seen once.
    expect(seen.totalCount).toBe(3);
    expect(sorted(seen.result.map((device) => device.devid))).toEqual(
      sorted([devices.direct, devices.shared, devices.viaGroup]),
    );
    for (const outside of [devices.onlyB, devices.viaGroupB, devices.loose])
      expect(await failure(client.get(`/devices/${outside}`)), outside).toMatchObject({ status: 404 });
    await expect(client.get(`/devices/${devices.shared}`)).resolves.toMatchObject({ devid: devices.shared });

    const groups = await client.get<ListResult<{ id: string }>>('/device_groups');
    expect(groups.result.map((group) => group.id)).toEqual([groupA]);

    const projects = await client.get<ListResult<ProjectView>>('/projects');
    expect(projects.result.map((project) => project.id)).toEqual([a]);
    expect(await client.get('/projects', { query: { aggregation: 'count' } })).toMatchObject({ count: 1 });
    expect(await failure(client.get(`/projects/${b}`))).toMatchObject({ status: 404 });
    const detail = await client.get<ProjectDetail>(`/projects/${a}`);
    expect(sorted(detail.members.devices)).toEqual(sorted([devices.direct, devices.shared]));
    expect(detail.members.groups).toEqual([groupA]);

    await expect(client.get<IotAccessView>('/subusers_access/mine')).resolves.toMatchObject({
      main: false,
      scope: { kind: 'projects', groupIds: [], projectIds: [a] },
    });
  });

  it('lets it change only project A, only with what A reaches, idempotently; never B nor new projects', async () => {
    const { owner, devtype, devices, groupA, groupB, a, b } = await twoProjects();
    const profile = await projectProfile(
      owner,
      { devices: ['read'], groups: ['read'], projects: ['read', 'write'] },
      [a],
    );
    const { client } = await signedInSubuser(server, owner, profile.id);

    // A device of project B, a group of B, a device in no project: unknown to it, and nothing changes.
    expect(await failure(members(client, a, 'devices', 'add', [devices.onlyB]))).toMatchObject({
      status: 404,
      data: { devices: [devices.onlyB] },
    });
    expect(
      await failure(members(client, a, 'devices', 'add', [devices.viaGroup, devices.loose])),
    ).toMatchObject({ status: 404, data: { devices: [devices.loose] } });
    expect(await failure(members(client, a, 'groups', 'add', [groupB]))).toMatchObject({
      status: 404,
      data: { groups: [groupB] },
    });
    expect(sorted((await owner.get<ProjectDetail>(`/projects/${a}`)).members.devices)).toEqual(
      sorted([devices.direct, devices.shared]),
    );

    // Project B's members stay as they are: B is unknown to it, and so is B's device in A's call.
    expect(await failure(members(client, b, 'devices', 'remove', [devices.shared]))).toMatchObject({
      status: 404,
    });
    expect(await failure(members(client, a, 'devices', 'remove', [devices.onlyB]))).toMatchObject({
      status: 404,
      data: { devices: [devices.onlyB] },
    });
    expect(await failure(client.put(`/projects/${b}`, { body: { name: 'Taken over' } }))).toMatchObject({
      status: 404,
    });
    expect(await failure(client.delete(`/projects/${b}`))).toMatchObject({ status: 404 });
    expect(await client.post('/projects/batch/delete', { body: { ids: [b] } })).toEqual({ deleted: 0 });
    const stillB = (await owner.get<ProjectDetail>(`/projects/${b}`)).members;
    expect(sorted(stillB.devices)).toEqual(sorted([devices.shared, devices.onlyB]));
    expect(stillB.groups).toEqual([groupB]);

    // A device it reaches through A's group: added and removed, each twice to the same end.
    const added = await members(client, a, 'devices', 'add', [devices.viaGroup]);
    expect(sorted(added.members.devices)).toEqual(sorted([devices.direct, devices.shared, devices.viaGroup]));
    const again = await members(client, a, 'devices', 'add', [devices.viaGroup]);
    expect(sorted(again.members.devices)).toEqual(sorted(added.members.devices));
    await members(client, a, 'devices', 'remove', [devices.viaGroup]);
    const removed = await members(client, a, 'devices', 'remove', [devices.viaGroup]);
    expect(sorted(removed.members.devices)).toEqual(sorted([devices.direct, devices.shared]));
    expect((await members(client, a, 'groups', 'add', [groupA])).members.groups).toEqual([groupA]);
    // Removing the shared device from A leaves it in B, and out of the sub-user's reach.
    await members(client, a, 'devices', 'remove', [devices.shared]);
    expect((await owner.get<ProjectDetail>(`/projects/${b}`)).members.devices).toContain(devices.shared);
    expect(await failure(client.get(`/devices/${devices.shared}`))).toMatchObject({ status: 404 });

    // The account's types and people, and new projects, are the main account's to decide.
    expect(await failure(members(client, a, 'devtypes', 'add', [devtype]))).toMatchObject({
      status: 403,
      code: 'SCOPE_LIMITED',
    });
    expect(await failure(client.post('/projects', { body: { name: 'Mine' } }))).toMatchObject({
      status: 403,
      code: 'SCOPE_LIMITED',
    });
    await expect(client.put(`/projects/${a}`, { body: { name: 'Plant A1' } })).resolves.toMatchObject({
      name: 'Plant A1',
    });
  });

  it('takes only the account’s own projects into a scope, and a scope change takes effect at once', async () => {
    const { owner, devices, groupA, a, b } = await twoProjects();
    const other = await twoProjects();
    expect(
      await failure(
        owner.post('/subusers_access', { body: { name: 'Empty', grants: {}, scope: { kind: 'projects' } } }),
      ),
    ).toMatchObject({ status: 400 });
    expect(await failure(projectProfile(owner, {}, [a, other.a]))).toMatchObject({
      status: 404,
      data: { projectIds: [other.a] },
    });

    const profile = await projectProfile(owner, { devices: ['read'], projects: ['read'] }, [a]);
    const { client } = await signedInSubuser(server, owner, profile.id);
    const devids = async () =>
      sorted(
        (await client.get<ListResult<DeviceView>>('/devices', { query: { limit: '100' } })).result.map(
          (device) => device.devid,
        ),
      );

    const toB = await owner.put<AccessProfileView>(`/subusers_access/${profile.id}`, {
      body: { scope: { kind: 'projects', projectIds: [b], groupIds: [groupA] } },
    });
    expect(toB.scope).toEqual({ kind: 'projects', groupIds: [], projectIds: [b] });
    expect(await devids()).toEqual(sorted([devices.shared, devices.onlyB, devices.viaGroupB]));

    // To a group scope: the projects are gone from the scope; it sees the project holding its group, not the
    // other team's (issue 32).
    const toGroup = await owner.put<AccessProfileView>(`/subusers_access/${profile.id}`, {
      body: { scope: { kind: 'groups', groupIds: [groupA] } },
    });
    expect(toGroup.scope).toEqual({ kind: 'groups', groupIds: [groupA], projectIds: [] });
    expect(await devids()).toEqual([devices.viaGroup]);
    const listed = await client.get<ListResult<ProjectView>>('/projects');
    expect(listed.result.map((project) => project.id)).toEqual([a]);

    // A deleted project leaves the scope, which then reaches nothing.
    await owner.put(`/subusers_access/${profile.id}`, {
      body: { scope: { kind: 'projects', projectIds: [a] } },
    });
    await owner.delete(`/projects/${a}`);
    expect(await devids()).toEqual([]);
    expect((await client.get<ListResult<ProjectView>>('/projects')).totalCount).toBe(0);
  });

  it('keeps the data sets and records of another project out of its reach', async () => {
    const { owner, a, b } = await twoProjects();
    const fields = [{ name: 'code', type: 'text', required: true }];
    const dataset = (project: string) =>
      owner.post<DatasetView>(`/projects/${project}/datasets`, { body: { name: 'sites', fields } });
    const [inA, inB] = [await dataset(a), await dataset(b)];
    const record = (datasetid: string) =>
      owner.post<ProjectDataView>('/project_datas', { body: { datasetid, values: { code: 'S1' } } });
    const [recordA, recordB] = [await record(inA.id), await record(inB.id)];
    const profile = await projectProfile(owner, { projects: ['read', 'write'] }, [a]);
    const { client } = await signedInSubuser(server, owner, profile.id);

    expect((await client.get<DatasetView[]>(`/projects/${a}/datasets`)).map((set) => set.id)).toEqual([
      inA.id,
    ]);
    await expect(client.get(`/project_datas/${recordA.id}`)).resolves.toMatchObject({ id: recordA.id });
    expect(await failure(client.get(`/projects/${b}/datasets`))).toMatchObject({ status: 404 });
    expect(await failure(client.get(`/projects/${b}/datasets/${inB.id}`))).toMatchObject({ status: 404 });
    expect(await failure(client.get('/project_datas', { query: { datasetid: inB.id } }))).toMatchObject({
      status: 404,
    });
    expect(await failure(client.get(`/project_datas/${recordB.id}`))).toMatchObject({ status: 404 });
    expect(
      await failure(client.post('/project_datas', { body: { datasetid: inB.id, values: { code: 'S2' } } })),
    ).toMatchObject({ status: 404 });
    expect(await client.post('/project_datas/batch/delete', { body: { ids: [recordB.id] } })).toEqual({
      deleted: 0,
    });
    await expect(owner.get(`/project_datas/${recordB.id}`)).resolves.toMatchObject({ id: recordB.id });
  });
});
