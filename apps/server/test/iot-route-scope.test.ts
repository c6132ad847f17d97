import {
  ApiError,
  createMemoryCookieJar,
  dbcApi,
  firmwareApi,
  type ApiClient,
  type Method,
} from '@fleetkey/api-client';
import {
  IOT_RESOURCE_CATALOGUE,
  type AccessProfileView,
  type DatasetView,
  type DeviceTypeView,
  type DeviceGroupDetail,
  type IotGrants,
  type ListResult,
  type MulticastGroupView,
  type ProjectDataView,
  type ProjectDetail,
  type StatisticExampleView,
} from '@fleetkey/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { statusOf } from './support/admins';
import { failure } from './support/outcome';
import { taskActionAndRule } from './support/automations';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { freePort, openLive } from './support/live-socket';
import { createProfile, signedInSubuser, subuserName } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// The route-table walk's second axis (issue 32 item 1): every IoT route that names an object in its path, and
// the calls whose body names devices, tried by a sub-user with every grant scoped to one group and by one
// scoped to one project, on the owner's objects that reach a device outside their scopes — each with a body
// and query the route accepts (REQUESTS), so that the answer is the scope's and not the validator's. No call
// may change anything (the owner's view of every object is the same afterwards), and each must be refused
// (403, 404, or 409 where the object is in use) except the reads declared below, of things a scoped sub-user
// sees read-only. And every list, count, export and bill (the IoT GETs without a path id) answers without
// naming a device, group or project outside the scope, and the live socket refuses to watch a device outside. SQLite alone: scope is SQL the two engines share, and
// the walk stays one server.

const everything: IotGrants = Object.fromEntries(IOT_RESOURCE_CATALOGUE.map((e) => [e.key, [...e.actions]]));

