import { dbcApi, firmwareApi, type ApiClient } from '@fleetkey/api-client';
import {
  IOT_RESOURCE_CATALOGUE,
  type AccessProfileView,
  type BillView,
  type DeviceGroupDetail,
  type DeviceTypeView,
  type IotGrants,
  type MulticastGroupView,
  type ProjectDetail,
} from '@fleetkey/contract';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { refusalStatus } from './support/outcome';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser, subuserName } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 32 item 1, the examples the attack found: a sub-user with every grant but scoped to one group (or to
// one project) sees a type, a rollout, a strategy, a multicast group that reach a device outside its scope, and
// cannot change them (403 SCOPE_LIMITED, nothing changed); another team's project is invisible to it (404),
// and a month's bill lists only its scope's devices. The owner's data is the same for every check.

const everything: IotGrants = Object.fromEntries(IOT_RESOURCE_CATALOGUE.map((e) => [e.key, [...e.actions]]));

const limited = { status: 403, code: 'SCOPE_LIMITED' };

describe.each(testEngines)('a scoped sub-user changes nothing outside its scope (%s)', (engine) => {
  let server: TestServer;
  let owner: ApiClient;
  let ownerId: string;
  let devtype: string;
  let inside: string;
  let outside: string;
  let insideOnlyType: string;
  let ownProject: ProjectDetail;
  let otherProject: ProjectDetail;
  const scoped: Record<'group' | 'project', ApiClient> = {} as Record<'group' | 'project', ApiClient>;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    let user: { id: string };
    ({ client: owner, user } = await signedInUser(server));
    ownerId = user.id;
    ({ devtype } = await createType(owner, uniqueId('meter')));
    ({ devid: inside } = await createDevice(owner, devtype));
    ({ devid: outside } = await createDevice(owner, devtype));
    ({ devtype: insideOnlyType } = await createType(owner, uniqueId('probe')));
    const probe = (await createDevice(owner, insideOnlyType)).devid;
    const group = await owner.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Team A' } });
    await owner.post(`/device_groups/${group.id}`, { body: { devids: [inside, probe] } });
    ownProject = await owner.post<ProjectDetail>('/projects', { body: { name: 'Team A plant' } });
    await owner.put(`/projects/${ownProject.id}/devices/add`, { body: { ids: [inside, probe] } });
    otherProject = await owner.post<ProjectDetail>('/projects', { body: { name: 'Team B plant' } });
    await owner.put(`/projects/${otherProject.id}/devices/add`, { body: { ids: [outside] } });

    scoped.group = (
      await signedInSubuser(server, owner, (await createProfile(owner, everything, [group.id])).id)
    ).client;
    const byProject = await owner.post<AccessProfileView>('/subusers_access', {
      body: {
        name: subuserName(),
        grants: everything,
        scope: { kind: 'projects', projectIds: [ownProject.id] },
      },
    });
    scoped.project = (await signedInSubuser(server, owner, byProject.id)).client;
  });
  afterAll(() => server.close());

  const kinds = ['group', 'project'] as const;

  it.each(kinds)(
    'a %s-scoped sub-user cannot change a device type with devices outside its scope',
    async (kind) => {
      const before = await owner.get<DeviceTypeView>(`/devtype/${devtype}`);
      const client = scoped[kind];
      expect(await refusalStatus(client.put(`/devtype/${devtype}`, { body: { mode: 'strict' } }))).toEqual(
        limited,
      );
      expect(await refusalStatus(client.put(`/devtype/${devtype}/data`, { body: [] }))).toEqual(limited);
      expect(await refusalStatus(client.put(`/devtype/${devtype}/commands`, { body: [] }))).toEqual(limited);
      expect(await owner.get<DeviceTypeView>(`/devtype/${devtype}`)).toEqual(before);
      // A type whose devices are all its own stays its to change.
      const changed = await client.put<DeviceTypeView>(`/devtype/${insideOnlyType}`, {
        body: { comment: `by ${kind}` },
      });
      expect(changed.comment).toBe(`by ${kind}`);
    },
  );

  it.each(kinds)(
    'a %s-scoped sub-user cannot steer a rollout that reaches a device outside',
    async (kind) => {
      const version = `1.${kind.length}.0`;
      await firmwareApi(owner).upload(devtype, version, {
        file: new Blob([randomBytes(1024)]),
        fileName: `fw-${version}.bin`,
        desc: '',
      });
      const rollout = await firmwareApi(owner).notify(devtype, version, {
        upgrade_type: 'ids',
        ids: [inside, outside],
      });
      const client = scoped[kind];
      for (const action of ['pause', 'cancel'])
        expect(
          await refusalStatus(client.patch(`/ota/rollouts/${rollout.id}/status`, { body: { action } })),
        ).toEqual(limited);
      expect(await refusalStatus(client.post(`/ota/rollouts/${rollout.id}/retry`, { body: {} }))).toEqual(
        limited,
      );
      expect((await firmwareApi(owner).rollouts.get(rollout.id)).state).toBe(rollout.state);
      await owner.patch(`/ota/rollouts/${rollout.id}/status`, { body: { action: 'cancel' } });
    },
  );

  it.each(kinds)(
    'a %s-scoped sub-user cannot change or delete a DBC strategy bound outside',
    async (kind) => {
      const files = dbcApi(owner);
      const api = files.strategies;
      const text = await readFile(
        new URL('../../../packages/can/src/fixtures/j1939-engine.dbc', import.meta.url),
        'utf8',
      );
      // A file of its own per kind: a second upload of a name in use is refused (409 NAME_IN_USE).
      await files.upload(new Blob([text]), `engine-${kind}.dbc`);
      const body = {
        name: `Engine ${kind}`,
        dbc: `engine-${kind}.dbc`,
        devtype,
        signals: [{ message: 'EEC1', signal: 'EngineSpeed' }],
      };
      const strategy = await api.create(body);
      await api.bind({ strategyId: strategy.id, devids: [outside] });
      const client = scoped[kind];
      expect(await refusalStatus(client.delete(`/dbc/strategy/${strategy.id}`))).toEqual(limited);
      expect(
        await refusalStatus(client.put(`/dbc/strategy/${strategy.id}`, { body: { ...body, name: 'Mine' } })),
      ).toEqual(limited);
      expect(await api.get(strategy.id)).toEqual(strategy);
      await api.remove(strategy.id);
      // One bound only to its own devices is its to delete.
      const own = await api.create({ ...body, name: `Own ${kind}` });
      await api.bind({ strategyId: own.id, devids: [inside] });
      await dbcApi(client).strategies.remove(own.id);
      expect((await api.list()).map((row) => row.id)).not.toContain(own.id);
    },
  );

  it.each(kinds)(
    'a %s-scoped sub-user cannot set or drop the LoRa session of a group outside',
    async (kind) => {
      // The gateway every member hears the session through is outside the scope.
      const gateway = (await createDevice(owner, devtype)).devid;
      const multicast = await owner.post<MulticastGroupView>('/multicast', {
        body: { name: uniqueId('lora'), kind: 'gwr', gwid: gateway },
      });
      const session = {
        mcAddr: '0A1B2C3D',
        mcAppSKey: '00112233445566778899aabbccddeeff',
        mcNwkSKey: 'ffeeddccbbaa99887766554433221100',
        frequency: 869_525_000,
        dataRate: 3,
        periodicity: 4,
        class: 'B',
      };
      await owner.put(`/multicast/${multicast.id}/lora`, { body: session });
      const before = await owner.get(`/multicast/${multicast.id}/lora`);
      const client = scoped[kind];
      const put = await refusalStatus(
        client.put(`/multicast/${multicast.id}/lora`, { body: { ...session, fCnt: 99 } }),
      );
      expect([limited, { status: 404, code: 'NOT_FOUND' }]).toContainEqual(put);
      const drop = await refusalStatus(client.delete(`/multicast/${multicast.id}/lora`));
      expect([limited, { status: 404, code: 'NOT_FOUND' }]).toContainEqual(drop);
      expect(await owner.get(`/multicast/${multicast.id}/lora`)).toEqual(before);
    },
  );

  it("a group-scoped sub-user neither reads, changes nor deletes another team's project", async () => {
    const client = scoped.group;
    const notFound = { status: 404, code: 'NOT_FOUND' };
    expect(await refusalStatus(client.get(`/projects/${otherProject.id}`))).toEqual(notFound);
    expect(
      await refusalStatus(client.put(`/projects/${otherProject.id}`, { body: { name: 'Taken' } })),
    ).toEqual(notFound);
    expect(await refusalStatus(client.delete(`/projects/${otherProject.id}`))).toEqual(notFound);
    const listed = await client.get<{ result: ProjectDetail[] }>('/projects');
    expect(listed.result.map((project) => project.id)).toEqual([ownProject.id]);
    expect((await owner.get<ProjectDetail>(`/projects/${otherProject.id}`)).name).toBe('Team B plant');
    // A project shared with the other team it reads, with its own devices only, and cannot change.
    const shared = await owner.post<ProjectDetail>('/projects', { body: { name: 'Shared plant' } });
    await owner.put(`/projects/${shared.id}/devices/add`, { body: { ids: [inside, outside] } });
    expect((await client.get<ProjectDetail>(`/projects/${shared.id}`)).members.devices).toEqual([inside]);
    expect(await refusalStatus(client.put(`/projects/${shared.id}`, { body: { name: 'Taken' } }))).toEqual(
      limited,
    );
    expect(await refusalStatus(client.delete(`/projects/${shared.id}`))).toEqual(limited);
    const batch = (ids: string[]) => client.post('/projects/batch/delete', { body: { ids } });
    expect(await batch([shared.id, otherProject.id])).toEqual({ deleted: 0 });
    expect((await owner.get<ProjectDetail>(`/projects/${shared.id}`)).name).toBe('Shared plant');
    await owner.delete(`/projects/${shared.id}`);
  });

  it.each(kinds)('a %s-scoped sub-user reads a bill with the lines of its own devices only', async (kind) => {
    const bills = await owner.get<{ result: BillView[] }>('/bill');
    const period = bills.result[0]?.period ?? '';
    const day = `${period}-01`;
    await server.db
      .insertInto('deviceUsage')
      .values([inside, outside].map((devid) => ({ devid, day, ownerId, messages: 3, points: 6 })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const whole = await owner.get<BillView>('/bill', { query: { period } });
    expect(whole.lines?.map((line) => line.devid).sort()).toEqual([inside, outside].sort());
    const own = await scoped[kind].get<BillView>('/bill', { query: { period } });
    expect(own.lines?.map((line) => line.devid)).toEqual([inside]);
  });
});
