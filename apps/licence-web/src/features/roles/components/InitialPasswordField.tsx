import { Button, Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminCreateSchema } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { generateInitialPassword } from '../initial-password';

/**
 * An administrator's initial password (the strong rule; replaced at the first sign-in), in the form's
 * `password` field, with a button that generates one.
 */
export function InitialPasswordField({ form, testId }: { form: FormInstance; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('rolesAdmin.admin.initialPassword')}
      extra={t('rolesAdmin.admin.passwordHint')}
      required
    >
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="password" noStyle rules={[zodRule(adminCreateSchema.shape.password, t)]}>
          <Input autoComplete="new-password" data-testid={testId} />
        </Form.Item>
        <Button onClick={() => form.setFieldValue('password', generateInitialPassword())}>
          {t('rolesAdmin.admin.generate')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
