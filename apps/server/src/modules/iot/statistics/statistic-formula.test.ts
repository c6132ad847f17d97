import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaError } from './statistic-formula';

const refusal = (text: string) => {
  try {
    compileFormula(text);
    return null;
  } catch (error) {
    return error instanceof FormulaError ? [error.key, error.at] : error;
  }
};

describe('statistics formulas', () => {
  it('turns aggregates of points into the values the runner computes, once each', () => {
    const formula = compileFormula('max(temp) - min(temp) + 0 * max(temp)');
    expect(formula.calls).toEqual([
      { kind: 'max', point: 'temp', param: undefined },
      { kind: 'min', point: 'temp', param: undefined },
    ]);
    expect(formula.points).toEqual(['temp']);
    expect(formula.evaluate([31.5, 20])).toBe(11.5);
  });

  it('reads parameters of timeAbove and percentile, negative numbers included', () => {
    const formula = compileFormula('timeAbove(temp, -5) / 3600 + percentile(load, 95) * avg(power) * 0.9');
    expect(formula.calls.map((call) => [call.kind, call.point, call.param])).toEqual([
      ['timeAbove', 'temp', -5],
      ['percentile', 'load', 95],
      ['avg', 'power', undefined],
    ]);
    expect(formula.evaluate([7200, 2, 10])).toBe(20);
  });

  it('lets min and max of several numbers be the math functions', () => {
    const formula = compileFormula('max(avg(a), avg(b), 0) + abs(min(x)) + round(sqrt(pow(3, 2)))');
    expect(formula.calls.map((call) => call.kind)).toEqual(['avg', 'avg', 'min']);
    expect(formula.evaluate([-1, -2, -4])).toBe(7);
  });

  it('answers no value for a result that is not a finite number', () => {
    expect(compileFormula('sum(a) / count(a)').evaluate([1, 0])).toBeUndefined();
    expect(compileFormula('sqrt(min(a))').evaluate([-1])).toBeUndefined();
  });

  it('refuses functions outside the whitelist, naming them', () => {
    expect(refusal('import(x)')).toEqual(['validation.formulaFunctionForbidden', 'import']);
    expect(refusal('evaluate(avg(x))')).toEqual(['validation.formulaFunctionForbidden', 'evaluate']);
    expect(refusal('avg(x) > 3')).toEqual(['validation.formulaFunctionForbidden', '>']);
    expect(refusal('avg(x).constructor(1)')).toEqual(['validation.formulaFunctionForbidden', undefined]);
  });

  it('refuses names outside aggregates, assignments, units, strings and matrices', () => {
    expect(refusal('avg(x) * factor')).toEqual(['validation.formulaSymbolUnknown', 'factor']);
    expect(refusal('2 cm + avg(x)')).toEqual(['validation.formulaSymbolUnknown', 'cm']);
    expect(refusal('f(x) = 1')).toEqual(['validation.formulaSyntax', 'FunctionAssignmentNode']);
    expect(refusal('"a" + avg(x)')).toEqual(['validation.formulaSyntax', undefined]);
    expect(refusal('[1, 2]')).toEqual(['validation.formulaSyntax', 'ArrayNode']);
    expect(refusal('avg(x')).toEqual(['validation.formulaSyntax', undefined]);
  });

  it('refuses aggregates without a point, with a wrong parameter, or no aggregate at all', () => {
    expect(refusal('avg(1)')).toEqual(['validation.formulaArguments', 'avg']);
    expect(refusal('avg(x, 2)')).toEqual(['validation.formulaArguments', 'avg']);
    expect(refusal('timeAbove(x)')).toEqual(['validation.formulaArguments', 'timeAbove']);
    expect(refusal('percentile(x, 101)')).toEqual(['validation.formulaArguments', 'percentile']);
    expect(refusal('percentile(x, avg(y))')).toEqual(['validation.formulaArguments', 'percentile']);
    expect(refusal('1 + 2')).toEqual(['validation.formulaArguments', undefined]);
    expect(refusal('pow(avg(x))')).toEqual(['validation.formulaArguments', undefined]);
  });
});
