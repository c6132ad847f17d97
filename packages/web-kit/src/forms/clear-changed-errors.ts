import type { FormInstance } from 'antd';

type NamePath = (string | number)[];

/** Whether the user's change (antd's `changedValues`, nested as the form's values) reaches this field. */
function reaches(changed: unknown, name: NamePath): boolean {
  let node: unknown = changed;
  for (const part of name) {
    // A whole list or object replaced at once reaches every field under it.
    if (node === null || typeof node !== 'object') return true;
    if (!(part in node)) return false;
    node = (node as Record<string | number, unknown>)[part];
  }
  return true;
}

/**
 * Takes away the errors under the fields the user just changed (call it from the form's onValuesChange).
 * antd re-checks a changed field only when it has rules of its own: an error a form's whole-value check or
 * the server put on a field (setFields) otherwise stayed under it, however it was corrected.
 */
export function clearChangedErrors<Values>(form: FormInstance<Values>, changedValues: unknown): void {
  const stale = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0 && reaches(changedValues, field.name))
    .map((field): { name: NamePath; errors: string[] } => ({ name: field.name, errors: [] }));
  // The names are the form's own, as it reported them; the field's own rules (if any) run after this.
  if (stale.length > 0) form.setFields(stale as Parameters<FormInstance<Values>['setFields']>[0]);
}
