import { isIndexedField, type DatasetField, type DatasetValue, type DatasetValues } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { ProjectDataValuesTable } from '../../../db/schema';

/** The text a unique value is compared by (unique fields hold scalars; the object case cannot occur). */
export function uniqueKey(value: DatasetValue): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A record's row for one indexed field. */
export type ValueRow = Insertable<ProjectDataValuesTable>;

/**
 * The rows a record writes to `project_data_values`: one per indexed field, also when the field has no value,
 * so sorting by a field never drops the records that lack it.
 */
export function indexRows(
  datasetId: string,
  recordId: string,
  fields: readonly DatasetField[],
  values: DatasetValues,
): ValueRow[] {
  return fields.filter(isIndexedField).map((field) => {
    const value = values[field.name];
    return {
      recordId,
      datasetId,
      field: field.name,
      num: typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : null,
      txt: typeof value === 'string' ? value : null,
      uniq: field.unique && value !== undefined ? uniqueKey(value) : null,
    };
  });
}
