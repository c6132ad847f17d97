import { expect } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../errors';
import type { FieldError } from '../errors';
import { VALIDATION_MESSAGE_KEYS } from './keys';

// Test support only (not exported by the package): the field errors a value raises, after checking that
// each message is a listed key, so no schema can leak zod's English text to the consoles.

/** Field errors of parsing a value; [] when it is accepted. */
export function issuesOf(schema: z.ZodType, value: unknown): FieldError[] {
  const result = schema.safeParse(value);
  const errors = result.success ? [] : toFieldErrors(result.error.issues);
  for (const error of errors) expect(VALIDATION_MESSAGE_KEYS).toContain(error.message);
  return errors;
}

/** The parsed value, failing the test with the issues when the value is rejected. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as z.output<S>;
}
