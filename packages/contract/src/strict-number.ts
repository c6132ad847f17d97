import { z } from 'zod';

// Query strings and path segments carry numbers as text, and JavaScript's Number() reads far more than a
// person writes: '0x64', '1e2', ' 100' and '' all pass as numbers. Amounts and ids are read only from plain
// decimal notation, so what is checked is what was meant.

/** Plain decimal notation: an optional minus, digits, an optional fraction. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Wraps a coercing number schema so that text is read only in plain decimal notation; anything else fails
 * with the schema's own message (it reaches the schema as NaN).
 */
export function strictNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && !DECIMAL.test(value) ? Number.NaN : value),
    schema,
  );
}
