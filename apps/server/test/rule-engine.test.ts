import type { ApiClient } from '@fleetkey/api-client';
import {
  WEBHOOK_SIGNATURE_HEADER,
  type DeviceWithSecret,
  type ListResult,
  type RecordView,
  type RuleActionTestResult,
  type RuleActionView,
  type RuleBodyInput,
  type RuleRunView,
  type RuleView,
} from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testEngines, type TestEngine } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, eventually } from './support/mqtt-devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTcpProxy, throughProxy, type TcpProxy } from './support/tcp-proxy';
import { startTestServer, type TestServer } from './support/test-server';

// The rule engine over a real broker and database (issue 16 "Where it runs"): every trigger kind fires and
// clears with the server's clock moved, not slept; throttle; one standing record per rule and device;
// webhooks signed, retried and failed; a timer that outlives its node; two nodes firing once; scope.

const SECRET = 'whsec_engine_0123456789abcdef';
const MINUTE = 60_000;

interface Hook {
  url: string;
  calls: { body: string; signature: string | undefined; delivery: string | undefined }[];
  /** Status the hook answers with. */
  status: number;
  close(): Promise<void>;
}

/** A local webhook receiver that records what it gets. */
async function startHook(status = 200): Promise<Hook> {
  const hook: Omit<Hook, 'url' | 'close'> = { calls: [], status };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      hook.calls.push({
        body,
        signature: request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        delivery: request.headers['x-fleetkey-delivery'] as string | undefined,
      });
      response.writeHead(hook.status).end('answer');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return Object.assign(hook, {
    url: `http://127.0.0.1:${address.port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

interface Fleet {
  client: ApiClient;
  userId: string;
  devtype: string;
  devices: DeviceWithSecret[];
}

async function fleet(server: TestServer, count = 1): Promise<Fleet> {
  const { client, user } = await signedInUser(server);
  const { devtype } = await createType(client, uniqueId('meter'));
  const devices: DeviceWithSecret[] = [];
  for (let i = 0; i < count; i += 1) devices.push(await createDevice(client, devtype));
  return { client, userId: user.id, devtype, devices };
}

const recordsOf = (client: ApiClient, ruleId: string) =>
  client.get<ListResult<RecordView>>('/records', { query: { filter: JSON.stringify({ ruleId }) } });
const runsOf = (client: ApiClient, ruleId: string) =>
  client.get<ListResult<RuleRunView>>('/logs', {
    query: { source: 'rules', filter: JSON.stringify({ ruleId }) },
  });
const phaseOf = async (server: TestServer, ruleId: string, devid: string) =>
  (
    await server.db
      .selectFrom('ruleStates')
      .select(['phase', 'dueAt'])
      .where('ruleId', '=', ruleId)
      .where('devid', '=', devid)
      .executeTakeFirst()
  )?.phase;

/** Waits until the rule's records satisfy `done`. */
const recordsUntil = (client: ApiClient, ruleId: string, done: (records: RecordView[]) => boolean) =>
  eventually(async () => (await recordsOf(client, ruleId)).result, done);

describe.each(testEngines)('rule engine ($name)', (engine) => {
  let server: TestServer;
  let hook: Hook;
  const devicesOnline: MqttClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { OUTBOX_API: '1', RULE_TICK_MS: '25', RULE_WEBHOOK_ALLOW_PRIVATE: '1' },
    });
    hook = await startHook();
  });
  afterAll(async () => {
    await Promise.all(devicesOnline.map((client) => client.endAsync()));
    await hook.close();
    await server.close();
  });

  const online = async (device: DeviceWithSecret) => {
    const client = await connectDevice(server.bus.url, device);
    devicesOnline.push(client);
    return client;
  };
  const send = (client: MqttClient, device: DeviceWithSecret, data: Record<string, unknown>) =>
    client.publishAsync(deviceTopic(device, 'data'), JSON.stringify(data), { qos: 1 });
  const rule = (account: Fleet, body: Omit<RuleBodyInput, 'targets' | 'name'> & { name?: string }) =>
    account.client.post<RuleView>('/rules', {
      body: { name: 'Rule', targets: { devtype: account.devtype }, severity: 'major', ...body },
    });

  it('fires "voltage > 250 for 10 s" once the time passed, counts nothing in the hysteresis band and clears below it', async () => {
    const account = await fleet(server);
    const device = account.devices[0]!;
    const inbox = await account.client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Tell me', kind: 'inbox', owner: true },
    });
    const hooked = await account.client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Hook', kind: 'webhook', url: hook.url, secret: SECRET },
    });
    const voltage = await rule(account, {
      name: 'Over voltage',
      severity: 'critical',
      trigger: { kind: 'telemetry', point: 'voltage', operator: '>', value: 250, forSeconds: 10 },
      clear: { kind: 'telemetry', operator: '<', value: 240 },
      actionIds: [inbox.id, hooked.id],
    });
    const mqtt = await online(device);
    // Only the test moves the time from here: "nothing before 10 s" must not depend on how long the machine
    // takes between two steps (9 s advanced plus 1.25 s of a loaded machine fired the rule early).
    server.clock.hold();
    onTestFinished(() => server.clock.release());

    await send(mqtt, device, { voltage: 255 });
    await eventually(
      () => phaseOf(server, voltage.id, device.devid),
      (phase) => phase === 'armed',
    );
    // It broke before 10 s: nothing fires, and holding again starts the 10 s anew.
    server.clock.advance(5_000);
    await send(mqtt, device, { voltage: 230 });
    await eventually(
      () => phaseOf(server, voltage.id, device.devid),
      (phase) => phase === 'idle',
    );
    server.clock.advance(1);
    await send(mqtt, device, { voltage: 262 });
    await eventually(
      () => phaseOf(server, voltage.id, device.devid),
      (phase) => phase === 'armed',
    );
    server.clock.advance(9_000);
    await send(mqtt, device, { voltage: 263 });
    expect((await recordsOf(account.client, voltage.id)).result).toEqual([]);
    server.clock.advance(1_500);
    const [fired] = await recordsUntil(account.client, voltage.id, (records) => records.length === 1);
    expect(fired).toMatchObject({ state: 'active', count: 1, severity: 'critical', devid: device.devid });

    // The actions ran: an inbox message and a signed webhook.
    const [run] = await eventually(
      async () => (await runsOf(account.client, voltage.id)).result,
      (runs) => runs.length === 1 && runs[0]!.actions.every((action) => action.outcome === 'done'),
    );
    expect(run).toMatchObject({ event: 'fire', devid: device.devid, recordId: fired!.id });
    expect(run!.actions.map((action) => [action.name, action.kind, action.attempts])).toEqual([
      ['Tell me', 'inbox', 1],
      ['Hook', 'webhook', 1],
    ]);
    const message = await server.db
      .selectFrom('messages')
      .select(['textKey', 'textParams'])
      .where('userId', '=', account.userId)
      .where('textKey', '=', 'alarmFired')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(message.textParams ?? '{}')).toMatchObject({
      rule: 'Over voltage',
      devid: device.devid,
    });
    const call = hook.calls.find((entry) => entry.body.includes(voltage.id))!;
    expect(call.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(call.body).digest('hex')}`);
    expect(JSON.parse(call.body)).toMatchObject({
      event: 'fire',
      rule: { id: voltage.id, name: 'Over voltage', severity: 'critical' },
      devid: device.devid,
      values: { voltage: 262 },
    });

    // 245 is in the band (not > 250, not < 240): still standing, nothing counted.
    await send(mqtt, device, { voltage: 245 });
    server.clock.advance(1);
    await send(mqtt, device, { voltage: 239 });
    const [cleared] = await recordsUntil(
      account.client,
      voltage.id,
      (records) => records[0]?.state === 'cleared',
    );
    expect(cleared).toMatchObject({ count: 1, clearedBy: 'auto' });
    const runs = (await runsOf(account.client, voltage.id)).result;
    expect(runs.map((entry) => entry.event)).toEqual(['clear', 'fire']);
  });

  it('fires and clears each trigger kind: comparisons, ranges, change, event, status, offline, no data', async () => {
    const account = await fleet(server);
    const device = account.devices[0]!;
    const over = await rule(account, {
      trigger: { kind: 'telemetry', point: 'temp', operator: '>=', value: 80 },
    });
    const outside = await rule(account, {
      trigger: { kind: 'telemetry', point: 'hum', operator: 'outside', low: 20, high: 60 },
    });
    const jump = await rule(account, {
      trigger: { kind: 'telemetry', point: 'level', operator: 'change', value: 10 },
    });
    const door = await rule(account, {
      trigger: { kind: 'event', code: 'door_open' },
      clear: { kind: 'event', code: 'door_closed' },
    });
    const faulty = await rule(account, { trigger: { kind: 'status', to: 'faulty' } });
    const offline = await rule(account, { trigger: { kind: 'offline', minutes: 5 } });
    const silent = await rule(account, { trigger: { kind: 'noData', minutes: 10 } });
    const state = async (ruleId: string) => (await recordsOf(account.client, ruleId)).result[0]?.state;
    const until = (ruleId: string, wanted: string | undefined) =>
      eventually(
        () => state(ruleId),
        (value) => value === wanted,
      );

    let mqtt = await online(device);
    await send(mqtt, device, { temp: 79.5, hum: 40, level: 50 });
    await send(mqtt, device, { temp: 80, hum: 61, level: 55 });
    await until(over.id, 'active');
    await until(outside.id, 'active');
    expect(await state(jump.id)).toBeUndefined();
    await send(mqtt, device, { temp: 70, hum: 59, level: 70 });
    await until(over.id, 'cleared');
    await until(outside.id, 'cleared');
    await until(jump.id, 'active');
    await send(mqtt, device, { level: 72 });
    await until(jump.id, 'cleared');

    await mqtt.publishAsync(
      deviceTopic(device, 'event'),
      JSON.stringify({ code: 'door_open', type: 'warning' }),
      { qos: 1 },
    );
    await until(door.id, 'active');
    await mqtt.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'door_closed' }), {
      qos: 1,
    });
    await until(door.id, 'cleared');

    await mqtt.publishAsync(deviceTopic(device, 'status'), 'faulty', { qos: 1 });
    await until(faulty.id, 'active');
    await mqtt.publishAsync(deviceTopic(device, 'status'), 'online', { qos: 1 });
    await until(faulty.id, 'cleared');

    // No data for 10 minutes (the clock moves; the device stays connected).
    server.clock.advance(10 * MINUTE + 1000);
    await until(silent.id, 'active');
    await send(mqtt, device, { temp: 20 });
    await until(silent.id, 'cleared');
    // Armed again by that data: more data leaves it armed, and a second silence fires it again.
    await send(mqtt, device, { temp: 21 });
    server.clock.advance(10 * MINUTE + 1000);
    await until(silent.id, 'active');
    await send(mqtt, device, { temp: 20 });
    await until(silent.id, 'cleared');

    // Offline for 5 minutes: not after 4, then after 5; it clears when the device is back.
    await mqtt.endAsync();
    await eventually(
      () => phaseOf(server, offline.id, device.devid),
      (phase) => phase === 'armed',
    );
    server.clock.advance(4 * MINUTE);
    await send((mqtt = await online(device)), device, { temp: 21 });
    await eventually(
      () => phaseOf(server, offline.id, device.devid),
      (phase) => phase === 'idle',
    );
    expect(await state(offline.id)).toBeUndefined();
    await mqtt.endAsync();
    await eventually(
      () => phaseOf(server, offline.id, device.devid),
      (phase) => phase === 'armed',
    );
    server.clock.advance(5 * MINUTE + 1000);
    await until(offline.id, 'active');
    await online(device);
    await until(offline.id, 'cleared');
  });

  it('fires and clears a rule on data posted over HTTP as it does on MQTT data', async () => {
    const account = await fleet(server);
    const device = account.devices[0]!;
    const over = await rule(account, {
      trigger: { kind: 'telemetry', point: 'temp', operator: '>=', value: 80 },
    });
    const post = (temp: number) => account.client.post(`/devices/${device.devid}/data`, { body: { temp } });
    const state = async () => (await recordsOf(account.client, over.id)).result[0]?.state;
    await post(85);
    await eventually(state, (value) => value === 'active');
    await post(60);
    await eventually(state, (value) => value === 'cleared');
  });

  it('throttles a device to one firing per N minutes, and counts repeats on the one standing record', async () => {
    const account = await fleet(server, 2);
    const [first, second] = account.devices as [DeviceWithSecret, DeviceWithSecret];
    const alarm = await rule(account, {
      trigger: { kind: 'event', type: 'error' },
      clear: { kind: 'manual' },
      throttleMinutes: 5,
    });
    const a = await online(first);
    const b = await online(second);
    const error = (client: MqttClient, device: DeviceWithSecret) =>
      client.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'e1', type: 'error' }), {
        qos: 1,
      });
    await error(a, first);
    await recordsUntil(account.client, alarm.id, (records) => records.length === 1);
    await error(a, first);
    await error(b, second);
    const both = await recordsUntil(account.client, alarm.id, (records) => records.length === 2);
    // The second error of the first device came within 5 minutes: throttled, not counted.
    expect(both.find((record) => record.devid === first.devid)?.count).toBe(1);
    server.clock.advance(5 * MINUTE);
    await error(a, first);
    await recordsUntil(
      account.client,
      alarm.id,
      (records) => records.find((record) => record.devid === first.devid)?.count === 2,
    );
    const records = (await recordsOf(account.client, alarm.id)).result;
    expect(records.filter((record) => record.devid === first.devid)).toHaveLength(1);
    expect((await runsOf(account.client, alarm.id)).totalCount).toBe(3);
  });

  it('sends e-mail and SMS through the notify providers and a command to the device it fired on', async () => {
    const account = await fleet(server);
    const device = account.devices[0]!;
    const post = (body: object) => account.client.post<RuleActionView>('/rule_actions', { body });
    const mail = await post({ name: 'Mail', kind: 'email', addresses: ['duty@example.com'] });
    const text = await post({ name: 'Text', kind: 'sms', mobiles: ['8613900001111'] });
    const reboot = await post({
      name: 'Reboot',
      kind: 'command',
      devtype: account.devtype,
      cmd: 'reboot',
      params: { delay: 5 },
      cmdtype: 'unconfirmed',
    });
    // The firing device of a type this owner does not have: refused when saved.
    await expect(
      post({ name: 'x', kind: 'command', devtype: 'no-such-type', cmd: 'reboot', cmdtype: 'unconfirmed' }),
    ).rejects.toMatchObject({ status: 404, data: { devtype: 'no-such-type' } });
    const jam = await rule(account, {
      name: 'Jammed',
      trigger: { kind: 'event', code: 'jam' },
      actionIds: [mail.id, text.id, reboot.id],
    });
    const mqtt = await online(device);
    await mqtt.subscribeAsync(deviceTopic(device, 'cmd/#'), { qos: 1 });
    const heard = new Promise<{ topic: string; body: { cmd: string; params: unknown } }>((resolve) =>
      mqtt.once('message', (topic, payload) =>
        resolve({ topic, body: JSON.parse(payload.toString()) as { cmd: string; params: unknown } }),
      ),
    );
    await mqtt.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'jam' }), { qos: 1 });
    expect(await heard).toMatchObject({
      topic: deviceTopic(device, 'cmd/reboot'),
      body: { cmd: 'reboot', params: { delay: 5 } },
    });
    const [run] = await eventually(
      async () => (await runsOf(account.client, jam.id)).result,
      (runs) => runs[0]?.actions.every((action) => action.outcome === 'done') ?? false,
    );
    expect(run!.actions.map((action) => action.kind)).toEqual(['email', 'sms', 'command']);
    const outbox = await server.db
      .selectFrom('outbox')
      .select(['channel', 'receiver', 'subject', 'body'])
      .where('receiver', 'in', ['duty@example.com', '8613900001111'])
      .execute();
    expect(outbox.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(outbox.find((row) => row.channel === 'email')).toMatchObject({
      subject: `Fleetkey alarm: [major] Jammed on ${device.devid}`,
    });
    expect(outbox.find((row) => row.channel === 'sms')?.body).toContain('Jammed');
  });

  it('retries a failing webhook with backoff, then marks it failed; "send test" answers the outcome', async () => {
    const account = await fleet(server);
    const device = account.devices[0]!;
    const failing = await startHook(503);
    try {
      const action = await account.client.post<RuleActionView>('/rule_actions', {
        body: { name: 'Down', kind: 'webhook', url: failing.url, secret: SECRET },
      });
      expect(await account.client.post<RuleActionTestResult>(`/rule_actions/${action.id}/test`)).toEqual({
        outcome: 'failed',
        error: 'HTTP 503 answer',
      });
      const alarm = await rule(account, { trigger: { kind: 'event', code: 'boom' }, actionIds: [action.id] });
      const mqtt = await online(device);
      await mqtt.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'boom' }), { qos: 1 });
      const attemptsOf = async () => (await runsOf(account.client, alarm.id)).result[0]?.actions[0];
      for (const attempts of [1, 2, 3, 4]) {
        await eventually(attemptsOf, (job) => job?.attempts === attempts);
        expect((await attemptsOf())?.outcome).toBe('pending');
        server.clock.advance(1000 * 2 ** (attempts - 1));
      }
      const last = await eventually(attemptsOf, (job) => job?.outcome === 'failed');
      expect(last).toMatchObject({ attempts: 5, error: 'HTTP 503 answer' });
      // Each attempt of one delivery carries the same delivery id; +1 for the test call.
      const deliveries = failing.calls.slice(1).map((call) => call.delivery);
      expect(deliveries).toHaveLength(5);
      expect(new Set(deliveries).size).toBe(1);
    } finally {
      await failing.close();
    }
  });

  it('keeps a sub-user scoped to a group to its devices in the rule logs', async () => {
    const { client } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('meter'));
    const inside = await createDevice(client, devtype);
    const outside = await createDevice(client, devtype);
    const group = await client.post<{ id: string }>('/device_groups', { body: { name: uniqueId('g') } });
    await client.post(`/device_groups/${group.id}`, { body: { devids: [inside.devid] } });
    const alarm = await client.post<RuleView>('/rules', {
      body: {
        name: 'Any error',
        targets: { devtype },
        severity: 'minor',
        trigger: { kind: 'event', type: 'error' },
      },
    });
    for (const device of [inside, outside]) {
      const mqtt = await online(device);
      await mqtt.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'x', type: 'error' }), {
        qos: 1,
      });
    }
    await eventually(
      () => runsOf(client, alarm.id),
      (page) => page.totalCount === 2,
    );
    const profile = await createProfile(client, { rules: ['read'] }, [group.id]);
    const { client: subuser } = await signedInSubuser(server, client, profile.id);
    const seen = await runsOf(subuser, alarm.id);
    expect(seen.result.map((run) => run.devid)).toEqual([inside.devid]);
  });

  it('fires a rule written under a project scope only for the project’s devices, direct and via its groups', async () => {
    const { client } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('meter'));
    const [direct, viaGroup, outside] = [
      await createDevice(client, devtype),
      await createDevice(client, devtype),
      await createDevice(client, devtype),
    ];
    const group = await client.post<{ id: string }>('/device_groups', { body: { name: uniqueId('g') } });
    await client.post(`/device_groups/${group.id}`, { body: { devids: [viaGroup.devid] } });
    const project = await client.post<{ id: string }>('/projects', { body: { name: uniqueId('p') } });
    await client.put(`/projects/${project.id}/devices/add`, { body: { ids: [direct.devid] } });
    await client.put(`/projects/${project.id}/groups/add`, { body: { ids: [group.id] } });
    const profile = await client.post<{ id: number }>('/subusers_access', {
      body: {
        name: uniqueId('crew'),
        grants: { rules: ['read', 'write'] },
        scope: { kind: 'projects', projectIds: [project.id] },
      },
    });
    const { client: subuser } = await signedInSubuser(server, client, profile.id);
    const error = {
      name: 'Any error',
      targets: { devtype },
      severity: 'minor',
      trigger: { kind: 'event', type: 'error' },
    };
    const everywhere = await client.post<RuleView>('/rules', { body: error });
    const mine = await subuser.post<RuleView>('/rules', { body: error });
    for (const device of [outside, direct, viaGroup]) {
      const mqtt = await online(device);
      await mqtt.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'x', type: 'error' }), {
        qos: 1,
      });
    }
    // The owner's rule over every device has run for all three: the engine has seen each event.
    await eventually(
      () => runsOf(client, everywhere.id),
      (page) => page.totalCount === 3,
    );
    const runs = await eventually(
      () => runsOf(client, mine.id),
      (page) => page.totalCount >= 2,
    );
    expect(runs.result.map((run) => run.devid).sort()).toEqual([direct.devid, viaGroup.devid].sort());
  });
});

