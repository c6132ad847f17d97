import { telemetryPointsSchema, telemetryTimeSchema } from '@fleetkey/contract';
import type { TelemetryPoints, TelemetryRow } from '@fleetkey/contract';
import type { FormCheck, FormIssue } from '../common/form-issues';

/** One point as the data dialog edits it: its name and its value as typed. */
export interface PointField {
  name: string;
  value: string;
}

/** A data row as the dialogs send it: its time (epoch ms) and its points. */
export interface DataRowInput {
  time: number;
  points: TelemetryPoints;
}

/** The data dialog's values: the row's time (epoch ms; null until picked) and its points. */
export interface DataRowValues {
  time: number | null;
  points: PointField[];
}

/** A typed value as the API takes it: a number when it reads as one, otherwise the text. */
export function pointValue(typed: string): number | string {
  const trimmed = typed.trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isFinite(number) ? number : typed;
}

/** A row's points as the dialog shows them (the row's own fields, time and isodate, are not points). */
export function rowFields(row: TelemetryRow): PointField[] {
  return Object.entries(row)
    .filter(([name, value]) => name !== 'time' && name !== 'isodate' && value !== null)
    .map(([name, value]) => ({ name, value: String(value) }));
}

/**
 * The row to send, or the issues on the dialog's fields: a time in the contract's range, and the points by
 * the contract's rule (1 to 64, names by the key-name rule, not `time` or `isodate`, each name once).
 */
export function toDataRow(values: DataRowValues): FormCheck<DataRowInput> {
  const issues: FormIssue[] = [];
  if (values.time === null) issues.push({ path: ['time'], message: 'validation.required' });
  else if (!telemetryTimeSchema.safeParse(values.time).success)
    issues.push({ path: ['time'], message: 'validation.invalidType' });
  // A Map, so a point named like an Object property (`constructor`) is one more name and nothing else.
  const named = new Map<string, number | string>();
  values.points.forEach((field, index) => {
    const name = field.name.trim();
    if (named.has(name)) issues.push({ path: ['points', index, 'name'], message: 'data.edit.nameRepeated' });
    else if (field.value.trim() === '')
      issues.push({ path: ['points', index, 'value'], message: 'validation.required' });
    named.set(name, pointValue(field.value));
  });
  const points: TelemetryPoints = Object.fromEntries(named);
  const parsed = telemetryPointsSchema.safeParse(points);
  if (!parsed.success) {
    const names = [...named.keys()];
    for (const issue of parsed.error.issues) {
      // The schema names a point by its name, for a bad name and a bad value alike; the dialog's field
      // is the row that holds it. A rule on the whole row (too many points) goes on the first row.
      const index = Math.max(0, names.indexOf(String(issue.path[0])));
      const field =
        issue.message === 'validation.keyNameInvalid' || issue.path.length === 0 ? 'name' : 'value';
      issues.push({ path: ['points', index, field], message: issue.message });
    }
  }
  if (issues.length > 0 || values.time === null) return { ok: false, issues };
  return { ok: true, body: { time: values.time, points } };
}
