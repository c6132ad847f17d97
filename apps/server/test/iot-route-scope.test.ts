import { dbcApi, firmwareApi, type ApiClient, type Method } from '@fleetkey/api-client';
import {
  IOT_RESOURCE_CATALOGUE,
  type AccessProfileView,
  type DeviceGroupDetail,
  type IotGrants,
  type MulticastGroupView,
  type ProjectDetail,
  type RuleActionView,
  type RuleView,
  type StatisticExampleView,
  type TaskView,
} from '@fleetkey/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { statusOf } from './support/admins';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser, subuserName } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// The route-table walk's second axis (issue 32 item 1): every IoT route that names an object in its path, and
// the calls whose body names devices, tried by a sub-user with every grant scoped to one group and by one
// scoped to one project, on the owner's objects that reach a device outside their scopes. No call may change
// anything (the owner's view of every object is the same afterwards), and none may answer 2xx except the
// reads declared below, of things a scoped sub-user sees read-only. SQLite alone: scope is SQL the two engines
// share, and the walk stays one server.

const everything: IotGrants = Object.fromEntries(IOT_RESOURCE_CATALOGUE.map((e) => [e.key, [...e.actions]]));

/** Reads that answer 2xx on an object reaching outside the scope, and why that is no leak. */
const VISIBLE_READS: Record<string, string> = {
  'GET /v1/devtype/:devtype': 'a device type is the account’s vocabulary; its device count is the scope’s',
  'GET /v1/firmware/:devtype': 'the firmware of a type: images, not devices',
  'GET /v1/firmware/:devtype/:version': 'one image of the type',
  'GET /v1/firmware/:devtype/:version/desc': 'one image’s notes',
  'GET /v1/ota/rollouts/:id': 'a rollout read-only, its counts of the scope’s devices only',
  'GET /v1/ota/rollouts/:id/devices': 'the scope’s devices of the rollout only',
  'GET /v1/dbc/strategy/:id': 'a strategy read-only: signals of a DBC, no device',
  'GET /v1/dbc/file/:name': 'a DBC file of the account: a CAN database, no device',
  'GET /v1/dbc/file/:name/analyse': 'the DBC’s parsed messages',
  'GET /v1/dbc/file/:name/origin': 'the DBC’s text',
  'GET /v1/multicast/:groupid': 'a group read-only, its member count of the scope’s devices',
  'GET /v1/multicast/:groupid/members': 'the scope’s members of the group only',
  'GET /v1/multicast/:groupid/commands': 'the group’s sends, their counts of the scope’s members only',
};

