import { z } from 'zod';
import { devidListSchema } from './device-calls';
import { DEVICE_STATUSES } from './device-status';
import { devtypeNameSchema, keyNameSchema } from './devtype-calls';
import { DEVICE_EVENT_TYPES } from './event-calls';
import { filterConditions, filterText, listQuerySchema, type ListResult } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf, requiredTrimmedText, text, typeError } from './validation/text';
import { recordIdSchema } from './validation/record-id';

// Rules and alarms (iot-console.md §3 "Rule: id, status, record flag, desc (trigger)", §4, §7 "Rules and
// records"; issue 16). A rule watches the devices of one type (all of them within its author's scope, or
// listed devices, or the members of listed groups) for a trigger — conditions are data checked here, no
// user code runs on the server — and when it fires it runs its actions (rule-action-calls.ts) and, with its
// record flag on, opens an alarm record (rule-record-calls.ts), one active record per (rule, device).
//
// Who sees what: the main account and sub-users reaching every device see all of the account's rules; a
// sub-user scoped to groups sees (and edits) the rules made under its own profile, whose targets must lie in
// its scope, and a rule it made covers only the devices of its scope when the rule is evaluated.

/** Severities of a rule's alarms, most severe first (as ThingsBoard names them, `info` for indeterminate). */
export const RULE_SEVERITIES = ['critical', 'major', 'minor', 'warning', 'info'] as const;
/** A rule's severity. */
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];

/** Whether a rule is evaluated. */
export const RULE_STATUSES = ['enabled', 'disabled'] as const;
/** Whether a rule is evaluated. */
export type RuleStatus = (typeof RULE_STATUSES)[number];

/**
 * The spec's `desc`: what kind of rule it is. Every rule of this API is a `trigger` (the dashboard counts
 * them with `filter={"desc":"trigger"}`); the field stays so other kinds (data forwarding) can come later.
 */
export const RULE_DESCS = ['trigger'] as const;
/** A rule's kind. */
export type RuleDesc = (typeof RULE_DESCS)[number];

/** Limits of rules. */
export const RULE_LIMITS = {
  nameMax: 64,
  descriptionMax: 256,
  /** Rules one main account may hold (the ingest benchmark runs with 1,000 enabled). */
  perOwner: 1000,
  /** Rules one POST /rules/batch/create saves. */
  batchMax: 100,
  /** Listed target devices and groups. */
  devicesMax: 1000,
  groupsMax: 100,
  actionsMax: 10,
  /** "For N seconds" of a telemetry condition: up to a day. */
  forSecondsMax: 86_400,
  /** "Offline / no data for N minutes": up to a week. */
  minutesMax: 10_080,
  /** At most one firing per device per N minutes: up to a day. */
  throttleMinutesMax: 1440,
  /** Text compared by `==` and `!=`. */
  valueTextMax: 256,
} as const;

/** Comparisons of a telemetry point with a threshold. */
export const COMPARE_OPERATORS = ['>', '>=', '<', '<=', '==', '!='] as const;
/** Every telemetry operator: comparisons, a range (`between`, `outside`: low and high inclusive), `change`. */
export const TELEMETRY_OPERATORS = [...COMPARE_OPERATORS, 'between', 'outside', 'change'] as const;
/** A telemetry operator. */
export type TelemetryOperator = (typeof TELEMETRY_OPERATORS)[number];

/** What can set a rule off. */
export const TRIGGER_KINDS = ['telemetry', 'event', 'status', 'offline', 'noData'] as const;
/** What sets a rule off. */
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

const finite = z.number({ error: typeError }).refine(Number.isFinite, M.invalidType);
const whole = (min: number, max: number) =>
  z.number({ error: typeError }).int(M.invalidType).min(min, M.outOfRange).max(max, M.outOfRange);
const forSeconds = whole(1, RULE_LIMITS.forSecondsMax).optional();
const minutes = whole(1, RULE_LIMITS.minutesMax);
/** `==` and `!=` also compare text and true/false points; the order operators numbers only. */
const thresholdValue = z.union([finite, z.boolean(), text().max(RULE_LIMITS.valueTextMax, M.tooLong)], {
  error: M.invalidType,
});

type Issues = z.core.$RefinementCtx;

/** The operands an operator needs: `value` (a number for order, the delta for change) or `low` < `high`. */
function checkOperands(
  condition: { operator: TelemetryOperator; value?: unknown; low?: number; high?: number },
  ctx: Issues,
) {
  const { operator, value, low, high } = condition;
  if (operator === 'between' || operator === 'outside') {
    if (low === undefined) ctx.addIssue({ code: 'custom', path: ['low'], message: M.required });
    if (high === undefined) ctx.addIssue({ code: 'custom', path: ['high'], message: M.required });
    if (low !== undefined && high !== undefined && low >= high)
      ctx.addIssue({ code: 'custom', path: ['high'], message: M.rangeInvalid });
    return;
  }
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.required });
    return;
  }
  const numeric = operator !== '==' && operator !== '!=';
  if (numeric && typeof value !== 'number')
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.invalidType });
  else if (operator === 'change' && typeof value === 'number' && value <= 0)
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.outOfRange });
}

