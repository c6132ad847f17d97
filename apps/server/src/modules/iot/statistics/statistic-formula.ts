import {
  FORMULA_MATH_FUNCTIONS,
  isStatisticBuiltin,
  STATISTIC_LIMITS,
  VALIDATION_MESSAGES as M,
  type StatisticBuiltin,
  type ValidationMessageKey,
} from '@fleetkey/contract';
import {
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  parse,
  type MathNode,
} from 'mathjs';

// A user formula (statistic-calls.ts FORMULA_MATH_FUNCTIONS): mathjs parses it into a tree, which is
// checked node by node against a whitelist — numbers, arithmetic, the allowed math functions and built-in
// aggregates called on a point name. Each aggregate call is then replaced by a variable, so what mathjs
// evaluates is plain arithmetic over numbers the runner computed; nothing the user wrote reaches a function
// outside the whitelist, and nothing is ever passed to JavaScript's eval.

const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'mod', 'pow', 'unaryMinus', 'unaryPlus']);
const MATH = new Set<string>(FORMULA_MATH_FUNCTIONS);
const POINT = /^[A-Za-z0-9_]{1,64}$/;

/** A built-in aggregate a formula calls: on a point, with its parameter (threshold or p) if it takes one. */
export interface AggregateCall {
  kind: StatisticBuiltin;
  point: string;
  param: number | undefined;
}

/** Why a formula was refused: a validation message key and the name at fault, if one. */
export class FormulaError extends Error {
  constructor(
    readonly key: ValidationMessageKey,
    readonly at: string | undefined = undefined,
  ) {
    super(at ? `${key} (${at})` : key);
  }
}

/** A checked formula: the aggregates it needs, and its value from theirs. */
export interface Formula {
  calls: readonly AggregateCall[];
  points: readonly string[];
  /** The formula's value from each call's value (in `calls` order); undefined when not a finite number. */
  evaluate: (values: readonly number[]) => number | undefined;
}

const callKey = (call: AggregateCall) => `${call.kind}(${call.point},${call.param ?? ''})`;

/** A number written in the formula, negative ones included. */
function constantOf(node: MathNode): number | undefined {
  if (isConstantNode(node)) return typeof node.value === 'number' ? node.value : undefined;
  if (isOperatorNode(node) && node.fn === 'unaryMinus' && node.args[0]) {
    const value = constantOf(node.args[0]);
    return value === undefined ? undefined : -value;
  }
  return undefined;
}

/** The name a function node calls, when it calls a plain name (not `a.b()` or `f(1)(2)`). */
function calleeOf(node: MathNode): string | undefined {
  return isFunctionNode(node) && isSymbolNode(node.fn) ? node.fn.name : undefined;
}

/** Whether a call is a built-in aggregate: min and max of two or more numbers are the math functions. */
function isAggregate(name: string, args: readonly MathNode[]): name is StatisticBuiltin {
  return isStatisticBuiltin(name) && !((name === 'min' || name === 'max') && args.length > 1);
}

/** The aggregate call a function node is, after checking its arguments. */
function aggregateOf(kind: StatisticBuiltin, args: readonly MathNode[]): AggregateCall {
  const [target, extra, ...rest] = args;
  const point = target && isSymbolNode(target) ? target.name : undefined;
  if (point === undefined || !POINT.test(point) || rest.length > 0)
    throw new FormulaError(M.formulaArguments, kind);
  const wantsParam = kind === 'timeAbove' || kind === 'timeBelow' || kind === 'percentile';
  if (!wantsParam) {
    if (extra) throw new FormulaError(M.formulaArguments, kind);
    return { kind, point, param: undefined };
  }
  const param = extra && constantOf(extra);
  if (param === undefined || (kind === 'percentile' && (param < 0 || param > 100)))
    throw new FormulaError(M.formulaArguments, kind);
  return { kind, point, param };
}

/**
 * Checks a formula and prepares it; throws FormulaError naming what is wrong. A function name that is
 * neither a built-in nor an allowed math function, any other construct (assignment, variables, units,
 * strings, matrices, comparisons, property access) is refused.
 */
export function compileFormula(text: string): Formula {
  let tree: MathNode;
  try {
    tree = parse(text);
  } catch {
    throw new FormulaError(M.formulaSyntax);
  }
  const calls: AggregateCall[] = [];
  const indexOf = new Map<string, number>();

  const check = (node: MathNode): void => {
    if (isParenthesisNode(node)) return check(node.content);
    if (isConstantNode(node)) {
      if (constantOf(node) === undefined) throw new FormulaError(M.formulaSyntax);
      return;
    }
    if (isOperatorNode(node)) {
      if (!OPERATORS.has(node.fn)) throw new FormulaError(M.formulaFunctionForbidden, node.op);
      // An implicit product (`2 cm`, `2 x`) reads like units; it is refused through its symbol.
      return node.args.forEach(check);
    }
    if (isFunctionNode(node)) {
      const name = calleeOf(node);
      if (name === undefined) throw new FormulaError(M.formulaFunctionForbidden);
      if (isAggregate(name, node.args)) {
        const call = aggregateOf(name, node.args);
        if (!indexOf.has(callKey(call))) {
          indexOf.set(callKey(call), calls.length);
          calls.push(call);
        }
        return;
      }
      if (!MATH.has(name)) throw new FormulaError(M.formulaFunctionForbidden, name);
      return node.args.forEach(check);
    }
    if (isSymbolNode(node)) throw new FormulaError(M.formulaSymbolUnknown, node.name);
    throw new FormulaError(M.formulaSyntax, node.type);
  };
  check(tree);
  if (calls.length === 0) throw new FormulaError(M.formulaArguments);
  if (calls.length > STATISTIC_LIMITS.formulaAggregatesMax) throw new FormulaError(M.tooMany);

  // Each aggregate call becomes the variable `_a<i>`, which no user text can name (a point name is only
  // ever read inside a call, never as a variable).
  const plain = tree.transform((node) => {
    const name = calleeOf(node);
    if (name === undefined || !isFunctionNode(node) || !isAggregate(name, node.args)) return node;
    return parse(`_a${indexOf.get(callKey(aggregateOf(name, node.args))) ?? 0}`);
  });
  const code = plain.compile();
  const evaluate = (values: readonly number[]): number | undefined => {
    const scope = new Map(values.map((value, index) => [`_a${index}`, value]));
    let result: unknown;
    try {
      result = code.evaluate(scope);
    } catch {
      return undefined;
    }
    return typeof result === 'number' && Number.isFinite(result) ? result : undefined;
  };
  // A math function given the wrong number of arguments fails on any input: refused when saved.
  try {
    code.evaluate(new Map(calls.map((_, index) => [`_a${index}`, 1])));
  } catch {
    throw new FormulaError(M.formulaArguments);
  }
  return { calls, points: [...new Set(calls.map((call) => call.point))], evaluate };
}