describe.each(testEngines)('rule timers across nodes ($name)', (engine) => {
  let dir: string;
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-rules-'));
    database = await engine.create(dir);
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });
  const node = () =>
    startTestServer(engine, { databaseUrl: database.url, env: { RULE_TICK_MS: '25', OUTBOX_API: '1' } });

  it('fires "for 60 s" after a restart, and two nodes fire a due timer once', async () => {
    const first = await node();
    const account = await fleet(first, 2);
    const [device, other] = account.devices as [DeviceWithSecret, DeviceWithSecret];
    const inbox = await account.client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Tell me', kind: 'inbox', owner: true },
    });
    const hot = await account.client.post<RuleView>('/rules', {
      body: {
        name: 'Hot',
        targets: { devtype: account.devtype },
        severity: 'major',
        trigger: { kind: 'telemetry', point: 'temp', operator: '>', value: 90, forSeconds: 60 },
        actionIds: [inbox.id],
      },
    });
    const mqtt = await connectDevice(first.bus.url, device);
    await mqtt.publishAsync(deviceTopic(device, 'data'), JSON.stringify({ temp: 95 }), { qos: 1 });
    await eventually(
      () => phaseOf(first, hot.id, device.devid),
      (phase) => phase === 'armed',
    );
    const otherMqtt = await connectDevice(first.bus.url, other);
    await otherMqtt.publishAsync(deviceTopic(other, 'data'), JSON.stringify({ temp: 99 }), { qos: 1 });
    await eventually(
      () => phaseOf(first, hot.id, other.devid),
      (phase) => phase === 'armed',
    );
    await Promise.all([mqtt.endAsync(), otherMqtt.endAsync()]);
    await first.close();

    // The node that armed both timers is gone; two others share the database, their clocks past the due time.
    const [a, b] = await Promise.all([node(), node()]);
    try {
      a.clock.advance(61_000);
      b.clock.advance(61_500);
      for (const devid of [device.devid, other.devid])
        await eventually(
          () => phaseOf(a, hot.id, devid),
          (phase) => phase === 'fired',
        );
      const runs = await a.db
        .selectFrom('ruleRuns')
        .select(['devid', 'event'])
        .where('ruleId', '=', hot.id)
        .execute();
      expect(runs.map((run) => run.devid).sort()).toEqual([device.devid, other.devid].sort());
      const done = await eventually(
        () => a.db.selectFrom('ruleJobs').select(['state', 'attempts']).execute(),
        (jobs) => jobs.length === 2 && jobs.every((job) => job.state === 'done'),
      );
      expect(done.map((job) => job.attempts)).toEqual([1, 1]);
      const messages = await a.db
        .selectFrom('messages')
        .select('id')
        .where('userId', '=', account.userId)
        .where('textKey', '=', 'alarmFired')
        .execute();
      expect(messages).toHaveLength(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('rules through a database outage', () => {
  const postgres = testEngines.find((engine) => engine.name === 'postgres') as TestEngine;
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432));
    server = await startTestServer(
      throughProxy(postgres, () => proxy),
      {
        env: { RULE_TICK_MS: '25', OUTBOX_API: '1' },
      },
    );
  });
  afterAll(async () => {
    await proxy.restore();
    await server.close();
    await proxy.close();
  });

  it('keeps a device going offline while the database is away, and fires "offline for 1 minute" after', async () => {
    const account = await fleet(server);
    const device = account.devices[0]!;
    const gone = await account.client.post<RuleView>('/rules', {
      body: {
        name: 'Gone',
        targets: { devtype: account.devtype },
        severity: 'major',
        trigger: { kind: 'offline', minutes: 1 },
      },
    });
    const mqtt = await connectDevice(server.bus.url, device);
    await eventually(
      () =>
        server.db.selectFrom('devices').select('status').where('devid', '=', device.devid).executeTakeFirst(),
      (row) => row?.status === 'online',
    );
    await proxy.cut();
    await mqtt.endAsync();
    // The status and the rule's timer wait for the database, neither is dropped.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await proxy.restore();
    await eventually(
      () => phaseOf(server, gone.id, device.devid),
      (phase) => phase === 'armed',
      30_000,
    );
    server.clock.advance(61_000);
    const [record] = await eventually(
      async () => (await recordsOf(account.client, gone.id)).result,
      (records) => records.length === 1,
      30_000,
    );
    expect(record).toMatchObject({ state: 'active', devid: device.devid, values: { status: 'offline' } });
  }, 90_000);
});
