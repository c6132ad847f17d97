import { describe, expect, it } from 'vitest';
import {
  checkEvent,
  checkPoint,
  commandDeclared,
  compileRules,
  declaredEvents,
  valueFits,
} from './type-rules';

const NO_EVENTS = declaredEvents({ warnings: [], errors: [], logs: [] });

describe('device type rules', () => {
  it('fits values to declared types: whole numbers for integer, 1 and 0 for boolean too', () => {
    expect([valueFits('integer', 3), valueFits('integer', 3.5), valueFits('integer', '3')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([valueFits('number', 3.5), valueFits('number', true)]).toEqual([true, false]);
    expect([valueFits('boolean', false), valueFits('boolean', 1), valueFits('boolean', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([valueFits('string', 'abc'), valueFits('string', 1)]).toEqual([true, false]);
  });

  it('accepts a name declared with two types in either', () => {
    const rules = compileRules(
      'strict',
      [{ name: 'level', type: 'integer' }],
      [[{ name: 'level', type: 'string' }]],
      NO_EVENTS,
    );
    expect(checkPoint(rules, 'level', 'high')).toBeNull();
    expect(checkPoint(rules, 'level', 2)).toBeNull();
    expect(checkPoint(rules, 'level', 2.5)).toEqual({
      reason: 'VALUE_TYPE_MISMATCH',
      declared: ['integer', 'string'],
    });
    expect(checkPoint(rules, 'other', 1)).toEqual({ reason: 'POINT_UNDECLARED' });
  });

  it('takes any command on an open type and only declared ones on a strict type', () => {
    const commands = [{ name: 'reboot', cmdtype: 'confirmed' as const, params: [] }];
    expect(commandDeclared('open', [], 'anything')).toBe(true);
    expect(commandDeclared('strict', commands, 'reboot')).toBe(true);
    expect(commandDeclared('strict', commands, 'format')).toBe(false);
    expect(commandDeclared('strict', [], 'reboot')).toBe(false);
  });

  it('takes an event only when the section of its type declares its code, and any event on an open type', () => {
    const events = declaredEvents({
      warnings: [{ code: 'overheat' }, { code: 'lowbat', desc: 'battery low' }],
      errors: [],
      logs: [{ code: 'boot' }],
    });
    const strict = compileRules('strict', [], [], events);
    expect(checkEvent(strict, { type: 'warning', code: 'overheat' })).toBeNull();
    expect(checkEvent(strict, { type: 'log', code: 'boot' })).toBeNull();
    // A code declared as a warning is not a log: each type has its own section.
    expect(checkEvent(strict, { type: 'log', code: 'overheat' })).toEqual({ declared: ['boot'] });
    expect(checkEvent(strict, { type: 'error', code: 'overheat' })).toEqual({ declared: [] });
    expect(checkEvent(compileRules('open', [], [], events), { type: 'error', code: 'anything' })).toBeNull();
  });
});
