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

/** A rollup row: one point of one device in one UTC hour. */
export interface HourlyRollup extends PartialAggregate {
  devid: string;
  key: string;
  hour: number;
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

/** Two aggregates of disjoint points as one. */
export function mergeAggregates(a: PartialAggregate, b: PartialAggregate): PartialAggregate {
  return {
    cnt: a.cnt + b.cnt,
    ncnt: a.ncnt + b.ncnt,
    sum: combine(a.sum, b.sum, (x, y) => x + y),
    min: combine(a.min, b.min, Math.min),
    max: combine(a.max, b.max, Math.max),
  };
}

/** The rollup rows a batch of newly stored points adds. */
export function hourlyRollups(
  points: readonly { devid: string; key: string; ts: number; num: number | null }[],
): HourlyRollup[] {
  const rollups = new Map<string, HourlyRollup>();
  for (const { devid, key, ts, num } of points) {
    const hour = hourOf(ts);
    const id = `${devid}\0${key}\0${hour}`;
    const current = rollups.get(id);
    const added = pointAggregate(num);
    rollups.set(
      id,
      current ? { devid, key, hour, ...mergeAggregates(current, added) } : { devid, key, hour, ...added },
    );
  }
  return [...rollups.values()];
}
