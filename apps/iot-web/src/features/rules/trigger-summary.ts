import type { TFunction } from 'i18next';
import type { RuleClear, RuleTrigger, TelemetryOperator } from '@fleetkey/contract';

/** A comparison in words: `> 250`, `between 10 and 20`, `changes by more than 5`. */
function comparison(
  c: { operator: TelemetryOperator; value?: unknown; low?: number; high?: number },
  t: TFunction,
): string {
  if (c.operator === 'between' || c.operator === 'outside')
    return t(`rules.summary.${c.operator}`, { low: c.low, high: c.high });
  if (c.operator === 'change') return t('rules.summary.change', { value: c.value });
  return `${c.operator} ${String(c.value)}`;
}

/** How long a condition must hold, in words ('' when at once). */
function held(forSeconds: number | undefined, t: TFunction): string {
  return forSeconds ? ` ${t('rules.summary.for', { count: forSeconds })}` : '';
}

/** An event condition in words. */
function eventText(e: { code?: string; type?: string }, t: TFunction): string {
  return t('rules.summary.event', {
    what: [e.code, e.type && t(`events.types.${e.type}`)].filter(Boolean).join(' · '),
  });
}

/** A trigger in words, as the rule list shows it: `voltage > 250 for 10 s`, `offline for 5 min`. */
export function describeTrigger(trigger: RuleTrigger, t: TFunction): string {
  switch (trigger.kind) {
    case 'telemetry':
      return `${trigger.point} ${comparison(trigger, t)}${held(trigger.forSeconds, t)}`;
    case 'event':
      return eventText(trigger, t);
    case 'status':
      return t('rules.summary.status', { status: t(`deviceStatus.${trigger.to}`) });
    case 'offline':
      return t('rules.summary.offline', { count: trigger.minutes });
    case 'noData':
      return t('rules.summary.noData', { count: trigger.minutes });
  }
}

/** A clear condition in words. */
export function describeClear(clear: RuleClear, t: TFunction): string {
  switch (clear.kind) {
    case 'telemetry':
      return `${comparison(clear, t)}${held(clear.forSeconds, t)}`;
    case 'event':
      return eventText(clear, t);
    default:
      return t(`rules.clearKinds.${clear.kind}`);
  }
}