describe.runIf(testEngines[0])('scoped sub-users reach nothing outside their scope on any IoT route', () => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  let owner: ApiClient;
  const scoped: Record<'group' | 'project', ApiClient> = {} as Record<'group' | 'project', ApiClient>;
  let values: Record<string, string>;
  let byPrefix: [string, Record<string, string>][];
  let bodies: [string, Method, string, unknown][];
  let ownerViews: string[];

  beforeAll(async () => {
    const engine = testEngines[0];
    if (!engine) return;
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    routes = routeTable(server.app).filter((route) => route.iot);
    ({ client: owner } = await signedInUser(server));
    const { devtype } = await createType(owner, uniqueId('meter'), {
      commands: [{ name: 'flush', params: [] }],
    });
    const { devid: inside } = await createDevice(owner, devtype);
    const { devid: outside } = await createDevice(owner, devtype);
    const team = await owner.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Team A' } });
    await owner.post(`/device_groups/${team.id}`, { body: { devids: [inside] } });
    const other = await owner.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Team B' } });
    await owner.post(`/device_groups/${other.id}`, { body: { devids: [outside] } });
    const own = await owner.post<ProjectDetail>('/projects', { body: { name: 'Team A plant' } });
    await owner.put(`/projects/${own.id}/devices/add`, { body: { ids: [inside] } });
    const project = await owner.post<ProjectDetail>('/projects', { body: { name: 'Team B plant' } });
    await owner.put(`/projects/${project.id}/devices/add`, { body: { ids: [outside] } });
    const multicast = await owner.post<MulticastGroupView>('/multicast', {
      body: { name: 'B', kind: 'direct' },
    });
    await owner.post(`/multicast/${multicast.id}/add`, { body: { devids: [outside] } });
    const task = await owner.post<TaskView>('/tasks', {
      body: {
        name: 'Nightly',
        type: 'command',
        schedule: { kind: 'cron', cron: '0 3 * * *', timezone: 'UTC' },
        command: { devtype, cmd: 'flush', targetKind: 'devices', devids: [outside] },
      },
    });
    const action = await owner.post<RuleActionView>('/rule_actions', {
      body: { name: 'Mail', kind: 'email', addresses: ['ops@example.com'] },
    });
    const rule = await owner.post<RuleView>('/rules', {
      body: { name: 'Quiet', targets: { devtype }, trigger: { kind: 'noData', minutes: 30 } },
    });
    const statistic = await owner.post<StatisticExampleView>('/statistics/example', {
      body: { name: 'Daily', algorithmId: 'avg', point: 'power', targets: { devtype }, window: 'day' },
    });
    await firmwareApi(owner).upload(devtype, '1.1.0', {
      file: new Blob([randomBytes(1024)]),
      fileName: 'fw.bin',
      desc: '',
    });
    const rollout = await firmwareApi(owner).notify(devtype, '1.1.0', {
      upgrade_type: 'ids',
      ids: [outside],
    });
    const text = await readFile(
      new URL('../../../packages/can/src/fixtures/j1939-engine.dbc', import.meta.url),
      'utf8',
    );
    await dbcApi(owner).upload(new Blob([text]), 'engine.dbc');
    const strategy = await dbcApi(owner).strategies.create({
      name: 'Engine',
      dbc: 'engine.dbc',
      devtype,
      signals: [{ message: 'EEC1', signal: 'EngineSpeed' }],
    });
    await dbcApi(owner).strategies.bind({ strategyId: strategy.id, devids: [outside] });

    values = { devid: outside, gwid: outside, devtype, groupid: other.id, id: task.id, version: '1.1.0' };
    byPrefix = [
      ['/v1/multicast/', { ...values, groupid: multicast.id }],
      ['/v1/rules/', { ...values, id: rule.id }],
      ['/v1/rule_actions/', { ...values, id: action.id }],
      ['/v1/records/', { ...values, owner: outside }],
      ['/v1/statistics/example/', { ...values, id: statistic.id }],
      ['/v1/projects/', { ...values, projectid: project.id, field: 'devices', action: 'remove' }],
      ['/v1/ota/rollouts/', { ...values, id: rollout.id }],
      ['/v1/dbc/strategy/', { ...values, id: strategy.id }],
      ['/v1/dbc/', { ...values, name: 'engine.dbc', deviceId: outside }],
    ];
    // Calls on the scope's own objects whose bodies name what lies outside it.
    bodies = [
      ['add a device outside to its group', 'POST', `/device_groups/${team.id}`, { devids: [outside] }],
      ['add a device outside to its project', 'PUT', `/projects/${own.id}/devices/add`, { ids: [outside] }],
      ['add the other group to its project', 'PUT', `/projects/${own.id}/groups/add`, { ids: [other.id] }],
      [
        'bind a strategy to a device outside',
        'POST',
        '/dbc/bindstrategy',
        { strategyId: strategy.id, devids: [outside] },
      ],
      [
        'roll firmware out to a device outside',
        'POST',
        `/firmware/${devtype}/1.1.0/notify`,
        { upgrade_type: 'ids', ids: [outside] },
      ],
      [
        'roll firmware out to the other group',
        'POST',
        `/firmware/${devtype}/1.1.0/notify`,
        { upgrade_type: 'group', group: other.id },
      ],
      [
        'schedule a command to a device outside',
        'POST',
        '/tasks',
        {
          name: 'Mine',
          type: 'command',
          schedule: { kind: 'cron', cron: '0 4 * * *', timezone: 'UTC' },
          command: { devtype, cmd: 'flush', targetKind: 'devices', devids: [outside] },
        },
      ],
      ['send a command to a device outside', 'PUT', `/devices/${outside}/commands/flush`, {}],
      [
        'create a multicast group through a gateway outside',
        'POST',
        '/multicast',
        { name: 'Mine', kind: 'gwb', gwid: outside },
      ],
    ];
    ownerViews = [
      `/devtype/${devtype}`,
      `/devices/${outside}`,
      `/device_groups/${other.id}`,
      `/projects/${project.id}`,
      `/multicast/${multicast.id}`,
      `/multicast/${multicast.id}/members`,
      `/tasks/${task.id}`,
      `/rules/${rule.id}`,
      `/rule_actions/${action.id}`,
      `/statistics/example/${statistic.id}`,
      `/ota/rollouts/${rollout.id}`,
      `/dbc/strategy/${strategy.id}`,
      '/dbc/bindstrategy',
      '/tasks',
      '/device_groups',
    ];

    scoped.group = (
      await signedInSubuser(server, owner, (await createProfile(owner, everything, [team.id])).id)
    ).client;
    const byProject = await owner.post<AccessProfileView>('/subusers_access', {
      body: { name: subuserName(), grants: everything, scope: { kind: 'projects', projectIds: [own.id] } },
    });
    scoped.project = (await signedInSubuser(server, owner, byProject.id)).client;
  });
  afterAll(() => server.close());

  const pathOf = (route: RegisteredRoute) => {
    const named = byPrefix.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? values;
    return route.url
      .replace(/^\/v1/, '')
      .replace(/:([A-Za-z]+)/g, (_, name: string) => named[name] ?? randomUUID());
  };
  const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;
  const snapshot = async () => JSON.stringify(await Promise.all(ownerViews.map((path) => owner.get(path))));

  it('declares visible reads only of routes that exist', () => {
    const known = new Set(routes.map(label));
    expect(Object.keys(VISIBLE_READS).filter((read) => !known.has(read))).toEqual([]);
  });

  it.each(['group', 'project'] as const)(
    'a %s-scoped sub-user with every grant changes and reads nothing outside its scope',
    async (kind) => {
      const client = scoped[kind];
      const before = await snapshot();
      const answered: string[] = [];
      for (const route of routes.filter((r) => r.url.includes('/:'))) {
        const status = await statusOf(
          client,
          route.method as Method,
          pathOf(route),
          route.method === 'GET' ? undefined : {},
        );
        if (status < 300 && !(route.method === 'GET' && VISIBLE_READS[label(route)]))
          answered.push(`${label(route)} ${status}`);
      }
      for (const [what, method, path, body] of bodies) {
        const status = await statusOf(client, method, path, body);
        if (status < 300) answered.push(`${what} ${status}`);
      }
      expect(answered).toEqual([]);
      expect(await snapshot()).toBe(before);
    },
  );
});
