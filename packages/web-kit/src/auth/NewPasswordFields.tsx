import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { newPasswordPairSchema, PASSWORD_MAX, stripChinese } from '@fleetkey/contract';
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
      validateTrigger="onBlur"
      // Chinese characters are dropped while typing, as the spec's password inputs do.
      normalize={(value: string) => stripChinese(value)}
    >
      <Input.Password
        prefix={<LockOutlined />}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
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
