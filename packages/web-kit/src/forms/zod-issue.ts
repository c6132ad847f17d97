import type { z } from 'zod';

/** The message key of the first issue `schema` finds in `value` (the contract's rule), or undefined. */
export function zodIssueKey(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
