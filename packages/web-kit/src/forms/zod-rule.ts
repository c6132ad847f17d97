import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';

/** Translates a validation message key (`validation.mobileInvalid`) to the current language. */
export type Translate = (key: string) => string;

function firstMessage(issues: readonly z.core.$ZodIssue[], translate: Translate): string | undefined {
  const issue = issues[0];
  return issue === undefined ? undefined : translate(issue.message);
}

/**
 * Whether the rule refuses an empty field, as its validator reads one. A schema with asynchronous checks
 * cannot say without a round trip: it is not marked.
 */
function refusesEmpty(schema: z.ZodType): boolean {
  try {
    return !schema.safeParse('').success;
  } catch {
    return false;
  }
}

/**
 * An antd rule from a contract schema: the field's value is parsed with `schema.safeParse`, and the first
 * issue's message key is shown through i18n, so the form and the server apply one rule. A schema that refuses
 * an empty field marks the field required (antd's asterisk); the message is still the schema's.
 */
export function zodRule(schema: z.ZodType, translate: Translate): RuleObject {
  return {
    // With a validator of its own, antd only reads `required` for the asterisk.
    required: refusesEmpty(schema),
    validator: async (_rule, value: unknown) => {
      // antd gives undefined for an untouched input; the schemas' `required` reads the same for ''.
      const result = await schema.safeParseAsync(value ?? '');
      if (!result.success) throw new Error(firstMessage(result.error.issues, translate));
    },
  };
}

/**
 * An antd rule for one field of a form-level schema (rules that compare fields, such as "confirm must
 * equal the new password"): the whole form is parsed and only the issues at `field` are reported.
 */
export function zodFieldRule(
  schema: z.ZodType,
  field: string,
  translate: Translate,
): (form: Pick<FormInstance, 'getFieldsValue'>) => RuleObject {
  return (form) => ({
    validator: async () => {
      const result = await schema.safeParseAsync(form.getFieldsValue(true));
      if (result.success) return;
      const issues = result.error.issues.filter((issue) => issue.path[0] === field);
      const message = firstMessage(issues, translate);
      if (message !== undefined) throw new Error(message);
    },
  });
}
