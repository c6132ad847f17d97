import {
  VALIDATION_MESSAGES as M,
  isIndexedField,
  isIsoDate,
  type DatasetField,
  type ListFilter,
} from '@fleetkey/contract';
import { fieldError } from '../devices/field-error';

/** One test on a field's value. */
export type ValueTest =
  | { column: 'num' | 'txt'; op: '=' | '>=' | '<='; value: number | string }
  | { column: 'txt'; op: 'contains'; value: string };

/** The tests on one indexed field (a range's bounds together, so one index range answers them). */
export interface Condition {
  field: string;
  tests: ValueTest[];
}

/** The index column a field's values sit in. */
export function columnOf(field: DatasetField): 'num' | 'txt' {
  return field.type === 'number' || field.type === 'boolean' ? 'num' : 'txt';
}

const invalid = () => fieldError('querystring', 'filter', M.listFilterInvalid);

function scalar(field: DatasetField, value: unknown): number | string {
  switch (field.type) {
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'boolean':
      if (typeof value === 'boolean') return Number(value);
      break;
    case 'date':
      if (typeof value === 'string' && isIsoDate(value)) return value;
      break;
    default:
      if (typeof value === 'string' && value.length <= 255) return value;
  }
  throw invalid();
}

/**
 * The list filter as conditions: `{ field: value }` (equality), `{ field: { gte, lte } }` (number, date),
 * `{ field: { contains } }` (text, enum, device). Only the schema's indexed fields; anything else is 400.
 */
export function parseFilter(fields: readonly DatasetField[], filter: ListFilter): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, raw] of Object.entries(filter)) {
    const field = fields.find((each) => each.name === name);
    if (!field || !isIndexedField(field)) throw invalid();
    const column = columnOf(field);
    if (typeof raw !== 'object' || raw === null) {
      conditions.push({ field: name, tests: [{ column, op: '=', value: scalar(field, raw) }] });
      continue;
    }
    const entries = Object.entries(raw);
    if (Array.isArray(raw) || entries.length === 0) throw invalid();
    const tests: ValueTest[] = entries.map(([op, value]): ValueTest => {
      if ((op === 'gte' || op === 'lte') && (field.type === 'number' || field.type === 'date'))
        return { column, op: op === 'gte' ? '>=' : '<=', value: scalar(field, value) };
      if (op === 'contains' && column === 'txt' && field.type !== 'date' && typeof value === 'string')
        return { column: 'txt', op: 'contains', value: value.slice(0, 255) };
      throw invalid();
    });
    conditions.push({ field: name, tests });
  }
  return conditions;
}

/** The sort field (an indexed field of the schema) or 400. */
export function sortField(fields: readonly DatasetField[], name: string): DatasetField {
  const field = fields.find((each) => each.name === name);
  if (!field || !isIndexedField(field)) throw fieldError('querystring', 'sort', M.listParamInvalid);
  return field;
}