/**
 * A point compared with a threshold on each reading: `value` for the comparisons, `low`/`high` for a range,
 * `value` > 0 for `change` (differs from the previous reading by more than `value`). With `forSeconds` it
 * fires once the condition has held that long without a break (not for `change`, which is one moment).
 */
export const telemetryTriggerSchema = fields({
  kind: z.literal('telemetry'),
  point: keyNameSchema,
  operator: z.enum(TELEMETRY_OPERATORS, { error: M.invalidOption }),
  value: thresholdValue.optional(),
  low: finite.optional(),
  high: finite.optional(),
  forSeconds,
}).superRefine((trigger, ctx) => {
  checkOperands(trigger, ctx);
  if (trigger.operator === 'change' && trigger.forSeconds !== undefined)
    ctx.addIssue({ code: 'custom', path: ['forSeconds'], message: M.invalidOption });
});

/** A device event of a code, of a type (warning, error, log), or both; at least one. */
export const eventTriggerSchema = fields({
  kind: z.literal('event'),
  code: keyNameSchema.optional(),
  type: z.enum(DEVICE_EVENT_TYPES, { error: M.invalidOption }).optional(),
}).superRefine((trigger, ctx) => {
  if (trigger.code === undefined && trigger.type === undefined)
    ctx.addIssue({ code: 'custom', path: ['code'], message: M.required });
});

/** The device's status becomes `to`. */
export const statusTriggerSchema = fields({
  kind: z.literal('status'),
  to: z.enum(DEVICE_STATUSES, { error: M.invalidOption }),
});

/** The device has been offline for `minutes` without a break. */
export const offlineTriggerSchema = fields({ kind: z.literal('offline'), minutes });

/** The device sent no data for `minutes` (online or not). */
export const noDataTriggerSchema = fields({ kind: z.literal('noData'), minutes });

/** What sets a rule off, by `kind`. */
export const ruleTriggerSchema = z.discriminatedUnion(
  'kind',
  [
    telemetryTriggerSchema,
    eventTriggerSchema,
    statusTriggerSchema,
    offlineTriggerSchema,
    noDataTriggerSchema,
  ],
  { error: M.invalidOption },
);
/** A valid trigger. */
export type RuleTrigger = z.output<typeof ruleTriggerSchema>;

/** How a rule's active record clears by itself. */
export const CLEAR_KINDS = ['auto', 'telemetry', 'event', 'manual'] as const;
/** How a record clears. */
export type ClearKind = (typeof CLEAR_KINDS)[number];

/**
 * When an active or acknowledged record clears by itself (cleared by `auto`):
 *   auto       when the trigger no longer holds — the telemetry condition is false on a reading, the device
 *              leaves the status, comes back online, sends data again; an event trigger never clears this way;
 *   telemetry  hysteresis on the trigger's own point: this comparison or range holds (for `forSeconds`),
 *              e.g. trigger `> 250`, clear `< 240` for 30 s (only with a telemetry trigger);
 *   event      an event of this code and/or type arrives (e.g. `fault_cleared`);
 *   manual     only by hand (PUT /records/status).
 */
export const ruleClearSchema = z.discriminatedUnion(
  'kind',
  [
    fields({ kind: z.literal('auto') }),
    fields({
      kind: z.literal('telemetry'),
      operator: z.enum([...COMPARE_OPERATORS, 'between', 'outside'], { error: M.invalidOption }),
      value: thresholdValue.optional(),
      low: finite.optional(),
      high: finite.optional(),
      forSeconds,
    }).superRefine((clear, ctx) => checkOperands(clear, ctx)),
    fields({
      kind: z.literal('event'),
      code: keyNameSchema.optional(),
      type: z.enum(DEVICE_EVENT_TYPES, { error: M.invalidOption }).optional(),
    }).superRefine((clear, ctx) => {
      if (clear.code === undefined && clear.type === undefined)
        ctx.addIssue({ code: 'custom', path: ['code'], message: M.required });
    }),
    fields({ kind: z.literal('manual') }),
  ],
  { error: M.invalidOption },
);
/** A valid clear condition. */
export type RuleClear = z.output<typeof ruleClearSchema>;

const uniqueIds = (max: number) =>
  z
    .array(recordIdSchema, { error: typeError })
    .max(max, M.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicate);

/**
 * Which devices a rule watches: those of `devtype` within the author's scope, narrowed to the listed
 * `devids` or to the members of the listed `groupids` (one or the other). Listed devices and groups must be
 * the author's and within its scope when saved.
 */
export const ruleTargetsSchema = fields({
  devtype: devtypeNameSchema,
  devids: devidListSchema.max(RULE_LIMITS.devicesMax, M.tooMany).optional(),
  groupids: uniqueIds(RULE_LIMITS.groupsMax).min(1, M.required).optional(),
}).superRefine((targets, ctx) => {
  if (targets.devids && targets.groupids)
    ctx.addIssue({ code: 'custom', path: ['groupids'], message: M.invalidOption });
});
/** A rule's valid targets. */
export type RuleTargets = z.output<typeof ruleTargetsSchema>;

