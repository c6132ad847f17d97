// The hourly rollup kept beside raw points, and the one way partial aggregates combine — used both when the
// ingest writer adds a batch to the rollup and when a query merges rollup hours with raw edge minutes.

/** Length of a rollup bucket. */
export const HOUR_MS = 3_600_000;

/** An aggregate that can be combined: all points, numeric points, and the numeric sum, min and max. */
export interface PartialAggregate {
  cnt: number;
  ncnt: number;
  sum: number | null;
  min: number | null;
  max: number | null;
}

/** A rollup row: one point of one device in one UTC hour, in the retention class of the hour's points. */
export interface HourlyRollup extends PartialAggregate {
  devid: string;
  key: string;
  hour: number;
  retention: number;
}

/** Start of the UTC hour holding `ts`. */
export function hourOf(ts: number): number {
  return Math.floor(ts / HOUR_MS) * HOUR_MS;
}

/** The aggregate of a single point. */
function pointAggregate(num: number | null): PartialAggregate {
  return num === null
    ? { cnt: 1, ncnt: 0, sum: null, min: null, max: null }
    : { cnt: 1, ncnt: 1, sum: num, min: num, max: num };
}

function combine(a: number | null, b: number | null, pick: (x: number, y: number) => number): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return pick(a, b);
}

const plus = (x: number, y: number) => x + y;

/** Adds into `into` the aggregate of points disjoint from its own. */
function addInto(into: PartialAggregate, b: PartialAggregate): void {
  into.cnt += b.cnt;
  into.ncnt += b.ncnt;
  into.sum = combine(into.sum, b.sum, plus);
  into.min = combine(into.min, b.min, Math.min);
  into.max = combine(into.max, b.max, Math.max);
}

/** Two aggregates of disjoint points as one. */
export function mergeAggregates(a: PartialAggregate, b: PartialAggregate): PartialAggregate {
  const merged = { ...a };
  addInto(merged, b);
  return merged;
}

/** The rollup rows a batch of newly stored points adds. */
export function hourlyRollups(
  points: readonly { devid: string; key: string; ts: number; num: number | null; retention: number }[],
): HourlyRollup[] {
  // One row per hour of a series, added to in place: a batch holds thousands of points.
  const rollups = new Map<string, HourlyRollup>();
  for (const { devid, key, ts, num, retention } of points) {
    const hour = hourOf(ts);
    const id = `${devid}\0${key}\0${hour}`;
    const current = rollups.get(id);
    if (current) addInto(current, pointAggregate(num));
    else rollups.set(id, { devid, key, hour, ...pointAggregate(num), retention });
  }
  return [...rollups.values()];
}
