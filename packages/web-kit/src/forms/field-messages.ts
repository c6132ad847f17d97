import type { FormInstance } from 'antd';

type NamePath = (string | number)[];

/** An error code puts on a form field (a server refusal, a whole-form check): its i18n key and values. */
export interface FieldMessage {
  name: NamePath;
  key: string;
  values?: Record<string, unknown>;
}

/** Translates a key with its values in the language now chosen (i18next's `t`). */
export type TranslateKey = (key: string, values?: Record<string, unknown>) => string;

/** A message set on a field, and the text it was shown as. */
type Shown = FieldMessage & { text: string };

// Per form: the messages set by code, by field. A form is one instance for its dialog's life, so a weak map
// keeps no closed dialog's messages.
const shownByForm = new WeakMap<FormInstance, Map<string, Shown>>();

const nameKey = (name: NamePath) => JSON.stringify(name);

function show<Values>(form: FormInstance<Values>, shown: readonly Shown[]): void {
  const fields = shown.map(({ name, text }) => ({ name, errors: [text] }));
  // The names are the form's own (the caller's field paths).
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
}

/**
 * Shows each message, translated, under its field, and remembers its key: a field's rules translate their
 * message when they run, but an error set by code would otherwise stay in the language it was set in
 * (useRetranslatedErrors re-sets these when the language changes).
 */
export function setFieldMessages<Values>(
  form: FormInstance<Values>,
  messages: readonly FieldMessage[],
  translate: TranslateKey,
): void {
  let remembered = shownByForm.get(form);
  if (!remembered) {
    remembered = new Map();
    shownByForm.set(form, remembered);
  }
  const shown = messages.map((message) => ({ ...message, text: translate(message.key, message.values) }));
  for (const message of shown) remembered.set(nameKey(message.name), message);
  show(form, shown);
}

/**
 * Sets again, in the language now chosen, the messages of setFieldMessages that their fields still show
 * (one the user's change or a new check took away is forgotten); answers the names of those fields.
 */
export function retranslateFieldMessages<Values>(
  form: FormInstance<Values>,
  translate: TranslateKey,
): NamePath[] {
  const remembered = shownByForm.get(form);
  if (!remembered) return [];
  const still: Shown[] = [];
  for (const [key, message] of remembered) {
    // The name is one the caller gave for this form's field.
    const errors = form.getFieldError(message.name as Parameters<FormInstance<Values>['getFieldError']>[0]);
    if (errors.length === 1 && errors[0] === message.text) still.push(message);
    else remembered.delete(key);
  }
  const retranslated = still.map((message) => ({
    ...message,
    text: translate(message.key, message.values),
  }));
  for (const message of retranslated) remembered.set(nameKey(message.name), message);
  show(form, retranslated);
  return retranslated.map((message) => message.name);
}
