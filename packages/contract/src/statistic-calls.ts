import { z } from 'zod';
import { keyNameSchema } from './devtype-calls';
import { epochMsQuery, filterText, listFilterOf, listQuerySchema, type ListResult } from './lists';
import { ruleTargetsSchema } from './rule-calls';
import { isTimeZone } from './task-calls';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf, requiredText, requiredTrimmedText, text, typeError } from './validation/text';
import { recordIdSchema } from './validation/record-id';

// Statistics over stored device data (iot-console.md §7 "Statistics"; issue 16). An algorithm says how one
// number comes out of a point's readings in a window: a built-in one (listed, not stored), or a user formula
// combining built-in aggregates of points (`avg(power) * 0.9`, `max(temp) - min(temp)`), parsed and checked
// against a whitelist when saved — never run as code. An example (instance) applies an algorithm to the
// devices of a type (all within its author's scope, listed devices, or members of listed groups) per window
// (hour, day, week, month in its IANA time zone); started, it computes each closed window once across server
// nodes — missed windows first (the backfill) — and keeps one result per window and device.
//
// Routes (all under /v1; read, write, control are the `statistics` resource's IoT actions):
//   GET    /statistics/algorithm                list: built-ins first (`builtin: true`), then the user's formulas
//   POST   /statistics/algorithm                add a formula algorithm (write)
//   GET    /statistics/algorithm/{id}           info (a built-in's id is its kind, e.g. `avg`)
//   PUT    /statistics/algorithm/{id}           modify a formula (write; built-ins are not changed: 404)
//   DELETE /statistics/algorithm/{id}           remove a formula no example uses (write; 409 otherwise)
//   GET    /statistics/example                  list; POST add (write)
//   GET    /statistics/example/select_list      `[{ id, name }]` of every example seen, for pickers
//   GET    /statistics/example/{id}             info; PUT modify, DELETE remove with its results (write)
//   POST   /statistics/schedule/start           `{ ids, from? }` start, backfilling missed windows (control)
//   POST   /statistics/schedule/stop            `{ ids }` stop (control)
//   GET    /statistics/result                   list, filter `{ exampleId, devid }`, `from`/`to` on windows
//   GET    /statistics/result/export            the same rows as CSV, oldest window first
//   POST   /statistics/result                   add a result by hand (write; 409 when the window has one)
//   PUT    /statistics/result/{id}              override a value with a note (write)
//   DELETE /statistics/result/{id}              remove a result (write; a running example does not redo it)
//
// Who sees what follows rules (rule-calls.ts): the main account and sub-users reaching every device see all
// of the account's algorithms and examples; a sub-user scoped to groups sees those made under its own profile.
// Results are the devices': a caller sees the results of the devices of its scope.

/**
 * Built-in algorithms, each over the numeric readings of one point in a window [start, end):
 *   avg, min, max, sum   of the readings (from the hourly rollup where the window lies on UTC hours);
 *   count                readings of the point of any kind (0 when none);
 *   first, last          the earliest and the latest reading;
 *   increase             a counter's growth: the sum of rises between consecutive readings, where a drop
 *                        means the counter restarted from 0, so the reading after it counts whole; it starts
 *                        from the last reading before the window (looked for within one window's length) so
 *                        consecutive windows add up;
 *   integral             time-weighted integral by trapezoids between consecutive readings, in value × hours
 *                        (power in kW → energy in kWh); at each window edge the line to the nearest reading
 *                        outside it (within one window's length) is cut at the edge, so windows add up;
 *   timeAbove, timeBelow seconds the value was above (below) `threshold` (strictly), each reading holding
 *                        its value until the next one or the window's end (step-hold); the last reading
 *                        before the window holds from its start;
 *   percentile           the `p`-th percentile (0–100) by nearest rank: the smallest reading with at least
 *                        p % of the readings at or below it (p = 0: the minimum).
 * A device with no numeric reading in the window gets no result (count: 0).
 */
export const STATISTIC_BUILTINS = [
  'avg',
  'min',
  'max',
  'sum',
  'count',
  'first',
  'last',
  'increase',
  'integral',
  'timeAbove',
  'timeBelow',
  'percentile',
] as const;
/** A built-in algorithm. */
export type StatisticBuiltin = (typeof STATISTIC_BUILTINS)[number];

/** Parameters an algorithm may need: a threshold (timeAbove, timeBelow) or a percentile `p`. */
export type StatisticParam = 'threshold' | 'p';

