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

/** A problem of a form's values, on the path of the form field it concerns. */
export interface FormIssue {
  path: (string | number)[];
  message: string;
}

/** A form's values checked against its contract schema: the body to send, or the issues to show. */
export type FormCheck<Body> = { ok: true; body: Body } | { ok: false; issues: FormIssue[] };

/**
 * The body of a checked form; when the check failed, each issue is shown on its field (translated) and
 * there is no body to send.
 */
export function checkedBody<Values, Body>(
  form: FormInstance<Values>,
  checked: FormCheck<Body>,
  translate: (key: string) => string,
): Body | undefined {
  if (checked.ok) return checked.body;
  const fields = checked.issues.map((issue) => ({ name: issue.path, errors: [translate(issue.message)] }));
  // The paths are the form's own names (each to*Body maps the contract's paths back to them).
  form.setFields(fields as FieldErrors<Values>);
  return undefined;
}
