import {
  builtinParams,
  isStatisticBuiltin,
  statisticExampleBodySchema,
  type StatisticExampleBody,
  type StatisticExampleView,
  type StatisticParam,
  type StatisticWindow,
} from '@fleetkey/contract';
import type { Dayjs } from 'dayjs';
import { targetFormValues, targetsBody, targetsFormPath, type TargetFormValues } from '../common/targets';
import { browserTimeZone } from '@fleetkey/web-kit';
import { epochOfWallTime } from '../tasks/task-schedule';
import type { FormCheck, FormIssue } from '../common/form-issues';

/** What the example editor holds: a built-in's point and parameters stay while a formula is chosen. */
export interface ExampleFormValues extends TargetFormValues {
  name: string;
  description: string;
  algorithmId?: string;
  point?: string;
  threshold?: number | null;
  p?: number | null;
  window: StatisticWindow;
  timeZone: string;
}

/** A new example: the daily average in the browser's zone, over all devices of a type. */
export function newExampleValues(): ExampleFormValues {
  return {
    name: '',
    description: '',
    algorithmId: 'avg',
    window: 'day',
    timeZone: browserTimeZone(),
    targetKind: 'all',
    devids: [],
    groupids: [],
  };
}

/** The form of a saved example. */
export function exampleFormValues(example: StatisticExampleView): ExampleFormValues {
  return {
    name: example.name,
    description: example.description,
    algorithmId: example.algorithmId,
    point: example.point ?? undefined,
    threshold: example.params.threshold,
    p: example.params.p,
    window: example.window,
    timeZone: example.timeZone,
    ...targetFormValues(example.targets),
  };
}

/** The parameters an algorithm takes from the example: a built-in's; a formula writes its own. */
export function paramsOf(algorithmId: string | undefined): readonly StatisticParam[] {
  return algorithmId && isStatisticBuiltin(algorithmId) ? builtinParams(algorithmId) : [];
}

/** The form's path of a body issue: targets and parameters sit at the form's top. */
function formPath(path: readonly PropertyKey[]): (string | number)[] {
  const parts = targetsFormPath(path);
  return parts[0] === 'params' && parts.length > 1 ? parts.slice(1) : parts;
}

/**
 * The form as an example body, checked with the contract's schema (the server's own): a built-in sends its
 * point and only the parameters it takes, a formula neither. One issue a field, the first.
 */
export function toExampleBody(values: ExampleFormValues): FormCheck<StatisticExampleBody> {
  const builtin = values.algorithmId !== undefined && isStatisticBuiltin(values.algorithmId);
  const params: { threshold?: number; p?: number } = {};
  for (const param of paramsOf(values.algorithmId)) {
    const value = values[param];
    if (value !== null && value !== undefined) params[param] = value;
  }
  const parsed = statisticExampleBodySchema.safeParse({
    name: values.name,
    description: values.description,
    algorithmId: values.algorithmId ?? '',
    ...(builtin && values.point ? { point: values.point } : {}),
    params,
    targets: targetsBody(values),
    window: values.window,
    timeZone: values.timeZone,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const seen = new Set<string>();
  const issues: FormIssue[] = [];
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path);
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, message: issue.message });
  }
  return { ok: false, issues };
}

/**
 * The moment a start computes from when the user picks a calendar day: that day's midnight in the example's
 * zone (the picker's own midnight is the browser's, which may open the window before).
 */
export function backfillFrom(day: Dayjs, zone: string): number {
  const wall = { year: day.year(), month: day.month() + 1, day: day.date(), hour: 0, minute: 0, second: 0 };
  return epochOfWallTime(wall, zone);
}