/** Each built-in's names and the parameters it needs, for lists and forms in both languages. */
export const STATISTIC_BUILTIN_CATALOGUE = [
  { key: 'avg', zh: '平均值', en: 'Average', params: [] },
  { key: 'min', zh: '最小值', en: 'Minimum', params: [] },
  { key: 'max', zh: '最大值', en: 'Maximum', params: [] },
  { key: 'sum', zh: '求和', en: 'Sum', params: [] },
  { key: 'count', zh: '计数', en: 'Count', params: [] },
  { key: 'first', zh: '首个值', en: 'First', params: [] },
  { key: 'last', zh: '末个值', en: 'Last', params: [] },
  { key: 'increase', zh: '累计增量（计数器）', en: 'Increase (counter)', params: [] },
  { key: 'integral', zh: '时间积分（值×小时）', en: 'Time integral (value × hours)', params: [] },
  { key: 'timeAbove', zh: '高于阈值时长（秒）', en: 'Time above threshold (s)', params: ['threshold'] },
  { key: 'timeBelow', zh: '低于阈值时长（秒）', en: 'Time below threshold (s)', params: ['threshold'] },
  { key: 'percentile', zh: '百分位数', en: 'Percentile', params: ['p'] },
] as const satisfies readonly {
  key: StatisticBuiltin;
  zh: string;
  en: string;
  params: readonly StatisticParam[];
}[];

/** Whether an algorithm id names a built-in one. */
export function isStatisticBuiltin(id: string): id is StatisticBuiltin {
  return (STATISTIC_BUILTINS as readonly string[]).includes(id);
}

/** The parameters a built-in needs. */
export function builtinParams(kind: StatisticBuiltin): readonly StatisticParam[] {
  return STATISTIC_BUILTIN_CATALOGUE.find((entry) => entry.key === kind)?.params ?? [];
}

/**
 * Functions a formula may call besides the built-ins: `abs round floor ceil sqrt pow exp log log10`, and
 * `min`, `max` of two or more numbers (with one point name they are the aggregates). Operators: + - * / % ^
 * and parentheses; numbers. A built-in is called on a point name: `avg(power)`, `timeAbove(temp, 30)`,
 * `percentile(temp, 95)` (its parameter a number). Nothing else: no assignment, no variables, no units,
 * no strings, no other function (400 on `formula`, with the offending name in `data.formula`).
 */
export const FORMULA_MATH_FUNCTIONS = [
  'abs',
  'round',
  'floor',
  'ceil',
  'sqrt',
  'pow',
  'exp',
  'log',
  'log10',
  'min',
  'max',
] as const;

/** Windows an example computes. Hours are the zone's clock hours; weeks start on Monday. */
export const STATISTIC_WINDOWS = ['hour', 'day', 'week', 'month'] as const;
/** A window length. */
export type StatisticWindow = (typeof STATISTIC_WINDOWS)[number];

/** Whether an example computes its windows. */
export const STATISTIC_STATES = ['stopped', 'running'] as const;
/** Whether an example computes its windows. */
export type StatisticState = (typeof STATISTIC_STATES)[number];

/** Where a result came from: the runner, or a user (POST /statistics/result). */
export const STATISTIC_RESULT_SOURCES = ['computed', 'manual'] as const;
/** Where a result came from. */
export type StatisticResultSource = (typeof STATISTIC_RESULT_SOURCES)[number];

/** The time zone of an example saved without one (the accounts hold none). */
export const STATISTIC_DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Limits of statistics. */
export const STATISTIC_LIMITS = {
  nameMax: 64,
  descriptionMax: 256,
  formulaMax: 500,
  /** Built-in calls one formula may make. */
  formulaAggregatesMax: 10,
  unitMax: 16,
  /** Formula algorithms and examples one main account may hold. */
  algorithmsPerOwner: 200,
  examplesPerOwner: 500,
  /** Examples one start or stop names. */
  scheduleIdsMax: 100,
  /** How far back a start backfills: windows starting earlier are not computed. */
  backfillDays: 400,
  /** A window is computed this long after it closes, so late data lands in it first. */
  settleMs: 60_000,
  noteMax: 200,
  /** Rows one CSV export holds (oldest first). */
  exportRowsMax: 100_000,
} as const;

