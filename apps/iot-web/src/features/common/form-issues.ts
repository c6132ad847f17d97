import type { FormInstance } from 'antd';
import type { z } from 'zod';

/** The argument of a typed antd form's `setFields`. */
type FieldErrors<T> = Parameters<FormInstance<T>['setFields']>[0];

/**
 * The issues of a whole-form contract parse as antd field errors, first issue per field: rules that span
 * list rows (a repeated point name) are reported on the row that repeats.
 */
export function issuesToFields<T>(
  issues: readonly z.core.$ZodIssue[],
  translate: (key: string) => string,
): FieldErrors<T> {
  const seen = new Set<string>();
  const out: { name: (string | number)[]; errors: string[] }[] = [];
  for (const issue of issues) {
    const name = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    const key = name.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, errors: [translate(issue.message)] });
  }
  // The paths come from the contract schema of this very form's values, so they name its fields.
  return out as FieldErrors<T>;
}
