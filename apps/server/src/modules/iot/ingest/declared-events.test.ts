import { DEVICE_LOG_DETAIL_MAX } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { compileRules, declaredEvents, OPEN_RULES } from '../devtypes/type-rules';
import { undeclaredEvent } from './declared-events';

const strictWith = (warnings: string[]) =>
  compileRules(
    'strict',
    [],
    [],
    declaredEvents({ warnings: warnings.map((code) => ({ code })), errors: [], logs: [] }),
  );

describe('events a strict type does not declare', () => {
  it('names the event and the codes the section of its type declares', () => {
    expect(
      undeclaredEvent(strictWith(['lowbat', 'overtemp']), { type: 'warning', code: 'overheat' }),
    ).toEqual({
      reason: 'EVENT_UNDECLARED',
      detail: 'warning overheat; warnings: lowbat|overtemp',
    });
  });

  it('says the section declares nothing with a dash', () => {
    expect(undeclaredEvent(strictWith(['lowbat']), { type: 'error', code: 'e9' })).toEqual({
      reason: 'EVENT_UNDECLARED',
      detail: 'error e9; errors: —',
    });
  });

  it('takes a declared event, and any event on an open type', () => {
    expect(undeclaredEvent(strictWith(['lowbat']), { type: 'warning', code: 'lowbat' })).toBeNull();
    expect(undeclaredEvent(OPEN_RULES, { type: 'log', code: 'anything' })).toBeNull();
  });

  it('clips a long list of declared codes to the detail limit', () => {
    const codes = Array.from({ length: 20 }, (_, index) => `code_number_${index}`);
    const rejection = undeclaredEvent(strictWith(codes), { type: 'warning', code: 'other' });
    expect(rejection?.detail).toHaveLength(DEVICE_LOG_DETAIL_MAX);
    expect(rejection?.detail).toMatch(/^warning other; warnings: code_number_0\|.*…$/);
  });
});
