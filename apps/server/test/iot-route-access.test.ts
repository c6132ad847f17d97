import type { ApiClient, Method } from '@fleetkey/api-client';
import {
  IOT_ACTIONS,
  IOT_RESOURCE_CATALOGUE,
  type DeviceGroupDetail,
  type IotAction,
  type IotGrants,
  type MulticastGroupView,
  type ProjectDetail,
  type StatisticAlgorithmView,
  type StatisticExampleView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { statusOf } from './support/admins';
import { taskActionAndRule } from './support/automations';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// The matrix of every IoT route (from Fastify's route table, not a hand list) × who calls it: the main
// account, a sub-user whose profile grants nothing, one granted every resource's read, every write, the
// devices' control, and one granted everything but scoped to one group. Access does not depend on the
// database engine, so SQLite alone.

const [engine] = testEngines;
const refusals = [401, 403];
// The console's IoT paths; a route under one of them that declares no (resource, action) fails below.
const IOT_PATHS =
  /^\/v1\/(devices|devices_count|devices_message|bill|devtype|device_groups|firmware|gateway|multicast|multi_devices|ota\/rollouts|projects|records|rule_actions|rules|statistics|tasks|dbc|customs|filemanager\/(upload|commonfile)|fund_account|fundflow|tradeflow|pay_order)(\/|$)/;

const label = (route: RegisteredRoute) =>
  `${route.method} ${route.url} (${route.iot ? `${route.iot.resource}:${route.iot.action}` : route.audience})`;
const everyOf = (action: IotAction): IotGrants =>
  Object.fromEntries(
    IOT_RESOURCE_CATALOGUE.filter((entry) => (entry.actions as readonly IotAction[]).includes(action)).map(
      (entry) => [entry.key, [action]],
    ),
  );
const everything: IotGrants = Object.fromEntries(IOT_RESOURCE_CATALOGUE.map((e) => [e.key, [...e.actions]]));

describe.runIf(engine)('every IoT route declares (resource, action), and sub-users get only that', () => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  let main: ApiClient;
  let none: ApiClient;
  let scoped: ApiClient;
  const byAction = new Map<IotAction, ApiClient>();
  let pathOf: (route: RegisteredRoute) => string;

  beforeAll(async () => {
    if (!engine) return;
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    routes = routeTable(server.app).filter((route) => route.url.startsWith('/v1/'));
    ({ client: main } = await signedInUser(server));
    // Real ids in the paths, so allowed calls reach their handlers rather than stopping at a 404.
    const { devtype } = await createType(main, uniqueId('meter'));
    const { devid } = await createDevice(main, devtype);
    const group = await main.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Scope' } });
    const multicast = await main.post<MulticastGroupView>('/multicast', {
      body: { name: 'All', kind: 'direct' },
    });
    const { task, action, rule } = await taskActionAndRule(main, devtype, devid);
    const formula = await main.post<StatisticAlgorithmView>('/statistics/algorithm', {
      body: { name: 'Spread', formula: 'max(power) - min(power)' },
    });
    const statistic = await main.post<StatisticExampleView>('/statistics/example', {
      body: { name: 'Daily', algorithmId: 'avg', point: 'power', targets: { devtype }, window: 'day' },
    });
    const project = await main.post<ProjectDetail>('/projects', { body: { name: 'Plant A' } });
    const values: Record<string, string> = { devid, gwid: devid, devtype, groupid: group.id, id: task.id };
    // A multicast group's, a rule's and an action's paths name their own kind of thing; a device owns records.
    const byPrefix: [string, Record<string, string>][] = [
      ['/v1/multicast/', { ...values, groupid: multicast.id }],
      ['/v1/rules/', { ...values, id: rule.id }],
      ['/v1/rule_actions/', { ...values, id: action.id }],
      ['/v1/records/', { ...values, owner: devid }],
      ['/v1/statistics/algorithm/', { ...values, id: formula.id }],
      ['/v1/statistics/example/', { ...values, id: statistic.id }],
      ['/v1/projects/', { ...values, projectid: project.id, field: 'devices', action: 'add' }],
      ['/v1/dbc/', { ...values, name: 'walk.dbc', deviceId: devid }],
    ];
    pathOf = (route) => {
      const named = byPrefix.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? values;
      return route.url
        .replace(/^\/v1/, '')
        .replace(/:([A-Za-z]+)/g, (_, name: string) => named[name] ?? randomUUID());
    };

    none = (await signedInSubuser(server, main, (await createProfile(main, {})).id)).client;
    for (const action of IOT_ACTIONS)
      byAction.set(
        action,
        (await signedInSubuser(server, main, (await createProfile(main, everyOf(action))).id)).client,
      );
    scoped = (await signedInSubuser(server, main, (await createProfile(main, everything, [group.id])).id))
      .client;
  });
  afterAll(() => server.close());

  const call = (client: ApiClient, route: RegisteredRoute) =>
    statusOf(client, route.method as Method, pathOf(route), route.method === 'GET' ? undefined : {});
  const iotRoutes = () => routes.filter((route) => route.iot);

  it('finds a (resource, action) of the catalogue on every route of the IoT console', () => {
    const console = routes.filter((route) => IOT_PATHS.test(route.url));
    expect(console.length).toBeGreaterThan(40);
    expect(console.filter((route) => !route.iot).map(label)).toEqual([]);
    for (const route of iotRoutes()) {
      const entry = IOT_RESOURCE_CATALOGUE.find((e) => e.key === route.iot?.resource);
      expect(entry?.actions, label(route)).toContain(route.iot?.action);
    }
  });

  it('serves the main account on every IoT route', async () => {
    for (const route of iotRoutes()) expect(refusals, label(route)).not.toContain(await call(main, route));
  });

  it('refuses a sub-user with no grant on every IoT route (403)', async () => {
    for (const route of iotRoutes()) expect(await call(none, route), label(route)).toBe(403);
  });

  it('serves a sub-user exactly the actions its profile grants', async () => {
    for (const route of iotRoutes())
      for (const [action, client] of byAction) {
        const status = await call(client, route);
        if (route.iot?.action === action)
          expect(refusals, `${label(route)} as ${action}`).not.toContain(status);
        else expect(status, `${label(route)} as ${action}`).toBe(403);
      }
  });

  it('lets a scoped sub-user reach its group’s devices and nothing of the owner’s account', async () => {
    for (const route of iotRoutes().filter((r) => r.iot?.action === 'read'))
      expect(refusals, label(route)).not.toContain(await call(scoped, route));
    // The device is not in the group: reading it answers like a device that does not exist.
    const device = iotRoutes().find((r) => r.method === 'GET' && r.url === '/v1/devices/:devid');
    expect(device && (await call(scoped, device))).toBe(404);
  });

  it('refuses every sub-user on main-account routes (sub-users, profiles, licences), serves their own account', async () => {
    const full = byAction.get('read');
    if (!full) throw new Error('no reader');
    for (const route of routes.filter((r) => r.audience === 'user'))
      expect(await call(scoped, route), label(route)).toBe(403);
    // Routes about `/{key}` are called with a stranger's id here, and rightly refused.
    for (const route of routes.filter((r) => r.audience === 'account' && !r.url.includes(':key')))
      expect(refusals, label(route)).not.toContain(await call(full, route));
  });
});