/** Reads that answer 2xx on an object reaching outside the scope, and why that is no leak. */
const VISIBLE_READS: Record<string, string> = {
  'GET /v1/devtype/:devtype': 'a device type is the account’s vocabulary; its device count is the scope’s',
  'GET /v1/firmware/:devtype': 'the firmware of a type: images, not devices',
  'GET /v1/firmware/:devtype/:version': 'one image of the type',
  'GET /v1/firmware/:devtype/:version/desc': 'one image’s notes',
  'GET /v1/firmware/:devtype/:version/file': 'one image of the type, as uploaded',
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

/** A body and query the route accepts, so that what refuses the call is the scope, not the validator. */
interface Request {
  body?: unknown;
  query?: Record<string, string>;
  /** Another answer that refuses this call, and why it tells that the scope refused it. */
  refusedAs?: { code: string; why: string };
}

/** The IoT GETs without a path id that the lists walk does not call, and why. */
const UNWALKED_LISTS: Record<string, string> = {
  'GET /v1/fund_account/change_password_code': 'sends a code to the owner: no list, nothing of a device',
};

/** Answers that refuse a call: not visible (404), visible but out of reach (403), or in use (409). */
const REFUSALS = new Set([403, 404, 409]);

describe.runIf(testEngines[0])('scoped sub-users reach nothing outside their scope on any IoT route', () => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  let owner: ApiClient;
  const scoped: Record<'group' | 'project', ApiClient> = {} as Record<'group' | 'project', ApiClient>;
  let values: Record<string, string>;
  let byPrefix: [string, Record<string, string>][];
  let bodies: [string, Method, string, unknown][];
  let ownerViews: string[];
  let requests: Record<string, Request>;
  let liveUrl: string;
  let watched: Record<'inside' | 'outside' | 'outsideSub', string>;
  const jars = { group: createMemoryCookieJar(), project: createMemoryCookieJar() };
  let listQueries: Record<string, Record<string, string>>;
  let outsideMarks: string[];

  beforeAll(async () => {
    const engine = testEngines[0];
    if (!engine) return;
    const wsPort = await freePort();
    server = await startTestServer(engine, { env: { OUTBOX_API: '1', WS_PORT: String(wsPort) } });
    liveUrl = `${server.origin.replace('http', 'ws')}/ws`;
    routes = routeTable(server.app).filter((route) => route.iot);
    ({ client: owner } = await signedInUser(server));
    const { devtype } = await createType(owner, uniqueId('meter'), {
      commands: [{ name: 'flush', params: [] }],
    });
    const { devid: inside } = await createDevice(owner, devtype);
    const { devid: outside } = await createDevice(owner, devtype);
    // A sub-device of `outside`, which serves as a gateway too; with data and an event of its own.
    const { devid: outsideSub } = await createDevice(owner, devtype);
    await owner.post(`/gateway/${outside}/subdevs`, { body: { subdevs: [outsideSub] } });
    await owner.post(`/devices/${outside}/data`, { body: [{ power: 1 }] });
    await owner.post(`/devices/${outside}/event`, { body: { code: 'door' } });
    const team = await owner.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Team A' } });
    await owner.post(`/device_groups/${team.id}`, { body: { devids: [inside] } });
    const other = await owner.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Team B' } });
    await owner.post(`/device_groups/${other.id}`, { body: { devids: [outside] } });
    const own = await owner.post<ProjectDetail>('/projects', { body: { name: 'Team A plant' } });
    await owner.put(`/projects/${own.id}/devices/add`, { body: { ids: [inside] } });
    const project = await owner.post<ProjectDetail>('/projects', { body: { name: 'Team B plant' } });
    await owner.put(`/projects/${project.id}/devices/add`, { body: { ids: [outside] } });
    const dataset = await owner.post<DatasetView>(`/projects/${project.id}/datasets`, {
      body: {
        name: 'sites',
        fields: [
          { name: 'code', type: 'text' },
          { name: 'tags', type: 'text', multiple: true },
        ],
      },
    });
    const record = await owner.post<ProjectDataView>('/project_datas', {
      body: { datasetid: dataset.id, values: { code: 'B-1', tags: ['a'] } },
    });
    const multicast = await owner.post<MulticastGroupView>('/multicast', {
      body: { name: 'B', kind: 'direct' },
    });
    await owner.post(`/multicast/${multicast.id}/add`, { body: { devids: [outside] } });
    const { task, action, rule } = await taskActionAndRule(owner, devtype, outside);
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

    values = {
      devid: outside,
      gwid: outside,
      devtype,
      groupid: other.id,
      id: task.id,
      version: '1.1.0',
      cmd: 'flush',
    };
    byPrefix = [
      ['/v1/multicast/', { ...values, groupid: multicast.id }],
      ['/v1/rules/', { ...values, id: rule.id }],
      ['/v1/rule_actions/', { ...values, id: action.id }],
      ['/v1/records/', { ...values, owner: outside }],
      ['/v1/statistics/example/', { ...values, id: statistic.id }],
      [
        '/v1/projects/',
        { ...values, projectid: project.id, datasetid: dataset.id, field: 'devices', action: 'remove' },
      ],
      ['/v1/ota/rollouts/', { ...values, id: rollout.id }],
      ['/v1/dbc/strategy/', { ...values, id: strategy.id }],
      ['/v1/dbc/', { ...values, name: 'engine.dbc', deviceId: outside }],
      ['/v1/project_datas/', { ...values, dataid: record.id, index: '0' }],
    ];
    const point = [{ name: 'power', type: 'number' }];
    const day = { from: String(Date.now() - 86_400_000), to: String(Date.now()) };
    const onOutside = { devtype, targetKind: 'devices', devids: [outside] };
    const session = { mcAddr: '0A1B2C3D', frequency: 869_525_000, dataRate: 3, class: 'B' };
    requests = {
      'PUT /v1/devtype/:devtype/data': { body: point },
      'PUT /v1/devtype/:devtype/status': { body: point },
      'PUT /v1/devtype/:devtype/commands': { body: [{ name: 'flush', params: [] }] },
      'PUT /v1/devtype/:devtype/warnings': { body: [{ code: 'hot', desc: '' }] },
      'PUT /v1/devtype/:devtype/errors': { body: [{ code: 'dead', desc: '' }] },
      'PUT /v1/devtype/:devtype/logs': { body: [{ code: 'boot', desc: '' }] },
      'PUT /v1/devtype/:devtype/much_data': { body: { topic: 'phases', data: point } },
      'DELETE /v1/devtype/:devtype/much_data': { query: { topic: 'phases' } },
      'POST /v1/device_groups/:groupid': { body: { devids: [inside] } },
      'POST /v1/gateway/:devid/subdevs': { body: { subdevs: [inside] } },
      'PUT /v1/gateway/:devid/subdevs': { body: { subdevs: [outsideSub] } },
      'POST /v1/gateway/:devid/transfer_subdevs': { body: { to: inside, subdevs: [outsideSub] } },
      'POST /v1/devices/:devid/data': { body: [{ power: 2 }] },
      'PUT /v1/devices/:devid/data': {
        body: { power: 3 },
        query: { filter: JSON.stringify({ time: Date.now() - 1000 }) },
      },
      'POST /v1/devices/:devid/event': { body: { code: 'door' } },
      'POST /v1/devices/:devid/event/batch/delete': { body: { eventids: [randomUUID()] } },
      'PUT /v1/devices/:devid/commands/:cmd': { body: {} },
      'PUT /v1/devices/:devid/command/:cmd': { body: { data: '0102' } },
      'PUT /v1/multicast/gwb/:gwid/commands/:cmd': { body: {} },
      'PUT /v1/multicast/gwr/:gwid/commands/:cmd': { body: {} },
      'PUT /v1/multicast/:groupid/commands/:cmd': { body: {} },
      'POST /v1/firmware/:devtype/:version/notify': {
        body: { upgrade_type: 'ids', ids: [outside] },
        refusedAs: {
          code: 'OTA_NO_TARGETS',
          why: 'a rollout reaches the scope’s devices only: none are named',
        },
      },
      'PATCH /v1/ota/rollouts/:id/status': { body: { action: 'cancel' } },
      'PUT /v1/tasks/:id': {
        body: {
          name: 'Nightly',
          type: 'command',
          schedule: { kind: 'cron', cron: '0 5 * * *', timezone: 'UTC' },
          command: { ...onOutside, cmd: 'flush' },
        },
      },
      'PATCH /v1/tasks/:id/status': { body: { action: 'start' } },
      'POST /v1/multicast/:groupid/add': { body: { devids: [inside] } },
      'POST /v1/multicast/:groupid/remove': { body: { devids: [outside] } },
      'PUT /v1/multicast/:groupid/lora': { body: session },
      'PUT /v1/rules/:id': {
        body: { name: 'Loud', targets: { devtype }, trigger: { kind: 'noData', minutes: 5 } },
      },
      'PATCH /v1/rules/status/:id': { body: { status: 'disabled' } },
      'PATCH /v1/rules/record/:id': { body: { record: false } },
      'PUT /v1/rule_actions/:id': { body: { name: 'Mail', kind: 'email', addresses: ['me@example.com'] } },
      'PUT /v1/statistics/algorithm/:id': { body: { name: 'double', formula: 'avg * 2' } },
      'PUT /v1/statistics/example/:id': {
        body: { name: 'Weekly', algorithmId: 'avg', point: 'power', targets: { devtype }, window: 'day' },
      },
      'PUT /v1/statistics/result/:id': { body: { value: 1, note: 'fixed' } },
      'POST /v1/dbc/data/:deviceId/convert/sample': {
        body: { dbc: 'engine.dbc', frames: [{ id: 0x0cf00400, ext: true, data: '0011223344556677' }] },
      },
      'GET /v1/dbc/data/:deviceId': { query: day },
      'GET /v1/dbc/data/:deviceId/convert/document': { query: { ...day, dbc: 'engine.dbc' } },
      'PUT /v1/dbc/strategy/:id': {
        body: {
          name: 'Engine',
          dbc: 'engine.dbc',
          devtype,
          signals: [{ message: 'EEC1', signal: 'EngineSpeed' }],
        },
      },
      'PUT /v1/uds/errorCode/:id': { body: { code: 'P0001', descriptionEn: 'Fuel' } },
      'PUT /v1/projects/:projectid': { body: { name: 'Mine now' } },
      'PUT /v1/projects/:projectid/:field/:action': { body: { ids: [outside] } },
      'POST /v1/projects/:projectid/datasets': {
        body: { name: 'more', fields: [{ name: 'x', type: 'text' }] },
      },
      'PUT /v1/projects/:projectid/datasets/:datasetid': {
        body: { name: 'sites', fields: [{ name: 'code', type: 'text' }] },
      },
      'PUT /v1/project_datas/:dataid': { body: { values: { code: 'B-2' }, version: record.version } },
      'PUT /v1/project_datas/:dataid/:index': {
        body: { field: 'tags', value: 'b', version: record.version },
      },
    };
    const month = new Date().toISOString().slice(0, 7);
    listQueries = {
      'GET /v1/devices/data/download': { devid: outside, ...day },
      'GET /v1/uds/channel/errorCode': { channel: 'can0', ecu: '0x7e0' },
      'GET /v1/uds/dtcData': { devid: outside },
      'GET /v1/customs/detail': {
        customname: 'main',
        customtype: 'displayTemplate',
        apptype: 'web',
        devtype,
      },
      'GET /v1/project_datas': { datasetid: dataset.id },
      'GET /v1/project_datas/export': { datasetid: dataset.id },
      'GET /v1/bill': { period: month },
      'GET /v1/devices': { limit: '100' },
    };
    outsideMarks = [outside, outsideSub, other.id, project.id, dataset.id];
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
      `/devices/${outsideSub}`,
      `/devices/${outside}/data`,
      `/devices/${outside}/event`,
      `/project_datas/${record.id}`,
      `/projects/${project.id}/datasets`,
    ];

    const groupProfile = await createProfile(owner, everything, [team.id]);
    scoped.group = (await signedInSubuser(server, owner, groupProfile.id, jars.group)).client;
    const byProject = await owner.post<AccessProfileView>('/subusers_access', {
      body: { name: subuserName(), grants: everything, scope: { kind: 'projects', projectIds: [own.id] } },
    });
    scoped.project = (await signedInSubuser(server, owner, byProject.id, jars.project)).client;
    watched = { inside, outside, outsideSub };
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

  it('declares requests and unwalked lists only of routes that exist', () => {
    const known = new Set(routes.map(label));
    const declared = [...Object.keys(requests), ...Object.keys(listQueries), ...Object.keys(UNWALKED_LISTS)];
    expect(declared.filter((call) => !known.has(call))).toEqual([]);
  });

  it.each(['group', 'project'] as const)(
    'a %s-scoped sub-user with every grant changes and reads nothing outside its scope',
    async (kind) => {
      const client = scoped[kind];
      const before = await snapshot();
      const answered: string[] = [];
      for (const route of routes.filter((r) => r.url.includes('/:'))) {
        const { body, query, refusedAs } = requests[label(route)] ?? {};
        const outcome = await failure(
          client.request(route.method as Method, pathOf(route), {
            ...(body !== undefined
              ? { body }
              : route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { body: {} }),
            ...(query ? { query } : {}),
          }),
        );
        const visible = route.method === 'GET' && VISIBLE_READS[label(route)] !== undefined;
        // A file's answer (2xx, not JSON) succeeded as much as a JSON one did.
        if ('succeeded' in outcome || outcome.status < 300) {
          if (!visible) answered.push(`${label(route)} 2xx`);
        } else if (!REFUSALS.has(outcome.status) && outcome.code !== refusedAs?.code) {
          answered.push(
            `${label(route)} ${outcome.status} ${outcome.code} ${JSON.stringify(outcome.data ?? '')}`,
          );
        }
      }
      for (const [what, method, path, body] of bodies) {
        const status = await statusOf(client, method, path, body);
        if (status < 300) answered.push(`${what} ${status}`);
      }
      expect(answered).toEqual([]);
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(['group', 'project'] as const)(
    'a %s-scoped sub-user watches its own devices live and no device outside its scope',
    async (kind) => {
      const live = await openLive(liveUrl, { cookie: jars[kind].header() ?? '' });
      live.send({ type: 'login' });
      expect(await live.next()).toMatchObject({ type: 'login', ok: true });
      for (const devid of [watched.outside, watched.outsideSub]) {
        live.send({ type: 'subscribe', devid, events: ['data', 'event'] });
        expect(await live.next()).toMatchObject({ type: 'error', code: 'NOT_FOUND', devid });
      }
      live.send({ type: 'subscribe', devid: watched.inside, events: ['data'] });
      expect(await live.next()).toMatchObject({ type: 'subscribed', devid: watched.inside });
      live.socket.close();
    },
  );

  it.each(['group', 'project'] as const)(
    "a %s-scoped sub-user's counts count its scope's devices only",
    async (kind) => {
      const counts = async (client: ApiClient) => ({
        online: (await client.get<{ total: number }>('/devices_count/online')).total,
        type: (await client.get<ListResult<DeviceTypeView>>('/devtype')).result.map((t) => t.devices.count),
        multicast: (await client.get<ListResult<MulticastGroupView>>('/multicast')).result.map(
          (group) => group.members.count,
        ),
      });
      expect(await counts(owner)).toEqual({ online: 3, type: [3], multicast: [1] });
      expect(await counts(scoped[kind])).toEqual({ online: 1, type: [1], multicast: [0] });
    },
  );

  it.each(['group', 'project'] as const)(
    "a %s-scoped sub-user's lists, counts, exports and bills name nothing outside its scope",
    async (kind) => {
      const client = scoped[kind];
      const problems: string[] = [];
      const lists = routes.filter(
        (route) => route.method === 'GET' && !route.url.includes('/:') && !UNWALKED_LISTS[label(route)],
      );
      for (const route of lists) {
        const path = route.url.replace(/^\/v1/, '');
        try {
          const { blob } = await client.getFile(path, { query: listQueries[label(route)] ?? {} });
          const text = await blob.text();
          const named = outsideMarks.filter((mark) => text.includes(mark));
          if (named.length > 0) problems.push(`${label(route)} names ${named.join(', ')}`);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (!REFUSALS.has(status)) problems.push(`${label(route)} ${status}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