const finite = z.number({ error: typeError }).refine(Number.isFinite, M.invalidType);
const nameSchema = requiredTrimmedText().max(STATISTIC_LIMITS.nameMax, M.tooLong);
const descriptionSchema = text().trim().max(STATISTIC_LIMITS.descriptionMax, M.tooLong).default('');
const timeZoneSchema = requiredText().max(64, M.tooLong).refine(isTimeZone, M.timezoneInvalid);

/** Path of /statistics/algorithm/{id}, /statistics/example/{id}, /statistics/result/{id}. */
export const statisticParamsSchema = z.object({ id: recordIdSchema });

/**
 * Body of POST /statistics/algorithm and PUT /statistics/algorithm/{id}: a formula (checked on the server
 * when saved: FORMULA_MATH_FUNCTIONS) and an optional display unit.
 */
export const statisticAlgorithmBodySchema = fields({
  name: nameSchema,
  description: descriptionSchema,
  formula: requiredTrimmedText().max(STATISTIC_LIMITS.formulaMax, M.tooLong),
  unit: text().trim().max(STATISTIC_LIMITS.unitMax, M.tooLong).default(''),
});
/** A valid algorithm body. */
export type StatisticAlgorithmBody = z.output<typeof statisticAlgorithmBodySchema>;
/** An algorithm body as a form writes it. */
export type StatisticAlgorithmBodyInput = z.input<typeof statisticAlgorithmBodySchema>;

/** GET /statistics/algorithm filter: `name` (contains), `builtin` (only built-ins, or only formulas). */
export const statisticAlgorithmListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({
    name: filterText(64),
    builtin: z.boolean({ error: M.listFilterInvalid }).optional(),
  }),
});
/** A parsed algorithm list query. */
export type StatisticAlgorithmListQuery = z.output<typeof statisticAlgorithmListQuerySchema>;

/** An algorithm: a built-in (id = its kind, no formula) or a user formula. */
export interface StatisticAlgorithmView {
  id: string;
  /** A built-in's kind (STATISTIC_BUILTIN_CATALOGUE has its zh/en names), or the formula's name. */
  name: string;
  description: string;
  builtin: boolean;
  formula: string | null;
  /** The points a formula reads (empty for a built-in: an example names its point). */
  points: string[];
  /** Parameters an example must give (built-ins only; a formula writes its own). */
  params: StatisticParam[];
  unit: string;
  createdAt: number | null;
  updatedAt: number | null;
}
/** GET /statistics/algorithm. */
export type StatisticAlgorithmPage = ListResult<StatisticAlgorithmView>;

/** Parameters of an example's built-in algorithm. */
export const statisticParamsValuesSchema = fields({
  threshold: finite.optional(),
  p: z.number({ error: typeError }).min(0, M.outOfRange).max(100, M.outOfRange).optional(),
});

/**
 * Body of POST /statistics/example and PUT /statistics/example/{id}. `algorithmId` is a built-in's kind —
 * then `point` is required, with `params.threshold` (timeAbove, timeBelow) or `params.p` (percentile) — or a
 * formula algorithm's id (its points are the formula's). Targets are a rule's (rule-calls.ts): a type's
 * devices within the author's scope, or listed devices, or listed groups' members, read at each window.
 * Changing the algorithm, point, parameters, window or zone of a running example is refused (409
 * STATISTIC_EXAMPLE_RUNNING): stop it first, so a series never mixes two definitions unnoticed.
 */
export const statisticExampleBodySchema = fields({
  name: nameSchema,
  description: descriptionSchema,
  algorithmId: recordIdSchema,
  point: keyNameSchema.optional(),
  params: statisticParamsValuesSchema.default({}),
  targets: ruleTargetsSchema,
  window: z.enum(STATISTIC_WINDOWS, { error: M.invalidOption }),
  timeZone: timeZoneSchema.default(STATISTIC_DEFAULT_TIME_ZONE),
}).superRefine((body, ctx) => {
  if (!isStatisticBuiltin(body.algorithmId)) return;
  if (body.point === undefined) ctx.addIssue({ code: 'custom', path: ['point'], message: M.required });
  for (const param of builtinParams(body.algorithmId))
    if (body.params[param] === undefined)
      ctx.addIssue({ code: 'custom', path: ['params', param], message: M.required });
});
/** A valid example body. */
export type StatisticExampleBody = z.output<typeof statisticExampleBodySchema>;
/** An example body as a form writes it. */
export type StatisticExampleBodyInput = z.input<typeof statisticExampleBodySchema>;

