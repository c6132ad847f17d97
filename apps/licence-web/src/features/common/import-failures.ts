import { ApiError } from '@fleetkey/api-client';
import type { FieldError } from '@fleetkey/contract';

/** One failure of an imported file: the row (1-based) and field it names, or none for the whole file. */
export interface ImportFailure {
  row?: number;
  field?: string;
  /** An i18n key (validation.*). */
  message: string;
  /** The key's placeholders (the name of an unknown node). */
  params?: Record<string, string>;
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).path === 'string' &&
  typeof (value as FieldError).message === 'string';

/**
 * The failures a refused import lists (a 400 whose data carries `fields` at `file` or
 * `<rows>.<index>.<field>`), or undefined when the refusal is of another kind.
 */
export function importFailures(error: unknown): ImportFailure[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return undefined;
  return fields.filter(isFieldError).map(({ path, message, params }) => {
    const [, index, ...field] = path.split('.');
    const row = index === undefined ? undefined : Number(index) + 1;
    const named = params === undefined ? {} : { params };
    return Number.isInteger(row)
      ? { row, field: field.length > 0 ? field.join('.') : undefined, message, ...named }
      : { message, ...named };
  });
}
