import type { TelemetryOperator } from '@fleetkey/contract';

/** The i18n key suffix of each operator (the symbols themselves are not good i18n keys). */
export const OPERATOR_KEYS: Readonly<Record<TelemetryOperator, string>> = {
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
  '==': 'eq',
  '!=': 'ne',
  between: 'between',
  outside: 'outside',
  change: 'change',
};

/** Antd tag colours of severities, most severe first. */
export const SEVERITY_COLORS = {
  critical: 'red',
  major: 'volcano',
  minor: 'orange',
  warning: 'gold',
  info: 'blue',
} as const;

/** Antd tag colours of alarm record states. */
export const RECORD_STATE_COLORS = { active: 'red', acknowledged: 'gold', cleared: 'green' } as const;

/** Antd tag colours of action outcomes in rule runs. */
export const OUTCOME_COLORS = {
  pending: 'processing',
  done: 'success',
  failed: 'error',
  skipped: 'default',
} as const;
