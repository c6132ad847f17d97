import type { RuleTrigger } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { forHolding, indexPoint } from './point-index';
import { triggerTest } from './rule-conditions';
import type { CompiledRule } from './rule-set';

const rule = (id: number, trigger: RuleTrigger): CompiledRule => ({
  id: String(id),
  userId: 'u',
  profileId: null,
  name: `r${id}`,
  severity: 'major',
  record: true,
  throttleMs: 0,
  devtype: 't',
  devids: null,
  trigger,
  clear: { kind: 'auto' },
  test: triggerTest(trigger),
  clearTest: undefined,
  actions: [],
});

// A fixed pseudo-random sequence, so a failure repeats.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const small = () => Math.round(random() * 20) - 10;

describe('point index', () => {
  it('visits exactly the rules that hold (indexed ones), and every tested one, once each', () => {
    const operators = ['>', '>=', '<', '<=', '==', '!=', 'between', 'outside', 'change'] as const;
    const rules = Array.from({ length: 400 }, (_, i) => {
      const operator = operators[i % operators.length] ?? '>';
      const low = small();
      const trigger: RuleTrigger =
        operator === 'between' || operator === 'outside'
          ? { kind: 'telemetry', point: 'p', operator, low, high: low + 1 + Math.round(random() * 5) }
          : operator === 'change'
            ? { kind: 'telemetry', point: 'p', operator, value: Math.abs(small()) + 0.5 }
            : { kind: 'telemetry', point: 'p', operator, value: small() };
      return rule(i, trigger);
    });
    const index = indexPoint(rules);
    for (let round = 0; round < 300; round += 1) {
      const reading = { num: small(), str: null };
      const previous = round % 5 === 0 ? undefined : { num: small(), str: null };
      const visited: string[] = [];
      forHolding(index, reading, previous, (visit) => visited.push(visit.id));
      expect(new Set(visited).size).toBe(visited.length);
      const holding = rules.filter((r) => r.test?.(reading, previous)).map((r) => r.id);
      const tested = new Set(index.tested.map((r) => r.id));
      expect(visited.filter((id) => !tested.has(id)).sort()).toEqual(
        holding.filter((id) => !tested.has(id)).sort(),
      );
      const seen = new Set(visited);
      expect([...tested].filter((id) => !seen.has(id))).toEqual([]);
    }
  });

  it('visits only the tested rules for a text reading', () => {
    const index = indexPoint([
      rule(1, { kind: 'telemetry', point: 'p', operator: '>', value: 1 }),
      rule(2, { kind: 'telemetry', point: 'p', operator: '==', value: 'open' }),
    ]);
    const visited: string[] = [];
    forHolding(index, { num: null, str: 'open' }, undefined, (visit) => visited.push(visit.id));
    expect(visited).toEqual(['2']);
  });
});
