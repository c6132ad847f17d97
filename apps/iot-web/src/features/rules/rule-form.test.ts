import { describe, expect, it } from 'vitest';
import type { RuleView } from '@fleetkey/contract';
import { declaredPoints, newRuleValues, ruleFormValues, toRuleBody, type RuleFormValues } from './rule-form';

const voltageRule = (): RuleFormValues => {
  const values = newRuleValues();
  return {
    ...values,
    name: 'Over voltage',
    devtype: 'meter',
    trigger: { ...values.trigger, point: 'voltage', operator: '>', value: 250, forSeconds: 10 },
  };
};

describe('rule form', () => {
  it('sends only the chosen trigger kind and target kind', () => {
    const values = { ...voltageRule(), targetKind: 'all' as const, devids: ['m1'], groupids: ['g1'] };
    const checked = toRuleBody({ ...values, trigger: { ...values.trigger, code: 'leftover', minutes: 5 } });
    expect(checked.ok && checked.body.targets).toEqual({ devtype: 'meter' });
    expect(checked.ok && checked.body.trigger).toEqual({
      kind: 'telemetry',
      point: 'voltage',
      operator: '>',
      value: 250,
      forSeconds: 10,
    });
  });

  it('sends a range as low and high, and no "for" with a change', () => {
    const values = voltageRule();
    const range = toRuleBody({
      ...values,
      trigger: { ...values.trigger, operator: 'between', low: 1, high: 2 },
    });
    expect(range.ok && range.body.trigger).toMatchObject({ operator: 'between', low: 1, high: 2 });
    expect(range.ok && 'value' in range.body.trigger).toBe(false);
    const change = toRuleBody({ ...values, trigger: { ...values.trigger, operator: 'change', value: 5 } });
    expect(change.ok).toBe(true);
    expect(change.ok && change.body.trigger.kind === 'telemetry' && change.body.trigger.forSeconds).toBe(
      undefined,
    );
  });

  it('names the form fields of what the contract refuses: a missing type and threshold', () => {
    const values = newRuleValues();
    const checked = toRuleBody({ ...values, name: 'x', trigger: { ...values.trigger, point: 'voltage' } });
    expect(checked.ok).toBe(false);
    const paths = checked.ok ? [] : checked.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['devtype', 'trigger.value']));
  });

  it('reads a saved rule back into the form, listed groups as groups', () => {
    const checked = toRuleBody({ ...voltageRule(), targetKind: 'groups', groupids: ['g1'] });
    if (!checked.ok) throw new Error('valid');
    const saved = { ...checked.body, id: 'r1', createdBy: 'u', createdAt: 1, updatedAt: 1 } as RuleView;
    const form = ruleFormValues(saved);
    expect(form).toMatchObject({ targetKind: 'groups', groupids: ['g1'], devtype: 'meter' });
    expect(toRuleBody(form)).toEqual(checked);
  });

  it('offers every declared point once, data before per-topic data and status', () => {
    const points = declaredPoints({
      data: [{ name: 'voltage', type: 'number', unit: 'V' }],
      much_data: {
        extra: [
          { name: 'temp', type: 'number' },
          { name: 'voltage', type: 'number' },
        ],
      },
      status: [{ name: 'door', type: 'boolean' }],
    });
    expect(points.map((p) => p.name)).toEqual(['voltage', 'temp', 'door']);
  });
});
