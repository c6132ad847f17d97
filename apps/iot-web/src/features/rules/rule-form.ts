import {
  ruleBodySchema,
  type ClearKind,
  type DeviceTypeView,
  type Point,
  type RuleBody,
  type RuleSeverity,
  type RuleStatus,
  type RuleView,
  type TelemetryOperator,
  type TriggerKind,
} from '@fleetkey/contract';
import type { DeviceEventType, DeviceStatus } from '@fleetkey/contract';
import { targetFormValues, targetsBody, targetsFormPath, type TargetFormValues } from '../common/targets';
import type { FormCheck, FormIssue } from '../common/form-issues';

/** A threshold as the form holds it: a number, text, or true/false (for `==` and `!=` on such points). */
export type Threshold = number | string | boolean;

/** The comparison fields shared by the trigger and the telemetry clear condition. */
interface Comparison {
  operator: TelemetryOperator;
  value?: Threshold | null;
  low?: number | null;
  high?: number | null;
  /** Blank: at once. */
  forSeconds?: number | null;
}

/** What the rule editor holds: every kind's fields at once, so switching kinds back keeps what was typed. */
export interface RuleFormValues extends TargetFormValues {
  name: string;
  description: string;
  severity: RuleSeverity;
  status: RuleStatus;
  record: boolean;
  throttleMinutes: number;
  trigger: Comparison & {
    kind: TriggerKind;
    point?: string;
    code?: string;
    type?: DeviceEventType;
    to: DeviceStatus;
    minutes: number;
  };
  clear: Omit<Comparison, 'operator'> & {
    kind: ClearKind;
    operator: Exclude<TelemetryOperator, 'change'>;
    code?: string;
    type?: DeviceEventType;
  };
  actionIds: string[];
}

/** A new rule: major, recorded, a telemetry trigger, cleared when it no longer holds. */
export function newRuleValues(): RuleFormValues {
  return {
    name: '',
    description: '',
    severity: 'major',
    status: 'enabled',
    record: true,
    throttleMinutes: 0,
    targetKind: 'all',
    devids: [],
    groupids: [],
    trigger: { kind: 'telemetry', operator: '>', to: 'offline', minutes: 10 },
    clear: { kind: 'auto', operator: '<' },
    actionIds: [],
  };
}

/** The form of a saved rule. */
export function ruleFormValues(rule: RuleView): RuleFormValues {
  const blank = newRuleValues();
  const { targets, trigger, clear } = rule;
  return {
    ...blank,
    name: rule.name,
    description: rule.description,
    severity: rule.severity,
    status: rule.status,
    record: rule.record,
    throttleMinutes: rule.throttleMinutes,
    ...targetFormValues(targets),
    trigger: { ...blank.trigger, ...trigger },
    clear: { ...blank.clear, ...clear },
    actionIds: rule.actionIds,
  };
}

/** The telemetry points a type declares (data, per-topic data, status), each name once, for the point picker. */
export function declaredPoints(type: Pick<DeviceTypeView, 'data' | 'much_data' | 'status'>): Point[] {
  const all = [...type.data, ...Object.values(type.much_data).flat(), ...type.status];
  return all.filter((point, index) => all.findIndex((p) => p.name === point.name) === index);
}

const absent = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** A comparison's operands as the body takes them: the range's bounds, or the one value. */
function operands(c: Comparison) {
  const range = c.operator === 'between' || c.operator === 'outside';
  return range ? { low: absent(c.low), high: absent(c.high) } : { value: absent(c.value) };
}

/** The trigger of the chosen kind, with only that kind's fields. */
function triggerBody(trigger: RuleFormValues['trigger']) {
  switch (trigger.kind) {
    case 'telemetry':
      return {
        kind: trigger.kind,
        point: trigger.point ?? '',
        operator: trigger.operator,
        ...operands(trigger),
        forSeconds: trigger.operator === 'change' ? undefined : absent(trigger.forSeconds),
      };
    case 'event':
      return { kind: trigger.kind, code: trigger.code || undefined, type: trigger.type };
    case 'status':
      return { kind: trigger.kind, to: trigger.to };
    default:
      return { kind: trigger.kind, minutes: trigger.minutes };
  }
}

/** The clear condition of the chosen kind, with only that kind's fields. */
function clearBody(clear: RuleFormValues['clear']) {
  switch (clear.kind) {
    case 'telemetry':
      return {
        kind: clear.kind,
        operator: clear.operator,
        ...operands(clear),
        forSeconds: absent(clear.forSeconds),
      };
    case 'event':
      return { kind: clear.kind, code: clear.code || undefined, type: clear.type };
    default:
      return { kind: clear.kind };
  }
}

/**
 * The form as a rule body, checked with the contract's schema (the server's own): only the chosen trigger
 * and clear kinds' fields, and only the chosen kind of targets, are sent. One issue a field, the first.
 */
export function toRuleBody(values: RuleFormValues): FormCheck<RuleBody> {
  const parsed = ruleBodySchema.safeParse({
    name: values.name,
    description: values.description,
    severity: values.severity,
    status: values.status,
    record: values.record,
    throttleMinutes: values.throttleMinutes,
    targets: targetsBody(values),
    trigger: triggerBody(values.trigger),
    clear: clearBody(values.clear),
    actionIds: values.actionIds,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const seen = new Set<string>();
  const issues: FormIssue[] = [];
  for (const issue of parsed.error.issues) {
    const path = targetsFormPath(issue.path);
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, message: issue.message });
  }
  return { ok: false, issues };
}
