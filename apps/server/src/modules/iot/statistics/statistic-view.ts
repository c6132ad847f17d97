import {
  builtinParams,
  isStatisticBuiltin,
  STATISTIC_BUILTINS,
  type RuleTargets,
  type StatisticAlgorithmView,
  type StatisticBuiltin,
  type StatisticExampleView,
  type StatisticResultView,
} from '@fleetkey/contract';
import type { StatisticAlgorithmRow } from './statistic-algorithms.repository';
import type { StatisticExampleRow, StatisticWindowRow } from './statistic-examples.repository';
import type { StatisticResultRow } from './statistic-results.repository';

// The JSON columns were written from the contract's parsed bodies, so they are read back as those shapes.

/** An example's stored parameters. */
export function paramsOf(row: Pick<StatisticExampleRow, 'params'>): { threshold?: number; p?: number } {
  return JSON.parse(row.params) as { threshold?: number; p?: number };
}

/** A built-in as an algorithm of the list. */
export function builtinView(kind: StatisticBuiltin): StatisticAlgorithmView {
  return {
    id: kind,
    name: kind,
    description: '',
    builtin: true,
    formula: null,
    points: [],
    params: [...builtinParams(kind)],
    unit: '',
    createdAt: null,
    updatedAt: null,
  };
}

/** Every built-in, in catalogue order. */
export const BUILTIN_VIEWS: readonly StatisticAlgorithmView[] = STATISTIC_BUILTINS.map(builtinView);

/** A formula algorithm; `points` are those its formula reads. */
export function toAlgorithmView(
  row: StatisticAlgorithmRow,
  points: readonly string[],
): StatisticAlgorithmView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    builtin: false,
    formula: row.formula,
    points: [...points],
    params: [],
    unit: row.unit,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** An example with its last computed window. */
export function toExampleView(
  row: StatisticExampleRow,
  last: StatisticWindowRow | undefined,
): StatisticExampleView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    algorithmId: row.algorithmId,
    builtin: isStatisticBuiltin(row.algorithmId),
    point: row.point,
    params: paramsOf(row),
    targets: JSON.parse(row.targets) as RuleTargets,
    window: row.period,
    timeZone: row.timeZone,
    state: row.state,
    nextWindowStart: row.nextWindowStart === null ? null : Number(row.nextWindowStart),
    lastWindow: last
      ? {
          windowStart: Number(last.windowStart),
          windowEnd: Number(last.windowEnd),
          devices: last.devices,
          computedAt: Number(last.computedAt),
        }
      : null,
    createdBy: row.createdBy,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** A result. */
export function toResultView(row: StatisticResultRow): StatisticResultView {
  return {
    id: row.id,
    exampleId: row.exampleId,
    devid: row.devid,
    windowStart: Number(row.windowStart),
    windowEnd: Number(row.windowEnd),
    value: Number(row.value),
    samples: row.samples,
    source: row.source,
    note: row.note,
    editedBy: row.editedBy,
    editedAt: row.editedAt === null ? null : Number(row.editedAt),
    createdAt: Number(row.createdAt),
  };
}
