import {
  VALIDATION_MESSAGES as M,
  isIndexedField,
  isIsoDate,
  type DatasetField,
  type ListFilter,
} from '@fleetkey/contract';
import { fieldError } from '../devices/field-error';

/** A parsed list condition on one indexed field. */
export type Condition =
  | { field: string; column: 'num' | 'txt'; op: '=' | '>=' | '<='; value: number | string }
  | { field: string; column: 'txt'; op: 'contains'; value: string };

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
      conditions.push({ field: name, column, op: '=', value: scalar(field, raw) });
      continue;
    }
    const entries = Object.entries(raw);
    if (Array.isArray(raw) || entries.length === 0) throw invalid();
    for (const [op, value] of entries) {
      if ((op === 'gte' || op === 'lte') && (field.type === 'number' || field.type === 'date'))
        conditions.push({ field: name, column, op: op === 'gte' ? '>=' : '<=', value: scalar(field, value) });
      else if (op === 'contains' && column === 'txt' && field.type !== 'date' && typeof value === 'string')
        conditions.push({ field: name, column: 'txt', op: 'contains', value: value.slice(0, 255) });
      else throw invalid();
    }
  }
  return conditions;
}

/** The sort field (an indexed field of the schema) or 400. */
export function sortField(fields: readonly DatasetField[], name: string): DatasetField {
  const field = fields.find((each) => each.name === name);
  if (!field || !isIndexedField(field)) throw fieldError('querystring', 'sort', M.listParamInvalid);
  return field;
}
