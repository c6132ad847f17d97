import { describe, expect, it } from 'vitest';
import { compileComparison, eventMatches } from './rule-conditions';

const num = (value: number) => ({ num: value, str: null });
const text = (value: string) => ({ num: null, str: value });

describe('rule conditions', () => {
  it('compares numbers, with the order operators refusing text', () => {
    expect(compileComparison({ operator: '>', value: 250 })(num(250.1), undefined)).toBe(true);
    expect(compileComparison({ operator: '>', value: 250 })(num(250), undefined)).toBe(false);
    expect(compileComparison({ operator: '>=', value: 250 })(num(250), undefined)).toBe(true);
    expect(compileComparison({ operator: '<', value: 0 })(num(-1), undefined)).toBe(true);
    expect(compileComparison({ operator: '<=', value: 0 })(text('x'), undefined)).toBe(false);
  });

  it('compares text and true/false (stored 1/0) for equality', () => {
    expect(compileComparison({ operator: '==', value: 'open' })(text('open'), undefined)).toBe(true);
    expect(compileComparison({ operator: '!=', value: 'open' })(text('shut'), undefined)).toBe(true);
    expect(compileComparison({ operator: '!=', value: 'open' })(num(1), undefined)).toBe(false);
    expect(compileComparison({ operator: '==', value: true })(num(1), undefined)).toBe(true);
    expect(compileComparison({ operator: '==', value: false })(num(1), undefined)).toBe(false);
    expect(compileComparison({ operator: '==', value: 3 })(num(3), undefined)).toBe(true);
  });

  it('reads ranges inclusively and change against the previous reading', () => {
    const between = compileComparison({ operator: 'between', low: 10, high: 20 });
    expect([9, 10, 20, 21].map((value) => between(num(value), undefined))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const outside = compileComparison({ operator: 'outside', low: 10, high: 20 });
    expect([9, 10, 20, 21].map((value) => outside(num(value), undefined))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const change = compileComparison({ operator: 'change', value: 5 });
    expect(change(num(10), undefined)).toBe(false);
    expect(change(num(10), num(4))).toBe(true);
    expect(change(num(10), num(5))).toBe(false);
    expect(change(num(0), num(5.5))).toBe(true);
  });

  it('matches events by each given part', () => {
    expect(eventMatches({ code: 'door' }, { code: 'door', type: 'log' })).toBe(true);
    expect(eventMatches({ code: 'door', type: 'error' }, { code: 'door', type: 'log' })).toBe(false);
    expect(eventMatches({ type: 'error' }, { code: 'any', type: 'error' })).toBe(true);
  });
});
