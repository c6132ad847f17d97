import type {
  AccessProfileView,
  AccountActivityView,
  DeviceCounts,
  DeviceGroupDetail,
  DeviceView,
  ListResult,
  SessionUser,
  SubuserView,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import {
  INITIAL_PASSWORD,
  SUBUSER_PASSWORD,
  createProfile,
  createSubuser,
  signedInSubuser,
} from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('IoT sub-users and access profiles ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  /** A main account with a type, `count` devices and a group holding the first `inGroup` of them. */
  async function ownerWithGroup(count: number, inGroup: number) {
    const { client, user } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('meter'));
    const devids: string[] = [];
    for (let i = 0; i < count; i++) devids.push((await createDevice(client, devtype)).devid);
    const group = await client.post<DeviceGroupDetail>('/device_groups', {
      body: { name: uniqueId('g').replaceAll('-', '_').slice(-30) },
    });
    if (inGroup > 0)
      await client.post(`/device_groups/${group.id}`, { body: { devids: devids.slice(0, inGroup) } });
    return { client, user, devtype, devids, group };
  }

  it('makes a sub-user change the initial password before anything else, then acts on the owner’s data', async () => {
    const { client: owner, devids } = await ownerWithGroup(2, 0);
    const profile = await createProfile(owner, { devices: ['read'] });
    const subuser = await createSubuser(owner, profile.id);
    expect(subuser).toMatchObject({ role: profile.id, status: 'enabled', mustChangePassword: true });
    expect(subuser).not.toHaveProperty('password');

    const client = server.newClient();
    const first = await passwordLogin(client, subuser.username, INITIAL_PASSWORD);
    expect(first).toMatchObject({ role: profile.id, mustChangePassword: true });
    await expect(client.get('/devices')).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    await client.post('/auth/change_password', {
      body: { oldpassword: INITIAL_PASSWORD, password: SUBUSER_PASSWORD },
    });
    const second = await passwordLogin(client, subuser.username, SUBUSER_PASSWORD);
    expect(second).toMatchObject({ role: profile.id, mustChangePassword: false });
    const page = await client.get<ListResult<DeviceView>>('/devices');
    expect(page.result.map((d) => d.devid).sort()).toEqual([...devids].sort());
    await expect(owner.get(`/subusers/${subuser.username}`)).resolves.toMatchObject({
      mustChangePassword: false,
    });
  });

  it('refuses what the profile does not grant, and sub-user and account routes to every sub-user', async () => {
    const { client: owner, devids } = await ownerWithGroup(1, 0);
    const profile = await createProfile(owner, { devices: ['read', 'control'] });
    const { client } = await signedInSubuser(server, owner, profile.id);
    const [devid] = devids as [string];
    await expect(client.get(`/devices/${devid}`)).resolves.toMatchObject({ devid });
    await expect(client.delete(`/devices/${devid}`)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      data: { resource: 'devices', action: 'write' },
    });
    // Reading a device includes its data; changing the data is data:write.
    await expect(client.get(`/devices/${devid}/data`)).resolves.toBeDefined();
    await expect(client.delete(`/devices/${devid}/data/clear`)).rejects.toMatchObject({
      status: 403,
      data: { resource: 'data', action: 'write' },
    });
    // Control passes the guard: the device is offline, so the command itself is refused for that.
    await expect(client.put(`/devices/${devid}/commands/reboot`, { body: {} })).rejects.not.toMatchObject({
      status: 403,
    });
    for (const path of ['/subusers', '/subusers_access', '/account_activities', '/licences'])
      await expect(client.get(path), path).rejects.toMatchObject({ status: 403 });
    // Its own account stays its own: who am I, and what may I do.
    await expect(client.get<SessionUser>('/users')).resolves.toMatchObject({ role: profile.id });
    await expect(client.get('/subusers_access/mine')).resolves.toMatchObject({
      main: false,
      grants: { devices: ['read', 'control'] },
      scope: { kind: 'all', groupIds: [] },
    });
    await expect(owner.get('/subusers_access/mine')).resolves.toMatchObject({
      main: true,
      scope: { kind: 'all' },
    });
  });

  it('never shows a scoped sub-user a device outside its groups: lists, counts, details, exports', async () => {
    const { client: owner, user, devtype, group } = await ownerWithGroup(0, 0);
    // 1,000 devices of the owner, 10 of them in the group, seeded in bulk: the calls' paths are under test.
    const now = server.clock.now();
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      devid: uniqueId(`bulk${i}`),
      userId: user.id,
      devtype,
      name: `bulk ${i}`,
      secretHash: '',
      secretUpdatedAt: now,
      createdAt: now + i,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await server.db
        .insertInto('devices')
        .values(rows.slice(i, i + 200))
        .execute();
    const inScope = rows.slice(0, 10).map((r) => r.devid);
    await owner.post(`/device_groups/${group.id}`, { body: { devids: inScope } });
    const profile = await createProfile(owner, { devices: ['read'], groups: ['read'], devtypes: ['read'] }, [
      group.id,
    ]);
    const { client } = await signedInSubuser(server, owner, profile.id);

    const seen: string[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await client.get<ListResult<DeviceView>>('/devices', {
        query: { skip: String(skip), limit: '100' },
      });
      expect(page.totalCount).toBe(10);
      seen.push(...page.result.map((d) => d.devid));
      if (page.result.length < 100) break;
    }
    expect(seen.sort()).toEqual([...inScope].sort());
    await expect(client.get<DeviceCounts>('/devices_count/online')).resolves.toMatchObject({ total: 10 });
    await expect(owner.get<DeviceCounts>('/devices_count/online')).resolves.toMatchObject({ total: 1000 });
    await expect(client.get(`/devices/${rows[500]?.devid}`)).rejects.toMatchObject({ status: 404 });
    await expect(client.get(`/devices/${rows[500]?.devid}/data`)).rejects.toMatchObject({ status: 404 });
    const csv = await (await client.getFile('/multi_devices/download')).blob.text();
    expect(csv.trim().split(/\r?\n/)).toHaveLength(11);
    const types = await client.get<ListResult<{ devtype: string; devices: { count: number } }>>('/devtype');
    expect(types.result.find((type) => type.devtype === devtype)?.devices.count).toBe(10);
    await expect(client.get<{ devices: { count: number } }>(`/devtype/${devtype}`)).resolves.toMatchObject({
      devices: { count: 10 },
    });
    const groups = await client.get<ListResult<{ id: string }>>('/device_groups');
    expect(groups.result.map((g) => g.id)).toEqual([group.id]);
  });

  it('refuses a scoped sub-user new devices and groups, which would fall outside its scope', async () => {
    const { client: owner, devtype, group } = await ownerWithGroup(1, 1);
    const profile = await createProfile(owner, { devices: ['read', 'write'], groups: ['read', 'write'] }, [
      group.id,
    ]);
    const { client } = await signedInSubuser(server, owner, profile.id);
    await expect(
      client.post('/devices', { body: { devid: uniqueId('dev'), devtype } }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'SCOPE_LIMITED',
    });
    await expect(client.post('/device_groups', { body: { name: 'Another' } })).rejects.toMatchObject({
      code: 'SCOPE_LIMITED',
    });
  });

  it('ends a disabled sub-user’s session at once, refuses its sign-in, and lets it back when re-enabled', async () => {
    const { client: owner } = await ownerWithGroup(1, 0);
    const profile = await createProfile(owner, { devices: ['read'] });
    const { client, subuser } = await signedInSubuser(server, owner, profile.id);
    await owner.put(`/subusers/${subuser.username}`, { body: { status: 'disabled' } });
    await expect(client.get('/devices')).rejects.toMatchObject({ status: 401 });
    await expect(passwordLogin(server.newClient(), subuser.username, SUBUSER_PASSWORD)).rejects.toMatchObject(
      {
        status: 403,
        code: 'ACCOUNT_DISABLED',
      },
    );
    await owner.put(`/subusers/${subuser.username}`, { body: { status: 'enabled' } });
    await expect(
      passwordLogin(server.newClient(), subuser.username, SUBUSER_PASSWORD),
    ).resolves.toMatchObject({
      username: subuser.username,
    });
  });

  it('ends a deleted sub-user’s session at once, and a password reset ends it and asks for a change', async () => {
    const { client: owner } = await ownerWithGroup(1, 0);
    const profile = await createProfile(owner, { devices: ['read'] });
    const reset = await signedInSubuser(server, owner, profile.id);
    await owner.put(`/subusers/${reset.subuser.username}`, { body: { password: 'Again1234' } });
    await expect(reset.client.get('/devices')).rejects.toMatchObject({ status: 401 });
    await expect(
      passwordLogin(server.newClient(), reset.subuser.username, 'Again1234'),
    ).resolves.toMatchObject({
      mustChangePassword: true,
    });

    const gone = await signedInSubuser(server, owner, profile.id);
    await owner.delete(`/subusers/${gone.subuser.username}`);
    await expect(gone.client.get('/devices')).rejects.toMatchObject({ status: 401 });
    await expect(owner.get(`/subusers/${gone.subuser.username}`)).rejects.toMatchObject({ status: 404 });
  });

  it('attaches, replaces and detaches profiles; a worn profile cannot be deleted', async () => {
    const { client: owner } = await ownerWithGroup(1, 0);
    const reader = await createProfile(owner, { devices: ['read'] });
    const writer = await createProfile(owner, { devices: ['read', 'write'] });
    const subuser = await createSubuser(owner);
    expect(subuser).toMatchObject({ role: -1, roleName: '' });
    await expect(owner.post(`/subusers/${subuser.username}/${reader.id}`)).resolves.toMatchObject({
      role: reader.id,
    });
    await expect(owner.post(`/subusers/${subuser.username}/${writer.id}`)).rejects.toMatchObject({
      status: 409,
    });
    await expect(owner.put(`/subusers/${subuser.username}/${writer.id}`)).resolves.toMatchObject({
      role: writer.id,
    });
    await expect(owner.get<AccessProfileView>(`/subusers_access/${writer.id}`)).resolves.toMatchObject({
      subusers: [subuser.username],
    });
    await expect(owner.delete(`/subusers_access/${writer.id}`)).rejects.toMatchObject({
      status: 409,
      code: 'ACCESS_PROFILE_IN_USE',
      data: { subusers: [subuser.username] },
    });
    await expect(owner.delete(`/subusers/${subuser.username}/${writer.id}`)).resolves.toMatchObject({
      role: -1,
    });
    await owner.post('/subusers_access/batch/delete', { body: { ids: [reader.id, writer.id] } });
    await expect(owner.get<ListResult<AccessProfileView>>('/subusers_access')).resolves.toMatchObject({
      totalCount: 0,
    });
  });

  it('refuses a sub-user named after another account’s mobile, with or without its calling code, or user name (409 USER_EXISTS)', async () => {
    const { client: owner } = await signedInUser(server);
    const other = await registerUser(server);
    const named = (username: string) =>
      owner.post('/subusers', { body: { username, name: 'Field engineer', password: INITIAL_PASSWORD } });
    for (const username of [other.mobile, other.mobile.slice(2), other.user.username])
      await expect(named(username)).rejects.toMatchObject({ status: 409, code: 'USER_EXISTS' });
    await expect(owner.get<ListResult<SubuserView>>('/subusers')).resolves.toMatchObject({ totalCount: 0 });
    // The other account still signs in with its mobile.
    await expect(passwordLogin(server.newClient(), other.mobile.slice(2))).resolves.toMatchObject({
      username: other.user.username,
    });
  });

  it('keeps profiles and sub-users to their main account', async () => {
    const a = await ownerWithGroup(1, 1);
    const b = await ownerWithGroup(1, 1);
    await expect(createProfile(a.client, { devices: ['read'] }, [b.group.id])).rejects.toMatchObject({
      status: 404,
      data: { groupIds: [b.group.id] },
    });
    const subuser = await createSubuser(a.client);
    await expect(b.client.get(`/subusers/${subuser.username}`)).rejects.toMatchObject({ status: 404 });
    await expect(b.client.get<ListResult<SubuserView>>('/subusers')).resolves.toMatchObject({
      totalCount: 0,
    });
    await expect(
      a.client.post('/subusers_access', {
        body: { name: 'Bad', grants: { devices: ['fly'] }, scope: { kind: 'all' } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      a.client.post('/subusers_access', {
        body: { name: 'Bad', grants: {}, scope: { kind: 'groups', groupIds: [] } },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('logs every change to sub-users and profiles, paged and as CSV', async () => {
    const { client: owner, devtype, devids, group } = await ownerWithGroup(1, 0);
    const profile = await createProfile(owner, { devices: ['read'] });
    const subuser = await createSubuser(owner, profile.id);
    await owner.put(`/subusers/${subuser.username}`, { body: { status: 'disabled' } });
    const log = await owner.get<ListResult<AccountActivityView>>('/account_activities');
    const entry = (e: AccountActivityView) => [e.action, e.resource, e.target];
    // Each sub-user or profile change has its own entry only, never a second generic one.
    expect(log.result.slice(0, 3).map(entry)).toEqual([
      ['subuserDisabled', null, subuser.username],
      ['subuserCreated', null, subuser.username],
      ['profileCreated', null, profile.name],
    ]);
    // Before them, the writes of the account's IoT data (the type, the device, the group).
    expect(log.result.slice(3).map(entry)).toHaveLength(3);
    expect(log.result.slice(3).map(entry)).toEqual(
      expect.arrayContaining([
        ['created', 'devtypes', devtype],
        ['created', 'devices', devids[0]],
        ['created', 'groups', group.id],
      ]),
    );
    expect(log.result[0]).toMatchObject({ actor: expect.any(String), ip: expect.any(String) });
    const csv = await (
      await owner.getFile('/account_activities', {
        query: { format: 'csv' },
        headers: { 'X-Time-Zone': 'Asia/Kolkata' },
      })
    ).blob.text();
    expect(csv).toContain('subuserDisabled');
    // Each moment as the reader's clock (the zone the console names) shows it.
    expect(csv).toMatch(/\r\n\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30,/);
  });

  it('answers JSON Schema of the console objects and the error-code catalogue', async () => {
    const { client } = await signedInUser(server);
    const schema = await client.get<{ properties: Record<string, unknown> }>('/dev/device_schema');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['devid', 'devtype']));
    const access = await client.get<{ properties: Record<string, unknown> }>('/dev/subuser_access_schema');
    expect(Object.keys(access.properties)).toEqual(expect.arrayContaining(['name', 'grants', 'scope']));
    const codes = await client.get<{ code: string; status: number }[]>('/dev/code_desc');
    expect(codes).toEqual(
      expect.arrayContaining([
        {
          code: 'SCOPE_LIMITED',
          status: 403,
          message: expect.any(String),
          zh: '您的权限仅限部分设备分组，无法新增设备或分组。',
          en: 'Your access is limited to some device groups, so you cannot add devices or groups.',
        },
      ]),
    );
    await expect(client.get('/authorization_mapping_table')).resolves.toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'devices', actions: ['read', 'write', 'control'] }),
      ]),
    );
  });
});
