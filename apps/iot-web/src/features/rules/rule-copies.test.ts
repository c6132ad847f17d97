import { describe, expect, it } from 'vitest';
import { RULE_LIMITS, ruleBatchSchema, type RuleView } from '@fleetkey/contract';
import { copyName, ruleCopies } from './rule-copies';

const RULE: RuleView = {
  id: 'r1',
  name: 'Hot pump',
  desc: 'trigger',
  description: 'over 80',
  status: 'enabled',
  record: true,
  severity: 'critical',
  targets: { devtype: 'pump', groupids: ['g1'] },
  trigger: { kind: 'telemetry', point: 'temp', operator: '>', value: 80 },
  clear: { kind: 'auto' },
  throttleMinutes: 5,
  actionIds: ['a1'],
  createdBy: 'me',
  createdAt: 0,
  updatedAt: 0,
};

describe('rule copies for devices', () => {
  it('makes one rule per device, watching that device alone, with the rule’s condition and actions', () => {
    const copies = ruleCopies(RULE, { devids: ['p-1', 'p-2'], status: 'disabled' });
    expect(copies).toMatchObject([
      {
        name: 'Hot pump · p-1',
        status: 'disabled',
        severity: 'critical',
        targets: { devtype: 'pump', devids: ['p-1'] },
        trigger: RULE.trigger,
        throttleMinutes: 5,
        actionIds: ['a1'],
      },
      { name: 'Hot pump · p-2', targets: { devtype: 'pump', devids: ['p-2'] } },
    ]);
    // What the server checks the batch with takes them as they are.
    expect(ruleBatchSchema.safeParse({ rules: copies }).success).toBe(true);
  });

  it('cuts a long name to the contract’s length, keeping the device id whole', () => {
    const name = copyName('x'.repeat(RULE_LIMITS.nameMax), 'dev-42');
    expect(name).toHaveLength(RULE_LIMITS.nameMax);
    expect(name.endsWith(' · dev-42')).toBe(true);
  });
});
