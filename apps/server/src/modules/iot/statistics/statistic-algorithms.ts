import type { StatisticBuiltin } from '@fleetkey/contract';
import type { PartialAggregate } from '../telemetry/rollup';

// The built-in algorithms as pure functions of one device's readings in one window (statistic-calls.ts
// says what each means). The rollup ones take the combinable aggregate; the others the raw readings.

const HOUR_MS = 3_600_000;

/** A numeric reading. */
export interface Reading {
  ts: number;
  value: number;
}

/** One device's numeric readings of a point in [start, end), oldest first, and its nearest outside them. */
export interface WindowReadings {
  start: number;
  end: number;
  /** The last reading before `start` (within the look-back), if any. */
  before: Reading | undefined;
  readings: readonly Reading[];
  /** The first reading at or after `end` (within the look-ahead), if any. */
  after: Reading | undefined;
}

/** What an algorithm gives for a device: the value and how many readings it came from. */
export interface Outcome {
  value: number;
  samples: number;
}

/** Built-ins read from the hourly rollup (and the raw minutes of partial hours). */
export const ROLLUP_BUILTINS = ['avg', 'min', 'max', 'sum', 'count'] as const;
/** A rollup built-in. */
export type RollupBuiltin = (typeof ROLLUP_BUILTINS)[number];
/** A built-in read from raw readings. */
export type RawBuiltin = Exclude<StatisticBuiltin, RollupBuiltin>;

/** Whether a built-in reads the rollup. */
export function isRollupBuiltin(kind: StatisticBuiltin): kind is RollupBuiltin {
  return (ROLLUP_BUILTINS as readonly string[]).includes(kind);
}

/** Whether a raw built-in needs the readings just outside the window. */
export function needsNeighbours(kind: RawBuiltin): boolean {
  return kind === 'increase' || kind === 'integral' || kind === 'timeAbove' || kind === 'timeBelow';
}

/** A rollup built-in of an aggregate; undefined when it has no numeric reading (count: never). */
export function fromAggregate(kind: RollupBuiltin, aggregate: PartialAggregate): Outcome | undefined {
  if (kind === 'count') return { value: aggregate.cnt, samples: aggregate.cnt };
  if (aggregate.ncnt === 0) return undefined;
  const value = {
    avg: aggregate.sum === null ? null : aggregate.sum / aggregate.ncnt,
    min: aggregate.min,
    max: aggregate.max,
    sum: aggregate.sum,
  }[kind];
  return value === null ? undefined : { value, samples: aggregate.ncnt };
}

/** A counter's growth; a drop is a restart from 0, so the reading after it counts whole. */
function increase({ before, readings }: WindowReadings): number {
  let previous = before?.value;
  let total = 0;
  for (const { value } of readings) {
    if (previous !== undefined) total += value >= previous ? value - previous : value;
    previous = value;
  }
  return total;
}

/** The value on the straight line from `a` to `b` at `ts`. */
function between(a: Reading, b: Reading, ts: number): number {
  return a.value + ((b.value - a.value) * (ts - a.ts)) / (b.ts - a.ts);
}

/** Trapezoids between consecutive readings, in value × hours; the lines across the edges are cut there. */
function integral({ start, end, before, readings, after }: WindowReadings): number {
  const first = readings[0];
  const last = readings[readings.length - 1];
  const line: Reading[] = [...readings];
  if (before && first && first.ts > start) line.unshift({ ts: start, value: between(before, first, start) });
  if (after && last && after.ts > end) line.push({ ts: end, value: between(last, after, end) });
  else if (after && last && after.ts === end) line.push(after);
  let total = 0;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) total += ((a.value + b.value) / 2) * (b.ts - a.ts);
  }
  return total / HOUR_MS;
}

/** Seconds the held value was above (or below) the threshold; each reading holds until the next or the end. */
function timeBeyond(
  { start, end, before, readings }: WindowReadings,
  threshold: number,
  above: boolean,
): number {
  const beyond = (value: number) => (above ? value > threshold : value < threshold);
  const held: Reading[] = before ? [{ ts: start, value: before.value }, ...readings] : [...readings];
  let total = 0;
  for (let i = 0; i < held.length; i += 1) {
    const current = held[i];
    if (!current || !beyond(current.value)) continue;
    const until = held[i + 1]?.ts ?? end;
    total += until - current.ts;
  }
  return total / 1000;
}

/** Nearest rank: the smallest reading with at least p % of the readings at or below it (p = 0: minimum). */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  // p × n first: an integer p gives an exact product (0.95 × 20 would not be exactly 19).
  const rank = Math.max(1, Math.ceil(Number(((p * sorted.length) / 100).toFixed(9))));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** A raw built-in of a device's readings; undefined when the window holds no numeric reading. */
export function fromReadings(
  kind: RawBuiltin,
  window: WindowReadings,
  params: { threshold?: number | undefined; p?: number | undefined },
): Outcome | undefined {
  const { readings } = window;
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return undefined;
  const samples = readings.length;
  switch (kind) {
    case 'first':
      return { value: first.value, samples };
    case 'last':
      return { value: last.value, samples };
    case 'increase':
      return { value: increase(window), samples };
    case 'integral':
      return { value: integral(window), samples };
    case 'timeAbove':
    case 'timeBelow':
      return { value: timeBeyond(window, params.threshold ?? 0, kind === 'timeAbove'), samples };
    case 'percentile': {
      const value = percentile(
        readings.map((reading) => reading.value),
        params.p ?? 50,
      );
      return value === undefined ? undefined : { value, samples };
    }
  }
}
