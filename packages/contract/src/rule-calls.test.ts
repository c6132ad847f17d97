import { describe, expect, it } from 'vitest';
import { ruleActionBodySchema } from './rule-action-calls';
import { ruleBodySchema, ruleListQuerySchema } from './rule-calls';
import { recordListQuerySchema } from './rule-record-calls';
import { isPrivateHost, webhookUrlProblem } from './webhook-address';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

const rule = (trigger: object, extra: object = {}) => ({
  name: 'Over voltage',
  targets: { devtype: 'meter' },
  trigger,
  ...extra,
});

describe('webhook addresses', () => {
  it.each([
    'localhost',
    'api.localhost',
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '[::1]',
    '[::]',
    '[fe80::1]',
    '[fd12:3456::1]',
    '[::ffff:7f00:1]',
    '[::ffff:10.0.0.1]',
    '192.0.0.8',
    '192.0.2.1',
    '192.31.196.1',
    '192.52.193.1',
    '192.88.99.1',
    '192.175.48.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '240.0.0.1',
    '255.255.255.255',
    '[2002::1]',
    '[2002:c0a8:101::1]',
    '[fec0::1]',
    '[feff::1]',
    '[2001::1]',
    '[2001:2::1]',
    '[2001:db8::1]',
    '[2001:1ff::1]',
    '[64:ff9b::a00:1]',
    '[64:ff9b:1::1]',
    '[100::1]',
    '[2620:4f:8000::1]',
    '[3fff::1]',
    '[5f00::1]',
    '[ff02::1]',
  ])('calls %s private', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each([
    'example.com',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '192.0.32.10',
    '198.20.0.1',
    '203.0.114.1',
    '[2001:200::1]',
    '[2003::1]',
    '[2606:4700::1111]',
    '[fe7f::1]',
  ])('calls %s public', (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });

  it('reads the forms a URL parser normalises (decimal, hex, short IPv4) as the address they are', () => {
    expect(webhookUrlProblem('https://2130706433/hook', false)).toBe('validation.webhookAddressPrivate');
    expect(webhookUrlProblem('https://0x7f.1/hook', false)).toBe('validation.webhookAddressPrivate');
    expect(webhookUrlProblem('https://[::ffff:127.0.0.1]/hook', false)).toBe(
      'validation.webhookAddressPrivate',
    );
  });

  it('wants https and a public host unless private targets are allowed; never credentials or other schemes', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x', false)).toBe('validation.webhookHttpsRequired');
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(webhookUrlProblem('ftp://hooks.example.com/x', true)).toBe('validation.webhookUrlInvalid');
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', true)).toBe(
      'validation.webhookUrlInvalid',
    );
    expect(webhookUrlProblem('not a url', false)).toBe('validation.webhookUrlInvalid');
  });
});

describe('rule bodies', () => {
  it('fills the defaults: a trigger rule, enabled, recording, major, cleared when the trigger stops holding', () => {
    expect(ruleBodySchema.parse(rule({ kind: 'offline', minutes: 5 }))).toMatchObject({
      desc: 'trigger',
      status: 'enabled',
      record: true,
      severity: 'major',
      clear: { kind: 'auto' },
      throttleMinutes: 0,
      actionIds: [],
    });
  });

  it('accepts every trigger kind written as data', () => {
    for (const trigger of [
      { kind: 'telemetry', point: 'voltage', operator: '>', value: 250, forSeconds: 10 },
      { kind: 'telemetry', point: 'mode', operator: '==', value: 'fault' },
      { kind: 'telemetry', point: 'temp', operator: 'outside', low: -10, high: 60 },
      { kind: 'telemetry', point: 'level', operator: 'change', value: 5 },
      { kind: 'event', code: 'door_open' },
      { kind: 'event', type: 'error' },
      { kind: 'status', to: 'faulty' },
      { kind: 'offline', minutes: 10 },
      { kind: 'noData', minutes: 60 },
    ])
      expect(issuesOf(ruleBodySchema.safeParse(rule(trigger))), JSON.stringify(trigger)).toEqual([]);
  });

  it('names the field and message key of each bad trigger', () => {
    const bad = (trigger: object, extra?: object) => issuesOf(ruleBodySchema.safeParse(rule(trigger, extra)));
    expect(bad({ kind: 'script', code: 'return 1' })).toEqual(['trigger.kind:validation.invalidOption']);
    expect(bad({ kind: 'telemetry', point: 'v', operator: '>' })).toEqual([
      'trigger.value:validation.required',
    ]);
    expect(bad({ kind: 'telemetry', point: 'v', operator: '>', value: 'high' })).toEqual([
      'trigger.value:validation.invalidType',
    ]);
    expect(bad({ kind: 'telemetry', point: 'v', operator: 'between', low: 5, high: 5 })).toEqual([
      'trigger.high:validation.rangeInvalid',
    ]);
    expect(bad({ kind: 'telemetry', point: 'v', operator: 'change', value: 1, forSeconds: 5 })).toEqual([
      'trigger.forSeconds:validation.invalidOption',
    ]);
    expect(bad({ kind: 'event' })).toEqual(['trigger.code:validation.required']);
    expect(bad({ kind: 'offline', minutes: 0 })).toEqual(['trigger.minutes:validation.outOfRange']);
    expect(bad({ kind: 'status', to: 'asleep' })).toEqual(['trigger.to:validation.invalidOption']);
    expect(
      bad({ kind: 'offline', minutes: 5 }, { clear: { kind: 'telemetry', operator: '<', value: 1 } }),
    ).toEqual(['clear.kind:validation.clearMismatch']);
    expect(
      bad({ kind: 'offline', minutes: 5 }, { targets: { devtype: 'meter', devids: ['a'], groupids: ['g'] } }),
    ).toEqual(['targets.groupids:validation.invalidOption']);
  });

  it('answers only the asked fields, and refuses unknown ones', () => {
    expect(ruleListQuerySchema.parse({ fields: 'name, status' }).fields).toEqual(['id', 'name', 'status']);
    expect(issuesOf(ruleListQuerySchema.safeParse({ fields: 'name,secret' }))).toEqual([
      'fields:validation.listParamInvalid',
    ]);
    expect(ruleListQuerySchema.parse({ filter: '{"desc":"trigger"}' }).filter).toEqual({ desc: 'trigger' });
  });
});

describe('rule actions and records', () => {
  it('refuses a masked secret sent back, and an inbox action to nobody', () => {
    const masked = ruleActionBodySchema.safeParse({
      name: 'Hook',
      kind: 'webhook',
      url: 'https://hooks.example.com',
      secret: '************abcd',
    });
    expect(issuesOf(masked)).toEqual(['secret:validation.webhookSecretInvalid']);
    expect(issuesOf(ruleActionBodySchema.safeParse({ name: 'Inbox', kind: 'inbox', owner: false }))).toEqual([
      'subuserIds:validation.required',
    ]);
  });

  it('filters records on one severity or several, and refuses unknown filter fields', () => {
    const query = recordListQuerySchema.parse({ filter: '{"severity":["critical","major"]}', from: '10' });
    expect(query).toMatchObject({ filter: { severity: ['critical', 'major'] }, from: 10 });
    expect(recordListQuerySchema.safeParse({ filter: '{"owner":"x"}' }).success).toBe(false);
  });
});
