import type { Span } from '../telemetry/aggregation';
import {
  fromAggregate,
  fromReadings,
  isRollupBuiltin,
  needsNeighbours,
  type Outcome,
  type Reading,
} from './statistic-algorithms';
import type { AggregateCall } from './statistic-formula';
import type { statisticReads } from './statistic-reads.repository';

/**
 * What an example computes: the aggregates it needs and how they make its value. A built-in is one call
 * whose value is the result; a formula combines several.
 */
export interface Definition {
  calls: readonly AggregateCall[];
  combine: (values: readonly number[]) => number | undefined;
}

type Reads = ReturnType<typeof statisticReads>;
const NONE = { cnt: 0, ncnt: 0, sum: null, min: null, max: null };

/**
 * One window's outcome per device. Each call is read for all the devices at once; raw readings of a point
 * are read once per window however many calls use them. The edges look one window length outside it.
 */
export async function computeWindow(
  reads: Reads,
  definition: Definition,
  devids: readonly string[],
  window: Span,
): Promise<Map<string, Outcome>> {
  const length = window.to - window.from;
  const rawOf = new Map<string, Promise<Map<string, Reading[]>>>();
  const raw = (point: string) => {
    let readings = rawOf.get(point);
    if (!readings) {
      readings = reads.readings(devids, point, window);
      rawOf.set(point, readings);
    }
    return readings;
  };

  const outcomesOf = async (call: AggregateCall): Promise<Map<string, Outcome>> => {
    const outcomes = new Map<string, Outcome>();
    const { kind, point } = call;
    if (isRollupBuiltin(kind)) {
      const aggregates = await reads.aggregates(devids, point, window);
      for (const devid of devids) {
        const outcome = fromAggregate(kind, aggregates.get(devid) ?? NONE);
        if (outcome) outcomes.set(devid, outcome);
      }
      return outcomes;
    }
    const neighbours = needsNeighbours(kind);
    const [readings, before, after] = await Promise.all([
      raw(point),
      neighbours ? reads.lastIn(devids, point, { from: window.from - length, to: window.from }) : undefined,
      kind === 'integral'
        ? reads.firstIn(devids, point, { from: window.to, to: window.to + length })
        : undefined,
    ]);
    const params = kind === 'percentile' ? { p: call.param } : { threshold: call.param };
    for (const [devid, list] of readings) {
      const outcome = fromReadings(
        kind,
        {
          start: window.from,
          end: window.to,
          before: before?.get(devid),
          readings: list,
          after: after?.get(devid),
        },
        params,
      );
      if (outcome) outcomes.set(devid, outcome);
    }
    return outcomes;
  };

  const perCall: Map<string, Outcome>[] = [];
  for (const call of definition.calls) perCall.push(await outcomesOf(call));
  const results = new Map<string, Outcome>();
  for (const devid of devids) {
    const outcomes = perCall.map((outcomes) => outcomes.get(devid));
    if (outcomes.some((outcome) => outcome === undefined)) continue;
    const known = outcomes.filter((outcome): outcome is Outcome => outcome !== undefined);
    const value = definition.combine(known.map((outcome) => outcome.value));
    if (value !== undefined)
      results.set(devid, { value, samples: Math.max(...known.map((outcome) => outcome.samples)) });
  }
  return results;
}
