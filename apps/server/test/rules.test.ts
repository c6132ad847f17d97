import type { ApiClient } from '@fleetkey/api-client';
import type {
  DeviceGroupDetail,
  DeviceWithSecret,
  ListResult,
  RecordStatusResult,
  RecordView,
  RuleActionView,
  RuleBodyInput,
  RuleView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';
import { failure } from './support/outcome';

// Rules, rule actions and alarm records over real HTTP (issue 16, first part: storage and API; the engine
// that fires rules comes next, so records are written here straight through the database as it will).

const SECRET = 'whsec_0123456789abcdefXYZ9';

interface Owner {
  client: ApiClient;
  devtype: string;
  devices: DeviceWithSecret[];
}

async function owner(server: TestServer, devices = 2): Promise<Owner> {
  const { client } = await signedInUser(server);
  const { devtype } = await createType(client, uniqueId('meter'));
  const list: DeviceWithSecret[] = [];
  for (let i = 0; i < devices; i += 1) list.push(await createDevice(client, devtype));
  return { client, devtype, devices: list };
}

const overVoltage = (devtype: string, extra: Partial<RuleBodyInput> = {}): RuleBodyInput => ({
  name: 'Over voltage',
  targets: { devtype },
  trigger: { kind: 'telemetry', point: 'voltage', operator: '>', value: 250, forSeconds: 10 },
  clear: { kind: 'telemetry', operator: '<', value: 240, forSeconds: 30 },
  severity: 'critical',
  throttleMinutes: 5,
  ...extra,
});

const fieldsOf = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as {
    status: number;
    data?: { fields?: { path: string; message: string }[] };
  };
  return [error.status, ...(error.data?.fields ?? []).map((field) => `${field.path}:${field.message}`)];
};

