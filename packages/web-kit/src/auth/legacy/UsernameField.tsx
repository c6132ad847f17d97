import { Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX, usernameSchema } from '@fleetkey/contract';
import { zodRule } from '../../forms/zod-rule';

/**
 * The classic forms' user-name field (`username`), first on the form. User names hold no spaces, so a
 * pasted one loses its edges; a mobile typed here instead also fits the user-name characters.
 */
export function UsernameField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="username"
      rules={[zodRule(usernameSchema, t)]}
      validateTrigger="onBlur"
      normalize={(value: string) => value.trim()}
    >
      <Input
        autoFocus
        prefix={<UserOutlined />}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        placeholder={t('auth.fields.username')}
        data-testid="username-input"
      />
    </Form.Item>
  );
}
