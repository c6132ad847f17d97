import { ApiError, firmwareApi, tasksApi } from '@fleetkey/api-client';
import type { DeviceGroupDetail, DeviceWithSecret, TaskBodyInput } from '@fleetkey/contract';
import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdjustableClock } from '../src/platform/clock';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, eventually, storedStatus } from './support/mqtt-devices';
import { serverNode } from './support/server-process';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer, testClient } from './support/test-server';

// Scheduled tasks over real HTTP and a real broker: definitions and their checks, runs with each device's
// result, the status moves, a run taken over from a node that died (nothing confirmed is sent again), and
// two nodes on one PostgreSQL with slightly different clocks making each due time's run once.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The cron tests run an hourly task and move the server clocks an hour at a time from half past: real time
// passing while a step runs (seconds, on a loaded machine tens of seconds) then never reaches a due time of its
// own. An every-minute task made an extra run whenever a step crossed a real minute's end.
const HOURLY = '0 * * * *';

/** Moves the clocks (the first one's reading decides) on to the next half past the hour. */
function toHalfPast(...clocks: AdjustableClock[]): void {
  const shift = (((30 * MINUTE - (clocks[0]!.now() % HOUR)) % HOUR) + HOUR) % HOUR;
  for (const clock of clocks) clock.advance(shift);
}
const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, code: error.code } : error),
  );

/** A device listening for its commands; it answers confirmed ones with code 0 and counts what it heard. */
async function commandListener(server: TestServer, device: DeviceWithSecret) {
  const heard: { id: string; cmd: string }[] = [];
  const client: MqttClient = await connectDevice(server.bus.url, device);
  await client.subscribeAsync(deviceTopic(device, 'cmd/#'), { qos: 1 });
  // On an external broker the server knows a device is there only from its status.
  await client.publishAsync(deviceTopic(device, 'status'), 'online', { qos: 1 });
  await eventually(
    () => storedStatus(server, device.devid),
    (row) => row.status === 'online',
  );
  client.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as { id: string; cmd: string; cmdtype: string };
    heard.push({ id: command.id, cmd: command.cmd });
    if (command.cmdtype === 'confirmed')
      void client.publishAsync(
        deviceTopic(device, 'cmd_reply'),
        JSON.stringify({ id: command.id, code: 0 }),
        {
          qos: 1,
        },
      );
  });
  return { heard, stop: () => client.endAsync() };
}

/** A signed-in owner with a type and `count` devices. */
async function fleet(server: TestServer, count: number) {
  const { client } = await signedInUser(server);
  const { devtype } = await createType(client, uniqueId('pump'));
  const devices: DeviceWithSecret[] = [];
  for (let i = 0; i < count; i += 1) devices.push(await createDevice(client, devtype));
  return { client, devtype, devices, tasks: tasksApi(client) };
}

/** Starts the task and waits for its run to be done; answers the task then. */
async function startedUntilDone(tasks: ReturnType<typeof tasksApi>, id: string) {
  await tasks.changeStatus(id, 'start');
  return vi.waitFor(
    async () => {
      const now = await tasks.get(id);
      expect(now.state).toBe('done');
      return now;
    },
    { timeout: 15_000, interval: 100 },
  );
}

const commandTask = (
  devtype: string,
  devids: string[],
  schedule: TaskBodyInput['schedule'],
  extra: Partial<NonNullable<TaskBodyInput['command']>> = {},
): TaskBodyInput => ({
  name: 'Nightly flush',
  type: 'command',
  schedule,
  command: { devtype, cmd: 'flush', params: { seconds: 5 }, targetKind: 'devices', devids, ...extra },
});

