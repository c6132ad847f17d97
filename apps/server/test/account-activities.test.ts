import { udsApi, type ApiClient } from '@fleetkey/api-client';
import type {
  AccountActivityView,
  DeviceGroupDetail,
  ListResult,
  RuleActionView,
  RuleView,
} from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// The account activity log records every successful write of an IoT route (issue 34): who, what, on which
// object, from where; reads and refused writes record nothing.

const entries = async (owner: ApiClient, filter?: object) =>
  (
    await owner.get<ListResult<AccountActivityView>>('/account_activities', {
      query: filter ? { filter: JSON.stringify(filter) } : {},
    })
  ).result;

const what = ({ actor, action, resource, target }: AccountActivityView) => ({
  actor,
  action,
  resource,
  target,
});

describe.each(testEngines)('IoT account activity log ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  /** A main account with a type, a rule on it and a group, and a sub-user allowed to change all three. */
  async function ownerAndSubuser() {
    const { client: owner, user } = await signedInUser(server);
    const { devtype } = await createType(owner, uniqueId('meter'));
    const rule = await owner.post<RuleView>('/rules', {
      body: { name: 'Quiet', targets: { devtype }, trigger: { kind: 'noData', minutes: 30 } },
    });
    const group = await owner.post<DeviceGroupDetail>('/device_groups', {
      body: { name: uniqueId('g').replaceAll('-', '_').slice(-30) },
    });
    const profile = await createProfile(owner, {
      devices: ['read', 'write'],
      rules: ['read', 'write'],
      groups: ['read', 'write'],
    });
    const { client: sub, subuser } = await signedInSubuser(server, owner, profile.id);
    return { owner, user, sub, subuser, devtype, rule, group };
  }

  it('records a sub-user’s device create, rule update and group delete, naming the sub-user and the object', async () => {
    const { owner, user, sub, subuser, devtype, rule, group } = await ownerAndSubuser();
    const devid = uniqueId('m');
    await sub.post('/devices', { body: { devid, devtype } });
    await sub.put(`/rules/${rule.id}`, {
      body: { name: 'Loud', targets: { devtype }, trigger: { kind: 'noData', minutes: 10 } },
    });
    await sub.delete(`/device_groups/${group.id}`);

    const log = await entries(owner);
    const bySubuser = log.filter((entry) => entry.actor === subuser.username);
    expect(bySubuser.map(what)).toHaveLength(3);
    expect(bySubuser.map(what)).toEqual(
      expect.arrayContaining([
        { actor: subuser.username, action: 'created', resource: 'devices', target: devid },
        { actor: subuser.username, action: 'updated', resource: 'rules', target: rule.id },
        { actor: subuser.username, action: 'deleted', resource: 'groups', target: group.id },
      ]),
    );
    expect(bySubuser[0]).toMatchObject({ ip: expect.stringMatching(/./), createdAt: expect.any(Number) });
    // The main account's own writes are there too, under its name.
    expect(log.filter((entry) => entry.actor === user.username).map(what)).toEqual(
      expect.arrayContaining([
        { actor: user.username, action: 'created', resource: 'devtypes', target: devtype },
        { actor: user.username, action: 'created', resource: 'rules', target: rule.id },
        { actor: user.username, action: 'created', resource: 'groups', target: group.id },
      ]),
    );
  });

  it('words a test run and an import as such, not as an update or a creation', async () => {
    const { client: owner, user } = await signedInUser(server);
    const action = await owner.post<RuleActionView>('/rule_actions', {
      body: { name: 'Mail', kind: 'email', addresses: ['ops@example.com'] },
    });
    await owner.post(`/rule_actions/${action.id}/test`);
    const catalogue = [
      'code,description_zh,description_en,severity,action',
      'P0420,催化转化器效率低,Catalyst efficiency below threshold,medium,Check catalyst',
    ].join('\r\n');
    await udsApi(owner).file.import(new Blob([`${catalogue}\r\n`], { type: 'text/csv' }), 'dtc.csv');

    const log = (await entries(owner)).filter((entry) => entry.actor === user.username).map(what);
    expect(log).toEqual(
      expect.arrayContaining([
        { actor: user.username, action: 'tested', resource: 'rules', target: action.id },
        { actor: user.username, action: 'imported', resource: 'uds', target: '' },
      ]),
    );
    // The action was created once and never changed.
    expect(
      log
        .filter((entry) => entry.target === action.id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['created', 'tested']);
    expect((await entries(owner, { action: 'tested' })).map(what)).toEqual([
      { actor: user.username, action: 'tested', resource: 'rules', target: action.id },
    ]);
  });

  it('records nothing for reads and refused writes', async () => {
    const { owner, sub, devtype, rule } = await ownerAndSubuser();
    const before = await entries(owner);
    await sub.get('/devices');
    await sub.get(`/rules/${rule.id}`);
    // Refused by the access guard (no devtypes grant), then by the route itself (an unknown rule).
    await expect(sub.delete(`/devtype/${devtype}`)).rejects.toMatchObject({ status: 403 });
    await expect(sub.delete('/rules/no-such-rule')).rejects.toMatchObject({ status: 404 });
    await expect(sub.post('/devices', { body: { devid: '', devtype } })).rejects.toMatchObject({
      status: 400,
    });
    expect(await entries(owner)).toEqual(before);
  });

  it('filters by kind and by resource, and exports the resource in the CSV', async () => {
    const { owner, sub, group } = await ownerAndSubuser();
    await sub.delete(`/device_groups/${group.id}`);
    expect((await entries(owner, { action: 'deleted' })).map(what)).toEqual([
      expect.objectContaining({ action: 'deleted', resource: 'groups', target: group.id }),
    ]);
    const rules = await entries(owner, { resource: 'rules' });
    expect(rules.map((entry) => [entry.action, entry.resource])).toEqual([['created', 'rules']]);
    const csv = await (await owner.getFile('/account_activities', { query: { format: 'csv' } })).blob.text();
    expect(csv).toMatch(/^\uFEFF?time,actor,action,resource,target,ip\r\n/);
    expect(csv).toContain(`,deleted,groups,${group.id},`);
    await expect(
      owner.get('/account_activities', { query: { filter: '{"resource":"nope"}' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('is the main account’s: a sub-user cannot read it', async () => {
    const { sub } = await ownerAndSubuser();
    await expect(sub.get('/account_activities')).rejects.toMatchObject({ status: 403 });
  });
});
