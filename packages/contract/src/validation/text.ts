import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './keys';
import type { ValidationMessageKey } from './keys';

// Building blocks of the field schemas: every issue carries a message key, never zod's English text.

/** Common Chinese characters (U+4E00–U+9FA5), the range the spec's forms accept. */
export const CHINESE_CHAR_CLASS = '\\u4e00-\\u9fa5';

/** Message of a type mismatch: missing reads `validation.required`, another type `validation.invalidType`. */
export function typeError(issue: { input?: unknown }): ValidationMessageKey {
  return issue.input === undefined || issue.input === null ? M.required : M.invalidType;
}

/** A string whose type mismatch reads as a message key. */
export function text() {
  return z.string({ error: typeError });
}

/** An object of fields whose own type mismatch reads as a message key. */
export function fields<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: typeError });
}

/** A non-empty string; the emptiness check stops further checks so '' reports only `required`. */
export function requiredText() {
  return text().min(1, { error: M.required, abort: true });
}

/** A required text trimmed first, so blanks alone count as missing (names, titles). */
export function requiredTrimmedText() {
  return text().trim().min(1, { error: M.required, abort: true });
}

/** Whether a value starts or ends with one of the given characters. */
export function hasEdge(value: string, chars: '_' | '_-'): boolean {
  const edge = chars === '_' ? /^_|_$/ : /^[_-]|[_-]$/;
  return edge.test(value);
}

/** An optional field: absent, '' or blank become undefined; anything else must pass the schema. */
export function optionalField<S extends z.ZodType<unknown, string>>(schema: S) {
  return text()
    .transform((value, ctx): z.output<S> | undefined => {
      if (value.trim() === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}

/** A required string of a length range with one message for every failure. */
export function boundedText(min: number, max: number, message: ValidationMessageKey) {
  return requiredText().min(min, message).max(max, message);
}

/** A list of at most `max` items whose `key` must differ (a repeat is reported at its own index). */
export function distinctList<T extends z.ZodType>(item: T, key: string, max: number) {
  return z
    .array(item, { error: typeError })
    .max(max, M.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, key], message: M.duplicate });
        seen.add(value);
      });
    });
}

/** A list of one to `max` items: none reads `required`, more than `max` reads `tooMany`. */
export function listOf<T extends z.ZodType>(item: T, max: number) {
  return z.array(item, { error: typeError }).min(1, M.required).max(max, M.tooMany);
}
