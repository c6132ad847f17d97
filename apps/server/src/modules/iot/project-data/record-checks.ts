import {
  VALIDATION_MESSAGES as M,
  type DatasetField,
  type DatasetValues,
  type ProjectDataRowError,
} from '@fleetkey/contract';
import type { z } from 'zod';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { uniqueKey } from './record-index';

/** A record to check: its row (import row number, or 0 for one record), its id when it exists, its values. */
export interface Candidate {
  row: number;
  recordId: string | null;
  raw: unknown;
}

/** The checked values (in the candidates' order) and every failure, by row. */
export interface CheckResult {
  values: DatasetValues[];
  errors: ProjectDataRowError[];
}

// Keeps each query's parameter list well inside both engines' limits.
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Checks records against the schema (the compiled validator), then what only the server knows: device
 * references must name devices of the account within the caller's scope, and unique fields must not repeat
 * (within the batch, or a value another record holds). The unique index still guards concurrent writers.
 */
export async function checkRecords(
  db: Db,
  scope: DeviceScope,
  datasetId: string,
  fields: readonly DatasetField[],
  validator: z.ZodType<DatasetValues>,
  candidates: readonly Candidate[],
): Promise<CheckResult> {
  const errors: ProjectDataRowError[] = [];
  const values: DatasetValues[] = [];
  const valid: { candidate: Candidate; values: DatasetValues }[] = [];
  for (const candidate of candidates) {
    const parsed = validator.safeParse(candidate.raw);
    if (parsed.success) {
      values.push(parsed.data);
      valid.push({ candidate, values: parsed.data });
      continue;
    }
    values.push({});
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '';
      errors.push({
        row: candidate.row,
        field: issue.path.length > 0 ? String(issue.path[0]) : keys,
        message: issue.code === 'unrecognized_keys' ? M.invalidOption : issue.message,
      });
    }
  }

  for (const field of fields.filter((each) => each.type === 'device')) {
    const named = (entry: { values: DatasetValues }) => {
      const value = entry.values[field.name];
      return value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);
    };
    const wanted = [...new Set(valid.flatMap(named))];
    const known = new Set<string>();
    for (const part of chunks(wanted)) {
      const rows = await db
        .selectFrom('devices')
        .select('devices.devid')
        .where('devices.devid', 'in', part)
        .where((eb) => deviceInScope(eb, scope))
        .execute();
      for (const row of rows) known.add(row.devid);
    }
    for (const entry of valid)
      if (named(entry).some((devid) => !known.has(devid)))
        errors.push({ row: entry.candidate.row, field: field.name, message: M.deviceUnknown });
  }

  for (const field of fields.filter((each) => each.unique)) {
    const seen = new Map<string, Candidate>();
    for (const entry of valid) {
      const value = entry.values[field.name];
      if (value === undefined) continue;
      const key = uniqueKey(value);
      if (seen.has(key)) errors.push({ row: entry.candidate.row, field: field.name, message: M.duplicate });
      else seen.set(key, entry.candidate);
    }
    for (const part of chunks([...seen.keys()])) {
      const taken = await db
        .selectFrom('projectDataValues')
        .select(['uniq', 'recordId'])
        .where('datasetId', '=', datasetId)
        .where('field', '=', field.name)
        .where('uniq', 'in', part)
        .execute();
      for (const row of taken) {
        const holder = row.uniq === null ? undefined : seen.get(row.uniq);
        if (holder && holder.recordId !== row.recordId)
          errors.push({ row: holder.row, field: field.name, message: M.duplicate });
      }
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { values, errors };
}
