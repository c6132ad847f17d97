import type { ApiClient } from '@fleetkey/api-client';
import type {
  ListResult,
  RuleActionTestResult,
  RuleActionView,
  RuleRunView,
  RuleView,
} from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, eventually } from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 32 item 5: rule actions and their test calls count against per-account hourly send budgets
// (SEND_BUDGET_*_HOURLY), so a script of test calls or a chattering rule cannot pump the outbox.

const HOUR = 3_600_000;

describe.each(testEngines)('send budgets of rule actions ($name)', (engine) => {
  let server: TestServer;
  const mqttClients: MqttClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, {
      // The SMS budget keeps its default (100 an hour); e-mail and webhooks get small ones.
      env: {
        OUTBOX_API: '1',
        RULE_TICK_MS: '25',
        RULE_WEBHOOK_ALLOW_PRIVATE: '1',
        SEND_BUDGET_EMAIL_HOURLY: '5',
        SEND_BUDGET_WEBHOOK_HOURLY: '2',
      },
    });
  });
  afterAll(async () => {
    await Promise.all(mqttClients.map((client) => client.endAsync()));
    await server.close();
  });

  const action = (client: ApiClient, body: object) => client.post<RuleActionView>('/rule_actions', { body });
  const test = (client: ApiClient, id: string) =>
    client.post<RuleActionTestResult>(`/rule_actions/${id}/test`);
  const outboxCount = async (receivers: string[]) =>
    (await server.db.selectFrom('outbox').select('id').where('receiver', 'in', receivers).execute()).length;

  it('lets an SMS action with 20 numbers tested 120 times put 100 SMS in the outbox, then answers 429 with Retry-After; a rule firing past it is skipped with the reason in the rule log', async () => {
    const { client } = await signedInUser(server);
    const mobiles = Array.from(
      { length: 20 },
      (_, i) => `86139${String(Date.now() % 1_000_000).padStart(6, '0')}${String(i).padStart(2, '0')}`,
    );
    const text = await action(client, { name: 'Pump', kind: 'sms', mobiles });
    const outcomes: string[] = [];
    for (let i = 0; i < 120; i++) {
      try {
        outcomes.push((await test(client, text.id)).outcome);
      } catch (error) {
        expect(error).toMatchObject({
          status: 429,
          code: 'SEND_BUDGET_EXHAUSTED',
          data: { channel: 'sms', budget: 100, retryAfterSeconds: expect.any(Number) },
        });
        const { retryAfterSeconds } = (error as { data: { retryAfterSeconds: number } }).data;
        expect(retryAfterSeconds).toBeGreaterThan(0);
        expect(retryAfterSeconds).toBeLessThanOrEqual(3_600);
        outcomes.push('refused');
      }
    }
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(115);
    expect(await outboxCount(mobiles)).toBe(100);

    // The rule engine meets the same budget: the action is skipped and the rule log says why.
    const { devtype } = await createType(client, uniqueId('meter'));
    const device = await createDevice(client, devtype);
    const jam = await client.post<RuleView>('/rules', {
      body: {
        name: 'Jam',
        targets: { devtype },
        severity: 'major',
        trigger: { kind: 'event', code: 'jam' },
        actionIds: [text.id],
      },
    });
    const mqtt = await connectDevice(server.bus.url, device);
    mqttClients.push(mqtt);
    await mqtt.publishAsync(deviceTopic(device, 'event'), JSON.stringify({ code: 'jam' }), { qos: 1 });
    const [run] = await eventually(
      async () =>
        (
          await client.get<ListResult<RuleRunView>>('/logs', {
            query: { source: 'rules', filter: JSON.stringify({ ruleId: jam.id }) },
          })
        ).result,
      (runs) => runs[0]?.actions[0]?.outcome === 'skipped',
    );
    expect(run?.actions[0]?.error).toContain('SEND_BUDGET_EXHAUSTED');
    expect(await outboxCount(mobiles)).toBe(100);

    // The next hour has its budget again.
    server.clock.advance(HOUR);
    await expect(test(client, text.id)).resolves.toMatchObject({ outcome: 'done' });
    expect(await outboxCount(mobiles)).toBe(120);
  });

  it('counts every e-mail address, per account: 3 addresses twice is past a budget of 5, another account still sends', async () => {
    const first = await signedInUser(server);
    const addresses = ['a@example.com', 'b@example.com', 'c@example.com'];
    const mail = await action(first.client, { name: 'Mail', kind: 'email', addresses });
    await expect(test(first.client, mail.id)).resolves.toMatchObject({ outcome: 'done' });
    await expect(test(first.client, mail.id)).rejects.toMatchObject({
      status: 429,
      code: 'SEND_BUDGET_EXHAUSTED',
      data: { channel: 'email', budget: 5 },
    });
    const second = await signedInUser(server);
    const other = await action(second.client, { name: 'Mail', kind: 'email', addresses });
    await expect(test(second.client, other.id)).resolves.toMatchObject({ outcome: 'done' });
  });

  it('counts every webhook request, answered or not', async () => {
    const { client } = await signedInUser(server);
    // Nothing listens on port 9 of this machine: each attempt fails, and still counts.
    const hook = await action(client, {
      name: 'Hook',
      kind: 'webhook',
      url: 'http://127.0.0.1:9/hook',
      secret: 'whsec_budget_0123456789abcdef',
    });
    for (let i = 0; i < 2; i++)
      await expect(test(client, hook.id)).resolves.toMatchObject({ outcome: 'failed' });
    await expect(test(client, hook.id)).rejects.toMatchObject({ status: 429, code: 'SEND_BUDGET_EXHAUSTED' });
  });
});
