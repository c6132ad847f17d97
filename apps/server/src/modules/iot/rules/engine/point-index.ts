import type { Reading } from './rule-conditions';
import type { CompiledRule } from './rule-set';

// The telemetry rules of one point, indexed so that a reading finds the rules that hold without testing
// the others: with hundreds of threshold rules on a point, most readings hold for none of them, and an idle
// rule that does not hold has nothing to do. Comparisons, `outside` and `change` are kept sorted by their
// threshold (a binary search gives the holding ones); the rest (`==`, `!=`, `between`) are tested one by one.

interface Sorted {
  keys: number[];
  rules: CompiledRule[];
}

/** A point's telemetry rules, indexed. */
export interface PointIndex {
  /** Rules tested on every reading. */
  tested: CompiledRule[];
  /** `>`, `>=`, `<`, `<=` by threshold; `outside` by low and by high; `change` by its delta. */
  gt: Sorted;
  ge: Sorted;
  lt: Sorted;
  le: Sorted;
  outsideLow: Sorted;
  outsideHigh: Sorted;
  change: Sorted;
}

function sorted(entries: [number, CompiledRule][]): Sorted {
  entries.sort((a, b) => a[0] - b[0]);
  return { keys: entries.map((entry) => entry[0]), rules: entries.map((entry) => entry[1]) };
}

/** The first position whose key is greater than `value` (or at least `value` when `inclusive`). */
function firstAbove(keys: readonly number[], value: number, inclusive: boolean): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const key = keys[middle] ?? 0;
    if (inclusive ? key < value : key <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Indexes the telemetry rules of one point. */
export function indexPoint(rules: readonly CompiledRule[]): PointIndex {
  const groups: Record<
    'gt' | 'ge' | 'lt' | 'le' | 'outsideLow' | 'outsideHigh' | 'change',
    [number, CompiledRule][]
  > = { gt: [], ge: [], lt: [], le: [], outsideLow: [], outsideHigh: [], change: [] };
  const tested: CompiledRule[] = [];
  for (const rule of rules) {
    const { trigger } = rule;
    if (trigger.kind !== 'telemetry') continue;
    const value = typeof trigger.value === 'number' ? trigger.value : undefined;
    if (trigger.operator === '>' && value !== undefined) groups.gt.push([value, rule]);
    else if (trigger.operator === '>=' && value !== undefined) groups.ge.push([value, rule]);
    else if (trigger.operator === '<' && value !== undefined) groups.lt.push([value, rule]);
    else if (trigger.operator === '<=' && value !== undefined) groups.le.push([value, rule]);
    else if (trigger.operator === 'change' && value !== undefined) groups.change.push([value, rule]);
    else if (trigger.operator === 'outside' && trigger.low !== undefined && trigger.high !== undefined) {
      groups.outsideLow.push([trigger.low, rule]);
      groups.outsideHigh.push([trigger.high, rule]);
    } else tested.push(rule);
  }
  return {
    tested,
    gt: sorted(groups.gt),
    ge: sorted(groups.ge),
    lt: sorted(groups.lt),
    le: sorted(groups.le),
    outsideLow: sorted(groups.outsideLow),
    outsideHigh: sorted(groups.outsideHigh),
    change: sorted(groups.change),
  };
}

/**
 * Calls `visit` for each indexed rule that may hold on the reading (the indexed ones exactly when they hold;
 * the tested ones always — `visit` tests them). A rule appears at most once.
 */
export function forHolding(
  index: PointIndex,
  reading: Reading,
  previous: Reading | undefined,
  visit: (rule: CompiledRule) => void,
): void {
  for (const rule of index.tested) visit(rule);
  const value = reading.num;
  if (value === null) return;
  const below = (group: Sorted, end: number) => {
    for (let i = 0; i < end; i += 1) visit(group.rules[i] as CompiledRule);
  };
  const from = (group: Sorted, start: number) => {
    for (let i = start; i < group.rules.length; i += 1) visit(group.rules[i] as CompiledRule);
  };
  // value > t for t below value; value >= t for t at or below; value < t above; value <= t at or above.
  below(index.gt, firstAbove(index.gt.keys, value, true));
  below(index.ge, firstAbove(index.ge.keys, value, false));
  from(index.lt, firstAbove(index.lt.keys, value, false));
  from(index.le, firstAbove(index.le.keys, value, true));
  // outside: value < low, or value > high (never both: low < high).
  from(index.outsideLow, firstAbove(index.outsideLow.keys, value, false));
  below(index.outsideHigh, firstAbove(index.outsideHigh.keys, value, true));
  if (previous?.num !== null && previous?.num !== undefined)
    below(index.change, firstAbove(index.change.keys, Math.abs(value - previous.num), true));
}