describe.each(testEngines)('rules, actions and alarm records ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  /** Opens a record as the engine will. */
  const openRecord = async (
    account: Owner,
    rule: RuleView,
    devid: string,
    extra: { state?: RecordView['state']; at?: number; severity?: RecordView['severity'] } = {},
  ) => {
    const { userId } = await server.db
      .selectFrom('rules')
      .select('userId')
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const at = extra.at ?? Date.now();
    await server.db
      .insertInto('ruleRecords')
      .values({
        id,
        userId,
        ruleId: rule.id,
        ruleName: rule.name,
        devid,
        severity: extra.severity ?? rule.severity,
        state: extra.state ?? 'active',
        count: 1,
        firstFiredAt: at,
        lastFiredAt: at,
        acknowledgedBy: null,
        acknowledgedAt: null,
        clearedBy: extra.state === 'cleared' ? 'auto' : null,
        clearedAt: extra.state === 'cleared' ? at : null,
        firedValues: JSON.stringify({ voltage: 262 }),
      })
      .execute();
    return id;
  };

  it('creates, lists, filters, answers chosen fields, reads, replaces and deletes rules; the dashboard counts them', async () => {
    const account = await owner(server);
    const { client, devtype } = account;
    const created = await client.post<RuleView>('/rules', { body: overVoltage(devtype) });
    expect(created).toMatchObject({
      name: 'Over voltage',
      desc: 'trigger',
      status: 'enabled',
      record: true,
      severity: 'critical',
      targets: { devtype },
      trigger: { kind: 'telemetry', point: 'voltage', operator: '>', value: 250, forSeconds: 10 },
      clear: { kind: 'telemetry', operator: '<', value: 240, forSeconds: 30 },
      throttleMinutes: 5,
      actionIds: [],
    });
    const second = await client.post<RuleView>('/rules', {
      body: {
        name: 'Gone quiet',
        targets: { devtype },
        trigger: { kind: 'noData', minutes: 30 },
        severity: 'info',
      },
    });

    const all = await client.get<ListResult<RuleView>>('/rules');
    expect(all.result.map((rule) => rule.id)).toEqual([second.id, created.id]);
    const critical = await client.get<ListResult<RuleView>>('/rules', {
      query: { filter: JSON.stringify({ severity: 'critical' }) },
    });
    expect(critical.result.map((rule) => rule.id)).toEqual([created.id]);
    const byKind = await client.get<ListResult<RuleView>>('/rules', {
      query: { filter: JSON.stringify({ kind: 'noData', name: 'QUIET' }) },
    });
    expect(byKind.result.map((rule) => rule.id)).toEqual([second.id]);
    const slim = await client.get<ListResult<Partial<RuleView>>>('/rules', {
      query: { fields: 'name,status', descend: 'false', limit: '1' },
    });
    expect(slim).toEqual({
      totalCount: 2,
      result: [{ id: created.id, name: 'Over voltage', status: 'enabled' }],
    });
    expect(await fieldsOf(client.get('/rules', { query: { fields: 'name,password' } }))).toEqual([
      400,
      'fields:validation.listParamInvalid',
    ]);
    expect(await fieldsOf(client.get('/rules', { query: { filter: '{"owner":"x"}' } }))).toEqual([
      400,
      'filter:validation.listFilterInvalid',
    ]);
    // The fields keep their keys for the consoles; the message an API client reads is worded.
    const badFields = { query: { fields: 'name,password' } };
    await expect(client.get('/rules', badFields)).rejects.toMatchObject({
      message: 'querystring.fields: The list parameters are not valid.',
    });
    await expect(
      client.get('/rules', { ...badFields, headers: { 'Accept-Language': 'zh' } }),
    ).rejects.toMatchObject({ message: 'querystring.fields: 列表参数无效' });

    // The dashboard's call: rules filtered on desc "trigger", read as totalCount (or as a count).
    const dashboard = { filter: JSON.stringify({ desc: 'trigger' }) };
    expect((await client.get<ListResult<RuleView>>('/rules', { query: dashboard })).totalCount).toBe(2);
    expect(await client.get('/rules', { query: { ...dashboard, aggregation: 'count' } })).toEqual({
      totalCount: 2,
      count: 2,
      result: [],
    });

    expect(await client.get<RuleView>(`/rules/${created.id}`)).toEqual(created);
    const replaced = await client.put<RuleView>(`/rules/${created.id}`, {
      body: overVoltage(devtype, {
        name: 'Over voltage (260)',
        trigger: { kind: 'telemetry', point: 'voltage', operator: '>=', value: 260 },
      }),
    });
    expect(replaced).toMatchObject({
      name: 'Over voltage (260)',
      trigger: { operator: '>=', value: 260 },
      createdAt: created.createdAt,
    });
    expect(replaced.trigger).not.toHaveProperty('forSeconds');

    // Another account sees none of it.
    const stranger = await owner(server, 0);
    expect(await failure(stranger.client.get(`/rules/${created.id}`))).toMatchObject({ status: 404 });
    expect((await stranger.client.get<ListResult<RuleView>>('/rules', { query: dashboard })).totalCount).toBe(
      0,
    );

    await client.delete(`/rules/${created.id}`);
    expect(await failure(client.get(`/rules/${created.id}`))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await client.get<ListResult<RuleView>>('/rules', { query: dashboard })).totalCount).toBe(1);
  });

  it('takes every trigger kind as data and refuses bad ones with 400, the field path and the message key', async () => {
    const { client, devtype } = await owner(server, 0);
    const triggers = [
      { kind: 'telemetry', point: 'temp', operator: 'between', low: -5, high: 40 },
      { kind: 'telemetry', point: 'level', operator: 'change', value: 10 },
      { kind: 'telemetry', point: 'mode', operator: '!=', value: 'auto' },
      { kind: 'event', code: 'door_open', type: 'warning' },
      { kind: 'status', to: 'faulty' },
      { kind: 'offline', minutes: 15 },
      { kind: 'noData', minutes: 60 },
    ] as const;
    for (const trigger of triggers) {
      const rule = await client.post<RuleView>('/rules', {
        body: { name: trigger.kind, targets: { devtype }, trigger, clear: { kind: 'auto' } },
      });
      expect(rule.trigger).toEqual(trigger);
    }
    const post = (body: object) =>
      client.post('/rules', { body: { name: 'Bad', targets: { devtype }, ...body } });
    expect(await fieldsOf(post({ trigger: { kind: 'javascript', source: 'process.exit()' } }))).toEqual([
      400,
      'trigger.kind:validation.invalidOption',
    ]);
    expect(
      await fieldsOf(
        post({ trigger: { kind: 'telemetry', point: 'v', operator: 'outside', low: 9, high: 1 } }),
      ),
    ).toEqual([400, 'trigger.high:validation.rangeInvalid']);
    expect(
      await fieldsOf(post({ trigger: { kind: 'telemetry', point: 'v', operator: '~', value: 1 } })),
    ).toEqual([400, 'trigger.operator:validation.invalidOption']);
    expect(await fieldsOf(post({ trigger: { kind: 'event' } }))).toEqual([
      400,
      'trigger.code:validation.required',
    ]);
    expect(await fieldsOf(post({ trigger: { kind: 'noData', minutes: 100_000 } }))).toEqual([
      400,
      'trigger.minutes:validation.outOfRange',
    ]);
    expect(
      await fieldsOf(
        post({
          trigger: { kind: 'status', to: 'online' },
          clear: { kind: 'telemetry', operator: '<', value: 1 },
        }),
      ),
    ).toEqual([400, 'clear.kind:validation.clearMismatch']);
    expect(
      await fieldsOf(
        post({ trigger: { kind: 'offline', minutes: 5 }, severity: 'fatal', throttleMinutes: -1 }),
      ),
    ).toEqual([400, 'severity:validation.invalidOption', 'throttleMinutes:validation.outOfRange']);
    // A type the account does not have.
    expect(
      await failure(
        client.post('/rules', {
          body: { name: 'x', targets: { devtype: 'nope' }, trigger: { kind: 'offline', minutes: 1 } },
        }),
      ),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND', data: { devtype: 'nope' } });
  });

  it('saves a batch all or nothing: a bad rule is named by its index and none is saved', async () => {
    const { client, devtype, devices } = await owner(server, 1);
    const good = overVoltage(devtype, { targets: { devtype, devids: [devices[0]!.devid] } });
    expect(
      await fieldsOf(
        client.post('/rules/batch/create', {
          body: { rules: [good, good, { ...good, trigger: { kind: 'offline' } }] },
        }),
      ),
    ).toEqual([400, 'rules.2.trigger.minutes:validation.required']);
    expect(
      await failure(
        client.post('/rules/batch/create', {
          body: { rules: [good, { ...good, targets: { devtype, devids: ['not-mine'] } }] },
        }),
      ),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND', data: { index: 1, devids: ['not-mine'] } });
    expect((await client.get<ListResult<RuleView>>('/rules')).totalCount).toBe(0);

    const saved = await client.post<RuleView[]>('/rules/batch/create', {
      body: { rules: [good, { ...good, name: 'Second' }] },
    });
    expect(saved.map((rule) => rule.name)).toEqual(['Over voltage', 'Second']);
    expect((await client.get<ListResult<RuleView>>('/rules')).totalCount).toBe(2);
  });

  it('enables, disables and flips the record flag by PATCH', async () => {
    const { client, devtype } = await owner(server, 0);
    const rule = await client.post<RuleView>('/rules', { body: overVoltage(devtype) });
    expect(
      await client.patch<RuleView>(`/rules/status/${rule.id}`, { body: { status: 'disabled' } }),
    ).toMatchObject({
      status: 'disabled',
    });
    expect(
      await client.patch<RuleView>(`/rules/record/${rule.id}`, { body: { record: false } }),
    ).toMatchObject({
      status: 'disabled',
      record: false,
    });
    const disabled = await client.get<ListResult<RuleView>>('/rules', {
      query: { filter: JSON.stringify({ status: 'disabled', record: false }) },
    });
    expect(disabled.result.map((r) => r.id)).toEqual([rule.id]);
    expect(await fieldsOf(client.patch(`/rules/status/${rule.id}`, { body: { status: 1 } }))).toEqual([
      400,
      'status:validation.invalidOption',
    ]);
    expect(
      await failure(client.patch(`/rules/status/${randomUUID()}`, { body: { status: 'enabled' } })),
    ).toMatchObject({
      status: 404,
    });
  });

  it('saves each kind of action; webhooks must be public https, their secret is never answered and is stored sealed', async () => {
    const account = await owner(server, 1);
    const { client, devices } = account;
    const { subuser } = await signedInSubuser(
      server,
      client,
      (await createProfile(client, { rules: ['read'] })).id,
    );
    const inbox = await client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Inbox', kind: 'inbox', subuserIds: [subuser.id] },
    });
    expect(inbox).toMatchObject({ kind: 'inbox', owner: true, subuserIds: [subuser.id] });
    expect(
      await failure(
        client.post('/rule_actions', { body: { name: 'x', kind: 'inbox', subuserIds: ['someone-else'] } }),
      ),
    ).toMatchObject({ status: 404, data: { subuserIds: ['someone-else'] } });
    const mail = await client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Mail', kind: 'email', addresses: ['Ops@Example.com'] },
    });
    expect(mail).toMatchObject({ kind: 'email', addresses: ['ops@example.com'] });
    const sms = await client.post<RuleActionView>('/rule_actions', {
      body: { name: 'SMS', kind: 'sms', mobiles: ['8613912345678'] },
    });
    expect(sms).toMatchObject({ kind: 'sms', mobiles: ['8613912345678'] });
    const command = await client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Trip', kind: 'command', devid: devices[0]!.devid, cmd: 'trip', params: { relay: 1 } },
    });
    expect(command).toMatchObject({
      kind: 'command',
      cmd: 'trip',
      params: { relay: 1 },
      cmdtype: 'unconfirmed',
    });
    // A device the account does not hold is not found, named in the answer.
    expect(
      await failure(
        client.post('/rule_actions', {
          body: { name: 'Trip', kind: 'command', devid: 'not-mine', cmd: 'trip' },
        }),
      ),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND', data: { devid: 'not-mine' } });

    const hook = (url: string, extra: object = {}) =>
      client.post<RuleActionView>('/rule_actions', {
        body: { name: 'Hook', kind: 'webhook', url, secret: SECRET, ...extra },
      });
    for (const [url, message] of [
      ['http://hooks.example.com/x', 'validation.webhookHttpsRequired'],
      ['https://127.0.0.1/x', 'validation.webhookAddressPrivate'],
      ['https://localhost:8443/x', 'validation.webhookAddressPrivate'],
      ['https://169.254.169.254/latest/meta-data', 'validation.webhookAddressPrivate'],
      ['https://[::1]/x', 'validation.webhookAddressPrivate'],
      ['https://10.0.0.8/x', 'validation.webhookAddressPrivate'],
      ['gopher://hooks.example.com', 'validation.webhookUrlInvalid'],
    ] as const)
      expect(await fieldsOf(hook(url)), url).toEqual([400, `url:${message}`]);
    expect(
      await fieldsOf(
        client.post('/rule_actions', {
          body: { name: 'Hook', kind: 'webhook', url: 'https://hooks.example.com' },
        }),
      ),
    ).toEqual([400, 'secret:validation.required']);
    expect(await fieldsOf(hook('https://hooks.example.com', { secret: 'short' }))).toEqual([
      400,
      'secret:validation.webhookSecretInvalid',
    ]);

    const webhook = await hook('https://hooks.example.com/alarms');
    expect(webhook).toMatchObject({
      kind: 'webhook',
      url: 'https://hooks.example.com/alarms',
      secret: `${'*'.repeat(12)}XYZ9`,
    });
    const answers = JSON.stringify([
      webhook,
      await client.get(`/rule_actions/${webhook.id}`),
      await client.get('/rule_actions'),
    ]);
    expect(answers).not.toContain('0123456789abcdef');
    const row = await server.db
      .selectFrom('ruleActions')
      .select(['secret', 'settings'])
      .where('id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1:/);
    expect(`${row.secret}${row.settings}`).not.toContain(SECRET);
    // A change that leaves the secret out keeps it.
    const moved = await client.put<RuleActionView>(`/rule_actions/${webhook.id}`, {
      body: { name: 'Hook 2', kind: 'webhook', url: 'https://hooks2.example.com/alarms' },
    });
    expect(moved).toMatchObject({ name: 'Hook 2', secret: `${'*'.repeat(12)}XYZ9` });

    const hooks = await client.get<ListResult<RuleActionView>>('/rule_actions', {
      query: { filter: JSON.stringify({ kind: 'webhook' }) },
    });
    expect(hooks.result.map((a) => a.id)).toEqual([webhook.id]);
    expect((await client.get<ListResult<RuleActionView>>('/rule_actions')).totalCount).toBe(5);
  });

  it('refuses a second action of a name the account uses, letter case aside, on create and on edit', async () => {
    const { client } = await owner(server, 0);
    const mail = (name: string) => ({ name, kind: 'email', addresses: ['ops@example.com'] });
    const first = await client.post<RuleActionView>('/rule_actions', { body: mail('Night mail') });
    expect(await failure(client.post('/rule_actions', { body: mail('night MAIL') }))).toMatchObject({
      status: 409,
      code: 'NAME_IN_USE',
      data: { field: 'name' },
    });
    const other = await client.post<RuleActionView>('/rule_actions', { body: mail('Day mail') });
    expect(
      await failure(client.put(`/rule_actions/${other.id}`, { body: mail('Night mail') })),
    ).toMatchObject({
      status: 409,
      code: 'NAME_IN_USE',
    });
    // An action keeps its own name on an edit; another account may use the name.
    await client.put(`/rule_actions/${first.id}`, { body: mail('Night mail') });
    const { client: stranger } = await owner(server, 0);
    await stranger.post('/rule_actions', { body: mail('Night mail') });
  });

  it('refuses to delete an action rules run (409 naming them), deletes it once no rule does', async () => {
    const { client, devtype } = await owner(server, 0);
    const mail = await client.post<RuleActionView>('/rule_actions', {
      body: { name: 'Mail', kind: 'email', addresses: ['ops@example.com'] },
    });
    const rule = await client.post<RuleView>('/rules', {
      body: overVoltage(devtype, { actionIds: [mail.id] }),
    });
    expect(rule.actionIds).toEqual([mail.id]);
    expect(await failure(client.delete(`/rule_actions/${mail.id}`))).toMatchObject({
      status: 409,
      code: 'RULE_ACTION_IN_USE',
      data: { rules: [{ id: rule.id, name: 'Over voltage' }] },
    });
    expect(
      await failure(client.post('/rules', { body: overVoltage(devtype, { actionIds: [randomUUID()] }) })),
    ).toMatchObject({ status: 404, data: { actionIds: [expect.any(String)] } });
    await client.put(`/rules/${rule.id}`, { body: overVoltage(devtype, { actionIds: [] }) });
    await client.delete(`/rule_actions/${mail.id}`);
    expect(await failure(client.get(`/rule_actions/${mail.id}`))).toMatchObject({ status: 404 });
  });

  it('lists records by severity, state, device, rule and time; acknowledges and clears by list; deletes cleared ones', async () => {
    const account = await owner(server, 2);
    const { client, devtype, devices } = account;
    const [a, b] = [devices[0]!.devid, devices[1]!.devid];
    const rule = await client.post<RuleView>('/rules', { body: overVoltage(devtype) });
    const other = await client.post<RuleView>('/rules', {
      body: {
        name: 'Offline',
        targets: { devtype },
        trigger: { kind: 'offline', minutes: 5 },
        severity: 'minor',
      },
    });
    const t0 = 1_700_000_000_000;
    const r1 = await openRecord(account, rule, a, { at: t0 });
    const r2 = await openRecord(account, rule, b, { at: t0 + 1000 });
    const r3 = await openRecord(account, other, a, { at: t0 + 2000, state: 'cleared' });

    const list = (query: Record<string, string> = {}) =>
      client.get<ListResult<RecordView>>('/records', { query }).then((page) => page.result.map((r) => r.id));
    expect(await list()).toEqual([r3, r2, r1]);
    expect(await list({ filter: JSON.stringify({ severity: 'critical' }) })).toEqual([r2, r1]);
    expect(await list({ filter: JSON.stringify({ state: ['active', 'acknowledged'], devid: a }) })).toEqual([
      r1,
    ]);
    expect(await list({ filter: JSON.stringify({ ruleId: other.id }) })).toEqual([r3]);
    expect(await list({ from: String(t0 + 500), to: String(t0 + 1500) })).toEqual([r2]);
    const ofDevice = await client.get<ListResult<RecordView>>(`/records/${a}`);
    expect(ofDevice.result.map((r) => r.id)).toEqual([r3, r1]);
    expect(ofDevice.result[1]).toMatchObject({
      ruleId: rule.id,
      ruleName: 'Over voltage',
      devid: a,
      severity: 'critical',
      state: 'active',
      count: 1,
      firstFiredAt: t0,
      values: { voltage: 262 },
      acknowledgedBy: null,
    });
    expect(await failure(client.get(`/records/${uniqueId('nobody')}`))).toMatchObject({ status: 404 });

    const acked = await client.put<RecordStatusResult>('/records/status', {
      body: { ids: [r1, r3], action: 'acknowledge' },
    });
    expect(acked).toEqual({ changed: [r1], unchanged: [r3] });
    const [first] = (
      await client.get<ListResult<RecordView>>('/records', {
        query: { filter: JSON.stringify({ state: 'acknowledged' }) },
      })
    ).result;
    expect(first).toMatchObject({
      id: r1,
      acknowledgedBy: expect.any(String),
      acknowledgedAt: expect.any(Number),
    });

    expect(await failure(client.delete('/records', { body: { ids: [r1, r3] } }))).toMatchObject({
      status: 409,
      code: 'RECORD_NOT_CLEARED',
      data: { ids: [r1] },
    });
    expect(await list()).toHaveLength(3);
    const cleared = await client.put<RecordStatusResult>('/records/status', {
      body: { ids: [r1, r2], action: 'clear' },
    });
    expect(cleared).toEqual({ changed: [r1, r2], unchanged: [] });
    const record = (await client.get<ListResult<RecordView>>(`/records/${b}`)).result[0];
    expect(record).toMatchObject({
      state: 'cleared',
      clearedBy: expect.any(String),
      clearedAt: expect.any(Number),
    });
    expect(record?.clearedBy).not.toBe('auto');
    expect(await client.delete('/records', { body: { ids: [r1, r2, r3, randomUUID()] } })).toEqual({
      deleted: 3,
    });
    expect(await list()).toEqual([]);
    expect(await fieldsOf(client.put('/records/status', { body: { ids: [], action: 'mute' } }))).toEqual([
      400,
      'ids:validation.required',
      'action:validation.invalidOption',
    ]);
  });

  it('keeps a sub-user scoped to a group to its devices: targets outside are refused, others’ records unseen', async () => {
    const account = await owner(server, 2);
    const { client, devtype, devices } = account;
    const [inside, outside] = [devices[0]!.devid, devices[1]!.devid];
    const scope = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Scope' } });
    await client.post(`/device_groups/${scope.id}`, { body: { devids: [inside] } });
    const elsewhere = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Elsewhere' } });
    const profile = await createProfile(client, { rules: ['read', 'write', 'control'], devices: ['read'] }, [
      scope.id,
    ]);
    const { client: scoped } = await signedInSubuser(server, client, profile.id);

    expect(
      await failure(
        scoped.post('/rules', {
          body: overVoltage(devtype, { targets: { devtype, devids: [inside, outside] } }),
        }),
      ),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND', data: { devids: [outside] } });
    expect(
      await failure(
        scoped.post('/rules', {
          body: overVoltage(devtype, { targets: { devtype, groupids: [elsewhere.id] } }),
        }),
      ),
    ).toMatchObject({ status: 404, data: { groupids: [elsewhere.id] } });
    const own = await scoped.post<RuleView>('/rules', {
      body: overVoltage(devtype, { targets: { devtype, groupids: [scope.id] } }),
    });
    // A command action would send as the sub-user: it needs devices:control, which this profile lacks.
    expect(
      await failure(
        scoped.post('/rule_actions', { body: { name: 'Trip', kind: 'command', devid: inside, cmd: 'trip' } }),
      ),
    ).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const mains = await client.post<RuleView>('/rules', { body: overVoltage(devtype) });
    const seen = await scoped.get<ListResult<RuleView>>('/rules');
    expect(seen.result.map((rule) => rule.id)).toEqual([own.id]);
    expect(await failure(scoped.get(`/rules/${mains.id}`))).toMatchObject({ status: 404 });
    expect(await failure(scoped.delete(`/rules/${mains.id}`))).toMatchObject({ status: 404 });

    const mine = await openRecord(account, mains, inside);
    const theirs = await openRecord(account, mains, outside);
    const records = await scoped.get<ListResult<RecordView>>('/records');
    expect(records.result.map((r) => r.id)).toEqual([mine]);
    expect(await failure(scoped.get(`/records/${outside}`))).toMatchObject({ status: 404 });
    expect(await scoped.put('/records/status', { body: { ids: [mine, theirs], action: 'clear' } })).toEqual({
      changed: [mine],
      unchanged: [theirs],
    });
    // The main account sees both.
    expect((await client.get<ListResult<RecordView>>('/records')).totalCount).toBe(2);

    // A sub-user granted reading only cannot change rules or alarms.
    const reader = (
      await signedInSubuser(server, client, (await createProfile(client, { rules: ['read'] })).id)
    ).client;
    expect(
      await failure(reader.patch(`/rules/status/${mains.id}`, { body: { status: 'disabled' } })),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await failure(reader.put('/records/status', { body: { ids: [theirs], action: 'acknowledge' } })),
    ).toMatchObject({
      status: 403,
    });
  });
});