describe.each(testEngines)('scheduled tasks ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { TASK_TICK_MS: '50', OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  it('saves a cron task idle with its next five times in its zone, and refuses bad schedules and targets', async () => {
    const { devtype, devices, tasks } = await fleet(server, 1);
    const schedule = { kind: 'cron' as const, cron: '0 9 * * 1-5', timezone: 'Asia/Shanghai' };
    const created = await tasks.create(commandTask(devtype, [devices[0]!.devid], schedule));
    expect(created).toMatchObject({ state: 'idle', type: 'command', nextRunAt: null, lastRun: null });
    expect(created.nextRuns).toHaveLength(5);
    for (const time of created.nextRuns) {
      // 09:00 in Shanghai is 01:00 UTC, on a weekday there.
      const at = new Date(time);
      expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([1, 0]);
      expect([1, 2, 3, 4, 5]).toContain(new Date(time + 8 * 3_600_000).getUTCDay());
    }

    const fieldsOf = async (body: TaskBodyInput) => {
      const error = await tasks.create(body).catch((caught: unknown) => caught);
      if (!(error instanceof ApiError)) return error;
      const { fields } = error.data as { fields: { path: string; message: string }[] };
      return fields.map((field) => `${field.path}:${field.message}`);
    };
    const devid = devices[0]!.devid;
    expect(await fieldsOf(commandTask(devtype, [devid], { ...schedule, cron: '0 9 * *' }))).toEqual([
      'schedule.cron:validation.cronInvalid',
    ]);
    expect(await fieldsOf(commandTask(devtype, [devid], { ...schedule, cron: '0 0 30 2 *' }))).toEqual([
      'schedule.cron:validation.cronInvalid',
    ]);
    expect(await fieldsOf(commandTask(devtype, [devid], { ...schedule, timezone: 'Mars/Olympus' }))).toEqual([
      'schedule.timezone:validation.timezoneInvalid',
    ]);
    expect(await fieldsOf(commandTask(devtype, [devid], { kind: 'once', timezone: 'UTC' }))).toEqual([
      'schedule.at:validation.required',
    ]);
    expect(await fieldsOf({ name: 'x', type: 'ota', schedule })).toEqual(['ota:validation.required']);

    // Another owner's device is not a target.
    const other = await fleet(server, 1);
    expect(await failure(tasks.create(commandTask(devtype, [other.devices[0]!.devid], schedule)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    // Nor is anyone else's task readable.
    expect(await failure(other.tasks.get(created.id))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await tasks.list({ name: 'nightly' })).result.map((task) => task.id)).toContain(created.id);
    expect((await tasks.list({ type: 'ota' })).totalCount).toBe(0);
  });

  it('runs a one-time task once: replied devices, an offline one, the task done, history per device', async () => {
    const { devtype, devices, tasks } = await fleet(server, 3);
    const listeners = await Promise.all(devices.slice(0, 2).map((device) => commandListener(server, device)));
    const task = await tasks.create(
      commandTask(
        devtype,
        devices.map((device) => device.devid),
        { kind: 'once', at: Date.now() - 1000, timezone: 'UTC' },
        { cmdtype: 'confirmed', timeout: 5000 },
      ),
    );
    const done = await startedUntilDone(tasks, task.id);
    expect(done.lastRun).toMatchObject({ state: 'done', counts: { replied: 2, offline: 1, pending: 0 } });
    const history = await tasks.runs(task.id);
    expect(history.totalCount).toBe(1);
    const results = await tasks.results(task.id, history.result[0]!.id);
    expect(results.result.map((result) => [result.devid, result.state]).sort()).toEqual(
      [
        [devices[0]!.devid, 'replied'],
        [devices[1]!.devid, 'replied'],
        [devices[2]!.devid, 'offline'],
      ].sort(),
    );
    const replied = results.result.find((result) => result.devid === devices[0]!.devid);
    expect(replied).toMatchObject({ reply: { code: 0 } });
    expect(replied?.commandId).toBe(listeners[0]!.heard[0]?.id);
    expect(listeners.map((listener) => listener.heard.length)).toEqual([1, 1]);
    const offlineOnly = await tasks.results(task.id, history.result[0]!.id, { state: 'offline' });
    expect(offlineOnly.result.map((result) => result.devid)).toEqual([devices[2]!.devid]);
    await Promise.all(listeners.map((listener) => listener.stop()));
  });
  it('moves between states only as allowed, and a cron task makes one run per due time as the clock moves', async () => {
    const { devtype, devices, tasks } = await fleet(server, 2);
    const listeners = await Promise.all(devices.map((device) => commandListener(server, device)));
    toHalfPast(server.clock);
    const task = await tasks.create(
      commandTask(
        devtype,
        devices.map((device) => device.devid),
        { kind: 'cron', cron: HOURLY, timezone: 'Europe/Berlin' },
      ),
    );
    expect(await failure(tasks.changeStatus(task.id, 'pause'))).toEqual({
      status: 409,
      code: 'TASK_STATE_INVALID',
    });
    const started = await tasks.changeStatus(task.id, 'start');
    expect(started.state).toBe('active');
    // The next full hour, not yet come.
    expect(started.nextRunAt! % MINUTE).toBe(0);
    expect(started.nextRunAt!).toBeGreaterThan(server.clock.now());
    try {
      for (let hour = 1; hour <= 3; hour += 1) {
        server.clock.advance(HOUR);
        await vi.waitFor(
          async () => {
            const runs = await tasks.runs(task.id);
            expect(runs.totalCount).toBe(hour);
            expect(runs.result[0]?.state).toBe('done');
          },
          { timeout: 10_000, interval: 50 },
        );
      }
      // Unconfirmed: a run is done once every command is sent.
      const runs = await vi.waitFor(
        async () => {
          const all = (await tasks.runs(task.id)).result;
          expect(all.map((run) => [run.state, run.counts.sent])).toEqual([
            ['done', 2],
            ['done', 2],
            ['done', 2],
          ]);
          return all;
        },
        { timeout: 10_000 },
      );
      expect(listeners.map((listener) => listener.heard.length)).toEqual([3, 3]);
      expect(new Set(runs.map((run) => run.dueAt)).size).toBe(3);

      expect((await tasks.changeStatus(task.id, 'pause')).state).toBe('paused');
      server.clock.advance(2 * HOUR);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await tasks.runs(task.id)).totalCount).toBe(3);
      // Resumed, it is due from now: the hours missed while paused do not run.
      const resumed = await tasks.changeStatus(task.id, 'resume');
      expect(resumed.nextRunAt!).toBeGreaterThan(server.clock.now());
      expect((await tasks.changeStatus(task.id, 'cancel')).state).toBe('cancelled');
      expect(await failure(tasks.changeStatus(task.id, 'start'))).toEqual({
        status: 409,
        code: 'TASK_STATE_INVALID',
      });
    } finally {
      server.clock.reset();
      await Promise.all(listeners.map((listener) => listener.stop()));
    }
    await tasks.remove(task.id);
    expect(await failure(tasks.get(task.id))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('takes over the run of a node that died: sends what was not confirmed, with its ids, never the rest', async () => {
    const { devtype, devices, tasks } = await fleet(server, 4);
    const task = await tasks.create(
      commandTask(
        devtype,
        devices.map((device) => device.devid),
        { kind: 'once', at: Date.now() + 3_600_000, timezone: 'UTC' },
      ),
    );
    const listeners = await Promise.all(devices.map((device) => commandListener(server, device)));
    // What a node leaves when it dies mid-run: two commands confirmed by the broker, two not yet sent, and its
    // lease running out.
    const now = server.clock.now();
    const runId = randomUUID();
    const commandIds = devices.map(() => randomUUID());
    await server.db
      .updateTable('tasks')
      .set({ state: 'active', nextRunAt: null })
      .where('id', '=', task.id)
      .execute();
    await server.db
      .insertInto('taskRuns')
      .values({
        id: runId,
        taskId: task.id,
        dueAt: now - 5000,
        state: 'running',
        leaseOwner: 'dead-node',
        leaseUntil: now + 500,
        startedAt: now - 5000,
      })
      .execute();
    await server.db
      .insertInto('taskResults')
      .values(
        devices.map((device, i) => ({
          runId,
          devid: device.devid,
          state: i < 2 ? ('sent' as const) : ('pending' as const),
          commandId: commandIds[i]!,
          updatedAt: now - 4000,
        })),
      )
      .execute();
    await server.db
      .insertInto('deviceCommands')
      .values(
        devices.slice(0, 2).map((device, i) => ({
          id: commandIds[i]!,
          devid: device.devid,
          cmd: 'flush',
          cmdtype: 'unconfirmed',
          datatype: 'json',
          params: '{"seconds":5}',
          state: 'sent',
          timeoutMs: null,
          sentAt: now - 4000,
        })),
      )
      .execute();

    const finished = await vi.waitFor(
      async () => {
        const run = (await tasks.runs(task.id)).result[0];
        expect(run?.state).toBe('done');
        return run!;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(finished.counts).toMatchObject({ sent: 4, pending: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listeners.map((listener) => listener.heard.map((heard) => heard.id))).toEqual([
      [],
      [],
      [commandIds[2]],
      [commandIds[3]],
    ]);
    expect((await tasks.get(task.id)).state).toBe('done');
    await Promise.all(listeners.map((listener) => listener.stop()));
  });
  it("starts an OTA task's rollout at its due time, and asks a sub-user for the control of what a task sends", async () => {
    const { client, devtype, devices, tasks } = await fleet(server, 2);
    await firmwareApi(client).upload(devtype, '2.0.0', {
      file: new Blob([Buffer.alloc(4096, 7)]),
      fileName: 'fw.bin',
    });
    const once = { kind: 'once' as const, at: Date.now() - 1000, timezone: 'UTC' };
    const otaTask = (version: string): TaskBodyInput => ({
      name: 'Update to 2.0.0',
      type: 'ota',
      schedule: once,
      ota: { devtype, version, rollout: { upgrade_type: 'all', batchSize: 10 } },
    });
    expect(await failure(tasks.create(otaTask('9.9.9')))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const task = await tasks.create(otaTask('2.0.0'));
    const done = await startedUntilDone(tasks, task.id);
    expect(done.lastRun).toMatchObject({ state: 'done', note: '' });
    const rollout = await firmwareApi(client).rollouts.get(done.lastRun!.rolloutId!);
    expect(rollout).toMatchObject({ version: '2.0.0', devtype, total: devices.length });

    const readOnly = await createProfile(client, { tasks: ['read', 'write', 'control'], devices: ['read'] });
    const { client: engineer } = await signedInSubuser(server, client, readOnly.id);
    const cron = { kind: 'cron' as const, cron: '0 3 * * *', timezone: 'UTC' };
    const sendsCommand = commandTask(devtype, [devices[0]!.devid], cron);
    expect(await failure(tasksApi(engineer).create(sendsCommand))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await failure(tasksApi(engineer).create(otaTask('2.0.0')))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const operator = await createProfile(client, { tasks: ['read', 'write'], devices: ['read', 'control'] });
    const { client: operatorClient } = await signedInSubuser(server, client, operator.id);
    const made = await tasksApi(operatorClient).create(sendsCommand);
    expect(made.createdBy).not.toBe('');
    // Without tasks:control it cannot start what it made.
    expect(await failure(tasksApi(operatorClient).changeStatus(made.id, 'start'))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});

const postgres = testEngines.find((engine) => engine.name === 'postgres');
const mqttUrl = process.env.TEST_MQTT_URL;

describe.runIf(postgres && mqttUrl)('scheduled tasks on two nodes of one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = { MQTT_URL: mqttUrl ?? '', TASK_TICK_MS: '20' };
    first = await startTestServer(postgres!, { env });
    second = await startTestServer(postgres!, { env, databaseUrl: first.databaseUrl });
    // The second node's clock runs 1.5 s ahead of the first's.
    second.clock.advance(1500);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('makes each due time one run, sent once, whichever node sees it first', async () => {
    const { devtype, devices, tasks } = await fleet(first, 5);
    const listeners = await Promise.all(devices.map((device) => commandListener(first, device)));
    const devids = devices.map((device) => device.devid);
    try {
      const once = await tasks.create(
        commandTask(devtype, devids, { kind: 'once', at: Date.now() - 1000, timezone: 'UTC' }),
      );
      await tasks.changeStatus(once.id, 'start');
      await vi.waitFor(async () => expect((await tasks.get(once.id)).state).toBe('done'), {
        timeout: 15_000,
      });

      toHalfPast(first.clock, second.clock);
      const cron = await tasks.create(
        commandTask(devtype, devids, { kind: 'cron', cron: HOURLY, timezone: 'UTC' }),
      );
      await tasks.changeStatus(cron.id, 'start');
      for (let hour = 1; hour <= 3; hour += 1) {
        first.clock.advance(HOUR);
        second.clock.advance(HOUR);
        await vi.waitFor(
          async () => {
            // One read for both: the clocks move on only once this hour's run has ended (a jump past the
            // lease while a run is under way is a stalled node, whose run another node takes over).
            const runs = await tasks.runs(cron.id);
            expect(runs.totalCount).toBe(hour);
            expect(runs.result[0]?.state).toBe('done');
          },
          { timeout: 15_000, interval: 50 },
        );
      }
      // Both nodes tick every 20 ms: give a second run every chance to appear before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await tasks.runs(cron.id)).totalCount).toBe(3);
      expect(listeners.map((listener) => listener.heard.length)).toEqual(devices.map(() => 4));
      for (const listener of listeners) expect(new Set(listener.heard.map((heard) => heard.id)).size).toBe(4);
      const leaseOwners = await first.db.selectFrom('taskRuns').select('leaseOwner').execute();
      // Ended runs hold no lease.
      expect(leaseOwners.every((row) => row.leaseOwner === null)).toBe(true);
      await tasks.changeStatus(cron.id, 'cancel');
    } finally {
      await Promise.all(listeners.map((listener) => listener.stop()));
    }
  });
});

describe.runIf(postgres && mqttUrl)('a task run across a killed server process (PostgreSQL)', () => {
  // Killed at its 100th acknowledgement, the first node leaves 900 to the next: 3,000 devices showed nothing
  // more and took 26 s alone, 225 s beside the other lanes of `npm test`.
  const DEVICES = 1000;
  it('the next node sends what the killed one had no acknowledgement for, and nothing it had', async () => {
    const database = await postgres!.create('');
    const env = { MQTT_URL: mqttUrl ?? '', TASK_TICK_MS: '20', TASK_LEASE_SECONDS: '5' };
    const killed = await serverNode('tasks-killed', { ...env, DATABASE_URL: database.url });
    const db = new pg.Client({ connectionString: database.url });
    const listener = await mqtt.connectAsync(mqttUrl ?? '', {
      clientId: uniqueId('listener'),
      reconnectPeriod: 0,
    });
    let next: TestServer | undefined;
    try {
      await killed.start();
      await db.connect();
      const api = testClient(killed.origin);
      await api.post('/test/session', { body: { role: 0 } });
      const { devtype } = await createType(api, uniqueId('valve'));
      const group = await api.post<DeviceGroupDetail>('/device_groups', { body: { name: 'All valves' } });
      for (let batch = 0; batch < DEVICES / 1000; batch += 1) {
        const devids = Array.from({ length: 1000 }, () => uniqueId('valve'));
        const csv = new FormData();
        csv.append(
          'file',
          new Blob([`devid,devtype\n${devids.map((devid) => `${devid},${devtype}`).join('\n')}`]),
          'valves.csv',
        );
        await api.post('/multi_devices', { body: csv });
        await api.post(`/device_groups/${group.id}`, { body: { devids } });
      }
      // Reported online (what an external broker's presence goes by), without 3,000 connections.
      await db.query(`update devices set status = 'online' where devtype = $1`, [devtype]);
      const heard: { id: string; at: number }[] = [];
      await listener.subscribeAsync(`dev/${devtype}/+/cmd/#`, { qos: 1 });
      listener.on('message', (_topic, payload) => {
        heard.push({ id: (JSON.parse(payload.toString()) as { id: string }).id, at: Date.now() });
      });
      const tasks = tasksApi(api);
      const task = await tasks.create({
        name: 'Close every valve',
        type: 'command',
        schedule: { kind: 'once', at: Date.now() - 1000, timezone: 'UTC' },
        command: { devtype, cmd: 'close', targetKind: 'group', groupid: group.id },
      });
      await tasks.changeStatus(task.id, 'start');
      const sentIds = async () =>
        (
          await db.query<{ command_id: string }>(`select command_id from task_results where state = 'sent'`)
        ).rows.map((row) => row.command_id);
      // Killed once its first commands are acknowledged, long before the last.
      await eventually(sentIds, (ids) => ids.length >= 100, 30_000);
      await killed.kill('SIGKILL');
      const confirmed = new Set(await sentIds());
      expect(confirmed.size).toBeLessThan(DEVICES);
      // What the killed node had published is delivered by now; what comes after is the next node's.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const boundary = Date.now();

      next = await startTestServer(postgres!, { env, databaseUrl: database.url });
      const done = async () =>
        (await db.query<{ state: string }>(`select state from task_runs where task_id = $1`, [task.id])).rows;
      await eventually(done, (runs) => runs.length === 1 && runs[0]?.state === 'done', 180_000);
      const all = (
        await db.query<{ command_id: string; state: string }>(`select command_id, state from task_results`)
      ).rows;
      expect(all.filter((row) => row.state === 'sent')).toHaveLength(DEVICES);
      const after = new Set(heard.filter((message) => message.at > boundary).map((message) => message.id));
      const resentConfirmed = [...after].filter((id) => confirmed.has(id));
      console.log(
        `task across a kill: ${DEVICES} devices, ${confirmed.size} acknowledged before SIGKILL, ` +
          `${after.size} sent by the next node, ${resentConfirmed.length} of them acknowledged before`,
      );
      expect(resentConfirmed).toEqual([]);
      // Everything the killed node had no acknowledgement for went out from the next one.
      expect(after).toEqual(new Set(all.map((row) => row.command_id).filter((id) => !confirmed.has(id))));
    } finally {
      await listener.endAsync();
      await next?.close();
      await killed.kill('SIGTERM');
      await killed.dispose();
      await db.end().catch(() => undefined);
      await database.drop();
    }
  }, 480_000);
});
