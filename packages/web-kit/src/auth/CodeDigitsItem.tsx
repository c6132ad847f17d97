import { Form, Input } from 'antd';
import type { FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CODE_LENGTH } from '@fleetkey/contract';
import { zodRule } from '../forms/zod-rule';

/**
 * The box of a code row (beside its send button, in a `Space.Compact`): digits only, at most CODE_LENGTH, and
 * the phone is offered the code it has just received.
 */
export function CodeDigitsItem({
  name,
  schema,
  validateTrigger,
  autoFocus,
  placeholder,
  testId,
}: {
  name: string;
  /** The contract's rule of the code (a sign-in's security code or a contact's verification code). */
  schema: z.ZodType;
  validateTrigger?: FormItemProps['validateTrigger'];
  autoFocus?: boolean;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      noStyle
      rules={[zodRule(schema, t)]}
      validateTrigger={validateTrigger}
      // Digits only in code boxes (licence-portal.md §5).
      normalize={(value: string) => value.replace(/\D/g, '')}
    >
      <Input
        autoFocus={autoFocus}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder={placeholder}
        data-testid={testId}
      />
    </Form.Item>
  );
}
