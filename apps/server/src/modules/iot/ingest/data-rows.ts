import {
  DEVICE_TIME_AHEAD_MAX_MS,
  keyNameSchema,
  TELEMETRY_POINTS_MAX,
  TELEMETRY_RESERVED_KEYS,
  TELEMETRY_ROWS_MAX,
  TELEMETRY_TIME_MIN,
  telemetryValueSchema,
  type DeviceRejectionReason,
  type TelemetryPoints,
  type TelemetryUpload,
} from '@fleetkey/contract';
import { checkPoint, type TypeRules } from '../devtypes/type-rules';

// A data message is split into what is stored and what is rejected, each rejection with its reason and
// where it was. The message is refused whole only when it cannot be read as rows at all (too many of
// them); a row only for what concerns the row (its time, too many points, not an object); otherwise each
// bad point alone, so one bad value no longer costs the good values beside it.

/** What was not stored and where (contract DeviceRejectionView's `detail`). */
export interface Rejection {
  reason: DeviceRejectionReason;
  detail: string;
}

/** A row that kept at least one point; `at` is its place in the message ('' for a one-row message). */
export interface KeptRow {
  at: string;
  time: number | undefined;
  points: TelemetryPoints;
}

/** A data message, split. */
export interface DataRows {
  rows: KeptRow[];
  rejections: Rejection[];
}

const RESERVED = new Set<string>(TELEMETRY_RESERVED_KEYS);

/** Where a point is: `temp` in a one-row message, `[2].temp` in a list. */
export const pointAt = (at: string, name: string): string => (at ? `${at}.${name}` : name);
const withNote = (where: string, note: string) => (where ? `${where}: ${note}` : note);

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a row's `time` is refused, or null when it is absent or fine. */
function timeRejection(at: string, time: unknown, now: number): Rejection | null {
  if (time === undefined) return null;
  const shown = typeof time === 'string' ? time : JSON.stringify(time);
  const detail = withNote(pointAt(at, 'time'), shown.slice(0, 32));
  if (typeof time !== 'number' || !Number.isInteger(time)) return { reason: 'TIME_INVALID', detail };
  if (time < TELEMETRY_TIME_MIN) return { reason: 'TIME_TOO_OLD', detail };
  if (time > now + DEVICE_TIME_AHEAD_MAX_MS) return { reason: 'TIME_IN_FUTURE', detail };
  return null;
}

function splitRow(at: string, value: unknown, now: number, rejections: Rejection[]): KeptRow | null {
  if (!isRow(value)) {
    rejections.push({ reason: 'ROW_INVALID', detail: at });
    return null;
  }
  const { time, ...sent } = value;
  const late = timeRejection(at, time, now);
  if (late) {
    rejections.push(late);
    return null;
  }
  const names = Object.keys(sent);
  if (names.length === 0) {
    rejections.push({ reason: 'ROW_INVALID', detail: at });
    return null;
  }
  if (names.length > TELEMETRY_POINTS_MAX) {
    rejections.push({
      reason: 'TOO_MANY_POINTS',
      detail: withNote(at, `${names.length} > ${TELEMETRY_POINTS_MAX}`),
    });
    return null;
  }
  const points: TelemetryPoints = {};
  for (const name of names) {
    if (RESERVED.has(name) || !keyNameSchema.safeParse(name).success) {
      rejections.push({ reason: 'POINT_NAME_INVALID', detail: pointAt(at, name) });
      continue;
    }
    const parsed = telemetryValueSchema.safeParse(sent[name]);
    if (!parsed.success) rejections.push({ reason: 'VALUE_INVALID', detail: pointAt(at, name) });
    else points[name] = parsed.data;
  }
  if (Object.keys(points).length === 0) return null;
  return { at, time: time as number | undefined, points };
}

/**
 * Splits a parsed data message (a row or a list of up to TELEMETRY_ROWS_MAX rows) into the rows and points
 * to store and the rejections, by the rules every device type shares. `now` bounds future times.
 */
export function splitDataRows(message: unknown, now: number): DataRows {
  const rejections: Rejection[] = [];
  if (!Array.isArray(message)) {
    const row = splitRow('', message, now, rejections);
    return { rows: row ? [row] : [], rejections };
  }
  const list = message as unknown[];
  if (list.length === 0) return { rows: [], rejections: [{ reason: 'ROW_INVALID', detail: '[]' }] };
  if (list.length > TELEMETRY_ROWS_MAX) {
    return {
      rows: [],
      rejections: [{ reason: 'TOO_MANY_ROWS', detail: `${list.length} > ${TELEMETRY_ROWS_MAX}` }],
    };
  }
  const rows: KeptRow[] = [];
  list.forEach((value, index) => {
    const row = splitRow(`[${index}]`, value, now, rejections);
    if (row) rows.push(row);
  });
  return { rows, rejections };
}

/** Takes out the points a strict device type does not declare or whose values are not of its type. */
export function keepDeclared(split: DataRows, rules: TypeRules): DataRows {
  if (rules.mode === 'open') return split;
  const rejections = [...split.rejections];
  const rows: KeptRow[] = [];
  for (const row of split.rows) {
    const points: TelemetryPoints = {};
    for (const [name, value] of Object.entries(row.points)) {
      const verdict = checkPoint(rules, name, value);
      if (!verdict) points[name] = value;
      else if (verdict.reason === 'POINT_UNDECLARED')
        rejections.push({ reason: verdict.reason, detail: pointAt(row.at, name) });
      else
        rejections.push({
          reason: verdict.reason,
          detail: withNote(pointAt(row.at, name), verdict.declared.join('|')),
        });
    }
    if (Object.keys(points).length > 0) rows.push({ ...row, points });
  }
  return { rows, rejections };
}

/**
 * What of rows sent over HTTP (already valid by the contract's schema) the device's type or the clock
 * refuses: a time more than a day ahead, and on a strict type undeclared points and values of the wrong
 * type. The caller is answered with these and nothing is stored, since it can send the rows again.
 */
export function uploadRejections(upload: TelemetryUpload, rules: TypeRules, now: number): Rejection[] {
  const rejections: Rejection[] = [];
  for (const [index, row] of upload.entries()) {
    const at = upload.length > 1 ? `[${index}]` : '';
    const late = timeRejection(at, row.time, now);
    if (late) rejections.push(late);
  }
  const declared = keepDeclared(
    {
      rows: upload.map((row, index) => ({ at: upload.length > 1 ? `[${index}]` : '', ...row })),
      rejections: [],
    },
    rules,
  );
  return [...rejections, ...declared.rejections];
}
