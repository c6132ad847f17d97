import type { RuleObject } from 'antd/es/form';
import { zodRule } from '@fleetkey/web-kit';

/** A filter field's rule: empty means "no filter"; anything typed must pass the contract's schema. */
export function optionalRule(
  schema: Parameters<typeof zodRule>[0],
  translate: (key: string) => string,
): RuleObject {
  const rule = zodRule(schema, translate);
  return {
    validator: async (applied, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      await rule.validator?.(applied, value, () => undefined);
    },
  };
}
