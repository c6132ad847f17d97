import type { FormInstance } from 'antd';
import { ApiError } from '@fleetkey/api-client';
import type { z } from 'zod';
import { setFieldMessages, type TranslateKey } from '@fleetkey/web-kit';

/** A field's name and errors, as `setFields` takes them for any form. */
type FormIssueFields = { name: (string | number)[]; errors: string[] };

/** The argument of a typed antd form's `setFields`. */
type FieldErrors<T> = Parameters<FormInstance<T>['setFields']>[0];

/**
 * The issues of a whole-form contract parse as form issues, first issue per field: rules that span list
 * rows (a repeated point name) are reported on the row that repeats.
 */
export function firstIssues(issues: readonly z.core.$ZodIssue[]): FormIssue[] {
  const seen = new Set<string>();
  const out: FormIssue[] = [];
  for (const issue of issues) {
    const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message: issue.message });
  }
  return out;
}

/** A problem of a form's values, on the path of the form field it concerns: a message key and its values. */
export interface FormIssue {
  path: (string | number)[];
  message: string;
  values?: Record<string, unknown>;
}

/** A form's values checked against its contract schema: the body to send, or the issues to show. */
export type FormCheck<Body> = { ok: true; body: Body } | { ok: false; issues: FormIssue[] };

/**
 * The body of a checked form; when the check failed, each issue is shown on its field (translated) and
 * there is no body to send. Issues an earlier check showed go: set by hand, no rule of the field clears
 * them, and a filled URL kept the "required" of the empty one under it (issue 34).
 */
export function checkedBody<Values, Body>(
  form: FormInstance<Values>,
  checked: FormCheck<Body>,
  translate: TranslateKey,
): Body | undefined {
  const stale = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0)
    .map((field): FormIssueFields => ({ name: field.name, errors: [] }));
  // The names are the form's own, as it reported them.
  form.setFields(stale as FieldErrors<Values>);
  if (checked.ok) return checked.body;
  showIssues(form, checked.issues, translate);
  return undefined;
}

/** Shows each issue on the form field its path names, translated (and again on a change of language). */
export function showIssues<Values>(
  form: FormInstance<Values>,
  issues: readonly FormIssue[],
  translate: TranslateKey,
): void {
  // The paths are the form's own names (each to*Body maps the contract's paths back to them).
  setFieldMessages(
    form,
    issues.map(({ path, message, values }) => ({ name: path, key: message, values })),
    translate,
  );
}

/**
 * The fields a server's 400 refusal names (`data.fields`: path and message key) among `names`, as issues of
 * the form's fields of those names; none for any other failure.
 */
export function refusedFields(error: unknown, names: readonly string[]): FormIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = (error.data as { fields?: { path?: unknown; message?: unknown }[] } | undefined)?.fields;
  return (fields ?? []).flatMap(({ path, message }) =>
    typeof path === 'string' && names.includes(path) && typeof message === 'string'
      ? [{ path: [path], message }]
      : [],
  );
}