/** Body of POST /rules and PUT /rules/{id} (and each rule of a batch); absent fields take their defaults. */
export const ruleBodySchema = fields({
  name: requiredTrimmedText().max(RULE_LIMITS.nameMax, M.tooLong),
  desc: z.enum(RULE_DESCS, { error: M.invalidOption }).default('trigger'),
  description: text().trim().max(RULE_LIMITS.descriptionMax, M.tooLong).default(''),
  status: z.enum(RULE_STATUSES, { error: M.invalidOption }).default('enabled'),
  record: z.boolean({ error: typeError }).default(true),
  severity: z.enum(RULE_SEVERITIES, { error: M.invalidOption }).default('major'),
  targets: ruleTargetsSchema,
  trigger: ruleTriggerSchema,
  clear: ruleClearSchema.default({ kind: 'auto' }),
  throttleMinutes: whole(0, RULE_LIMITS.throttleMinutesMax).default(0),
  actionIds: uniqueIds(RULE_LIMITS.actionsMax).default([]),
}).superRefine((rule, ctx) => {
  if (rule.clear.kind === 'telemetry' && rule.trigger.kind !== 'telemetry')
    ctx.addIssue({ code: 'custom', path: ['clear', 'kind'], message: M.clearMismatch });
});
/** A valid rule body. */
export type RuleBody = z.output<typeof ruleBodySchema>;
/** A rule body as a form writes it. */
export type RuleBodyInput = z.input<typeof ruleBodySchema>;

/** POST /rules/batch/create: every rule is saved, or none (a 400 names `rules.{index}.…`, a 404 `index`). */
export const ruleBatchSchema = fields({
  rules: listOf(ruleBodySchema, RULE_LIMITS.batchMax),
});
/** A valid batch. */
export type RuleBatch = z.output<typeof ruleBatchSchema>;

/** Path of /rules/{id}, /rules/status/{id}, /rules/record/{id}. */
export const ruleParamsSchema = z.object({ id: recordIdSchema });

/** PATCH /rules/status/{id}: enable or disable (the spec's "status body"). */
export const ruleStatusSchema = fields({ status: z.enum(RULE_STATUSES, { error: M.invalidOption }) });
/** PATCH /rules/record/{id}: whether firing opens a record. */
export const ruleRecordSchema = fields({ record: z.boolean({ error: typeError }) });

/** A rule as the calls answer it. */
export interface RuleView {
  id: string;
  name: string;
  desc: RuleDesc;
  description: string;
  status: RuleStatus;
  record: boolean;
  severity: RuleSeverity;
  targets: RuleTargets;
  trigger: RuleTrigger;
  clear: RuleClear;
  throttleMinutes: number;
  actionIds: string[];
  /** The user name of its author. */
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** The fields GET /rules may be asked to answer (`fields=id,name,status`); `id` is always answered. */
export const RULE_FIELDS = [
  'id',
  'name',
  'desc',
  'description',
  'status',
  'record',
  'severity',
  'targets',
  'trigger',
  'clear',
  'throttleMinutes',
  'actionIds',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof RuleView)[];
/** A field of a rule. */
export type RuleField = (typeof RULE_FIELDS)[number];

/** GET /rules filter: exact `desc`, `status`, `severity`, `record`, `devtype`, trigger `kind`; `name` contains. */
export const ruleListFilterSchema = filterConditions({
  desc: filterText(16),
  status: z.enum(RULE_STATUSES, { error: M.listFilterInvalid }).optional(),
  severity: z.enum(RULE_SEVERITIES, { error: M.listFilterInvalid }).optional(),
  record: z.boolean({ error: M.listFilterInvalid }).optional(),
  devtype: filterText(64),
  kind: z.enum(TRIGGER_KINDS, { error: M.listFilterInvalid }).optional(),
  name: filterText(RULE_LIMITS.nameMax),
});

/** GET /rules: list parameters (newest first), the filter above, and `fields` (a comma list of RULE_FIELDS). */
export const ruleListQuerySchema = listQuerySchema.extend({
  filter: listQuerySchema.shape.filter.pipe(ruleListFilterSchema),
  fields: text()
    .max(512, M.listParamInvalid)
    .optional()
    .transform((raw, ctx): RuleField[] | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const names = raw.split(',').map((name) => name.trim());
      const known: readonly string[] = RULE_FIELDS;
      if (names.some((name) => !known.includes(name))) {
        ctx.addIssue({ code: 'custom', message: M.listParamInvalid });
        return z.NEVER;
      }
      return RULE_FIELDS.filter((name) => name === 'id' || names.includes(name));
    }),
});
/** A parsed rule list query. */
export type RuleListQuery = z.output<typeof ruleListQuerySchema>;

/** GET /rules: whole rules, or with `fields` only those fields (and `id`). */
export type RulePage = ListResult<Partial<RuleView> & { id: string }>;
