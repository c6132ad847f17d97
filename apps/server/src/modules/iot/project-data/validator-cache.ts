import { compileRecordSchema, type DatasetField, type DatasetValues } from '@fleetkey/contract';
import type { z } from 'zod';

// Compiling a schema builds one zod object per field: done once per data set and schema version, not per
// request (an import of 10,000 rows or a busy form would otherwise rebuild it for every call).

const MAX_ENTRIES = 500;

/** Compiled record validators by data set, dropped when its schema version moves on. */
export class ValidatorCache {
  private readonly entries = new Map<string, { version: number; validator: z.ZodType<DatasetValues> }>();

  /** The validator of the data set at that schema version. */
  get(datasetId: string, version: number, fields: readonly DatasetField[]): z.ZodType<DatasetValues> {
    const cached = this.entries.get(datasetId);
    if (cached && cached.version === version) return cached.validator;
    const validator = compileRecordSchema(fields);
    this.entries.delete(datasetId);
    // Oldest first in a Map: evicting the first key bounds memory when many data sets are in use.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(datasetId, { version, validator });
    return validator;
  }
}
