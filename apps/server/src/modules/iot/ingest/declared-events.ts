import { DEVICE_LOG_DETAIL_MAX, type DeviceEventType } from '@fleetkey/contract';
import { checkEvent, EVENT_SECTIONS, type TypeRules } from '../devtypes/type-rules';
import type { Rejection } from './data-rows';

// One rule for every way an event arrives — a device's own event topic, a gateway's on behalf of a
// sub-device, an external broker, and the HTTP calls that record or correct events: a strict type keeps
// only the events its warnings, errors and logs sections declare.

/** An event as the rule reads it: its type and code. */
export interface EventKind {
  type: DeviceEventType;
  code: string;
}

/**
 * Why a strict type refuses the event, or null when the type takes it. The detail names the event, then
 * the codes the section of its type declares (`warning overheat; warnings: lowbat|overtemp`, `—` for none).
 */
export function undeclaredEvent(rules: TypeRules, event: EventKind): Rejection | null {
  const verdict = checkEvent(rules, event);
  if (!verdict) return null;
  const declared = verdict.declared.length > 0 ? verdict.declared.join('|') : '—';
  const detail = `${event.type} ${event.code}; ${EVENT_SECTIONS[event.type]}: ${declared}`;
  return {
    reason: 'EVENT_UNDECLARED',
    detail: detail.length > DEVICE_LOG_DETAIL_MAX ? `${detail.slice(0, DEVICE_LOG_DETAIL_MAX - 1)}…` : detail,
  };
}
