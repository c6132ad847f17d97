import type { RuleClear, RuleTrigger } from '@fleetkey/contract';

// Conditions are data (contract rule-calls.ts): they compile once per rule load into plain predicates over
// a stored reading, so evaluating a message is a few comparisons, never a query or user code.

/** One stored value of a point: numbers and true/false (1/0) in `num`, text in `str`. */
export interface Reading {
  num: number | null;
  str: string | null;
}

/** A comparison or range of a trigger or a clear condition. */
export interface Comparison {
  operator: string;
  value?: number | boolean | string | undefined;
  low?: number | undefined;
  high?: number | undefined;
}

/** Whether the reading holds; `previous` is the point's reading before it (for `change`). */
export type ReadingTest = (reading: Reading, previous: Reading | undefined) => boolean;

/** The reading as the threshold's kind: true/false points are stored as 1/0. */
function sameKind(reading: Reading, value: number | boolean | string): number | string | undefined {
  if (typeof value === 'string') return reading.str ?? undefined;
  return reading.num ?? undefined;
}

const asNumber = (value: number | boolean | string): number | string =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

/** The predicate of a comparison, a range or a change (an operand the contract requires is present). */
export function compileComparison({ operator, value, low = 0, high = 0 }: Comparison): ReadingTest {
  const threshold = value ?? 0;
  const target = asNumber(threshold);
  const numeric = (test: (num: number) => boolean): ReadingTest => {
    return (reading) => reading.num !== null && test(reading.num);
  };
  switch (operator) {
    case '>':
      return numeric((num) => num > Number(target));
    case '>=':
      return numeric((num) => num >= Number(target));
    case '<':
      return numeric((num) => num < Number(target));
    case '<=':
      return numeric((num) => num <= Number(target));
    case '==':
      return (reading) => sameKind(reading, threshold) === target;
    case '!=':
      return (reading) => {
        const actual = sameKind(reading, threshold);
        return actual !== undefined && actual !== target;
      };
    case 'between':
      return numeric((num) => num >= low && num <= high);
    case 'outside':
      return numeric((num) => num < low || num > high);
    case 'change':
      return (reading, previous) =>
        reading.num !== null &&
        previous?.num !== null &&
        previous !== undefined &&
        Math.abs(reading.num - previous.num) > Number(target);
    default:
      return () => false;
  }
}

/** The trigger's test on its point, for a telemetry trigger. */
export function triggerTest(trigger: RuleTrigger): ReadingTest | undefined {
  return trigger.kind === 'telemetry' ? compileComparison(trigger) : undefined;
}

/** The hysteresis test of a telemetry clear condition. */
export function clearTest(clear: RuleClear): ReadingTest | undefined {
  return clear.kind === 'telemetry' ? compileComparison(clear) : undefined;
}

/** Whether an event matches a code and/or type condition (each given one must match). */
export function eventMatches(
  condition: { code?: string | undefined; type?: string | undefined },
  event: { code: string; type: string },
): boolean {
  return (
    (condition.code === undefined || condition.code === event.code) &&
    (condition.type === undefined || condition.type === event.type)
  );
}