/** GET /statistics/example filter: name (contains), state, algorithmId, devtype, window. */
export const statisticExampleListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({
    name: filterText(64),
    state: z.enum(STATISTIC_STATES, { error: M.listFilterInvalid }).optional(),
    algorithmId: filterText(36),
    devtype: filterText(64),
    window: z.enum(STATISTIC_WINDOWS, { error: M.listFilterInvalid }).optional(),
  }),
});
/** A parsed example list query. */
export type StatisticExampleListQuery = z.output<typeof statisticExampleListQuerySchema>;

/** The last window an example computed. */
export interface StatisticWindowView {
  windowStart: number;
  windowEnd: number;
  /** Devices that got a result. */
  devices: number;
  computedAt: number;
}

/** An example (statistics instance) and its schedule. */
export interface StatisticExampleView {
  id: string;
  name: string;
  description: string;
  algorithmId: string;
  builtin: boolean;
  point: string | null;
  params: { threshold?: number; p?: number };
  targets: z.output<typeof ruleTargetsSchema>;
  window: StatisticWindow;
  timeZone: string;
  state: StatisticState;
  /** Start of the next window to compute (null before the first start). */
  nextWindowStart: number | null;
  lastWindow: StatisticWindowView | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}
/** GET /statistics/example. */
export type StatisticExamplePage = ListResult<StatisticExampleView>;

/** One entry of GET /statistics/example/select_list. */
export interface StatisticExampleOption {
  id: string;
  name: string;
}

/**
 * POST /statistics/schedule/start: the listed examples run. Missed windows are computed first, from `from`
 * (epoch ms; the window holding it) if given, else from where a stopped example left off, else from its
 * creation — never earlier than STATISTIC_LIMITS.backfillDays ago. A window computed already is not
 * computed again. Every id must be found (404 with the missing `ids`, nothing started).
 */
export const statisticStartSchema = fields({
  ids: listOf(recordIdSchema, STATISTIC_LIMITS.scheduleIdsMax).refine(
    (ids) => new Set(ids).size === ids.length,
    M.duplicate,
  ),
  from: z.number({ error: typeError }).int(M.invalidType).min(0, M.outOfRange).optional(),
});
/** A valid start. */
export type StatisticStart = z.output<typeof statisticStartSchema>;

/** POST /statistics/schedule/stop: the listed examples stop after the window under way. */
export const statisticStopSchema = statisticStartSchema.pick({ ids: true });

/** GET /statistics/result and /statistics/result/export: filter, and windows starting in [from, to). */
export const statisticResultListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({
    exampleId: filterText(36),
    devid: filterText(64),
    source: z.enum(STATISTIC_RESULT_SOURCES, { error: M.listFilterInvalid }).optional(),
  }),
  from: epochMsQuery,
  to: epochMsQuery,
});
/** A parsed result list query. */
export type StatisticResultListQuery = z.output<typeof statisticResultListQuerySchema>;

const noteSchema = text().trim().max(STATISTIC_LIMITS.noteMax, M.tooLong).default('');

/**
 * POST /statistics/result: a result by hand, for a device of the example's type within the caller's scope;
 * `windowStart` must start one of the example's windows (400 `validation.windowStartInvalid`).
 */
export const statisticResultBodySchema = fields({
  exampleId: recordIdSchema,
  devid: deviceIdSchema,
  windowStart: z.number({ error: typeError }).int(M.invalidType).min(0, M.outOfRange),
  value: finite,
  note: noteSchema,
});
/** A valid manual result. */
export type StatisticResultBody = z.output<typeof statisticResultBodySchema>;

/** PUT /statistics/result/{id}: a new value (an override, kept with who changed it and a note). */
export const statisticResultUpdateSchema = fields({ value: finite, note: noteSchema });
/** A valid override. */
export type StatisticResultUpdate = z.output<typeof statisticResultUpdateSchema>;

/** A result of one window and device. */
export interface StatisticResultView {
  id: string;
  exampleId: string;
  devid: string;
  windowStart: number;
  windowEnd: number;
  value: number;
  /** Readings the value came from (0 for a manual result). */
  samples: number;
  source: StatisticResultSource;
  note: string;
  /** Who last set the value by hand (a manual result's author, or an override's), and when. */
  editedBy: string | null;
  editedAt: number | null;
  createdAt: number;
}
/** GET /statistics/result. */
export type StatisticResultPage = ListResult<StatisticResultView>;
