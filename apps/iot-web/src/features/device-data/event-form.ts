import { ApiError } from '@fleetkey/api-client';
import { deviceEventCreateSchema, deviceEventUpdateSchema, ERROR_CODES } from '@fleetkey/contract';
import type {
  DeviceEventCreate,
  DeviceEventType,
  DeviceEventUpdate,
  DeviceEventView,
} from '@fleetkey/contract';
import type { z } from 'zod';
import type { FormCheck, FormIssue } from '../common/form-issues';

/** The event dialog's values; `data` is a JSON object as typed (blank for none), `time` epoch ms or null. */
export interface EventValues {
  code: string;
  type: DeviceEventType;
  desc: string;
  data: string;
  /** When it happened (a new event only; null: now). */
  time: number | null;
}

/** A new event's form: a log, now. */
export const NEW_EVENT: EventValues = { code: '', type: 'log', desc: '', data: '', time: null };

/** An event as the dialog edits it. */
export function eventValues(event: DeviceEventView): EventValues {
  return {
    code: event.code,
    type: event.type,
    desc: event.desc,
    data: event.data ? JSON.stringify(event.data) : '',
    time: event.time,
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; issue: FormIssue };

/** The data box: blank is no data; otherwise a JSON object. */
function parseData(text: string): Parsed<Record<string, unknown> | null> {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // Not JSON: the same message as JSON that is not an object.
  }
  return { ok: false, issue: { path: ['data'], message: 'events.edit.dataInvalid' } };
}

/** The fields a schema checks, with the data box read; issues on the dialog's fields. */
function check<T>(schema: z.ZodType<T>, values: EventValues, withTime: boolean): FormCheck<T> {
  const data = parseData(values.data);
  const input = {
    code: values.code.trim(),
    type: values.type,
    desc: values.desc.trim(),
    data: data.ok ? data.value : null,
    ...(withTime && values.time !== null ? { time: values.time } : {}),
  };
  const parsed = schema.safeParse(input);
  const issues: FormIssue[] = data.ok ? [] : [data.issue];
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      issues.push({ path: [String(issue.path[0] ?? 'code')], message: issue.message });
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** A new event to record (POST /devices/{devid}/event), or the issues on the dialog's fields. */
export function toEventCreate(values: EventValues): FormCheck<DeviceEventCreate> {
  return check(deviceEventCreateSchema, values, true);
}

/** The correction of an event (PUT …/event/{eventid}): its code, type, description and data. */
export function toEventUpdate(values: EventValues): FormCheck<DeviceEventUpdate> {
  return check(deviceEventUpdateSchema, values, false);
}

/**
 * What the server said of an event a strict device type does not declare (400 DATA_REJECTED with an
 * EVENT_UNDECLARED rejection): the event and the codes its section declares; null for any other failure.
 */
export function undeclaredEventDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.DATA_REJECTED) return null;
  const rejections = (error.data as { rejections?: { reason?: unknown; detail?: unknown }[] } | undefined)
    ?.rejections;
  const undeclared = (rejections ?? []).find((rejection) => rejection.reason === 'EVENT_UNDECLARED');
  return typeof undeclared?.detail === 'string' ? undeclared.detail : null;
}
