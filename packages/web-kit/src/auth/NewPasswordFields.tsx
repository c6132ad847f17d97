import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { newPasswordPairSchema } from '@fleetkey/contract';
import { zodFieldRule } from '../forms/zod-rule';

/**
 * A new strong password and its confirmation, as the form fields `newPassword` and `confirmPassword`,
 * checked by the contract's pair rule (the confirmation must equal the password).
 */
export function NewPasswordFields({
  placeholderKey = 'auth.fields.newPassword',
}: {
  placeholderKey?: string;
}) {
  const { t } = useTranslation();
  const item = (name: 'newPassword' | 'confirmPassword', testId: string, placeholder: string) => (
    <Form.Item
      name={name}
      rules={[zodFieldRule(newPasswordPairSchema, name, t)]}
      dependencies={name === 'confirmPassword' ? ['newPassword'] : undefined}
      // Nothing typed is cut or dropped (a password silently shortened is not the one the user chose):
      // too long, or with characters outside the rule, the rule's message says so.
      validateTrigger="onBlur"
    >
      <Input.Password
        prefix={<LockOutlined />}
        autoComplete="new-password"
        placeholder={t(placeholder)}
        data-testid={testId}
      />
    </Form.Item>
  );
  return (
    <>
      {item('newPassword', 'new-password', placeholderKey)}
      {item('confirmPassword', 'confirm-password', 'auth.fields.confirmPassword')}
    </>
  );
}
