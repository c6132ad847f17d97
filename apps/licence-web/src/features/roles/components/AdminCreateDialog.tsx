import { useState } from 'react';
import { Button, Form, Input, Modal, Result, Space, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { adminCreateSchema, type AdminView } from '@fleetkey/contract';
import { zodRule, type FieldMessage } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { useCreateAdmin } from '../hooks/useRoleMembers';
import { generateInitialPassword } from '../initial-password';
import { InitialPasswordField } from './InitialPasswordField';

interface Values {
  username: string;
  name: string;
  password: string;
}

/** The administrator made, with the initial password to hand over. */
interface Created {
  admin: AdminView;
  password: string;
}

const FIELDS = adminCreateSchema.shape;

/** A user name already taken (in any case) is said under the user name. */
const takenUsername = (error: unknown): FieldMessage[] =>
  error instanceof ApiError && error.code === 'USER_EXISTS'
    ? [{ name: ['username'], key: 'rolesAdmin.admin.usernameTaken' }]
    : [];

// The display name may be left empty: the server then uses the user name.
const optional = (rule: RuleObject): RuleObject => ({
  validator: (self, value: string | undefined, callback) =>
    value ? rule.validator?.(self, value, callback) : Promise.resolve(),
});

/**
 * A new administrator (POST /admins), governed by roles. The password is the initial one the server asks
 * for (strong rule): the owner must replace it at first sign-in, so once created it is shown here to be
 * handed over — the server never shows it again.
 */
export function AdminCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<Created | null>(null);
  const create = useCreateAdmin();
  const [firstPassword] = useState(generateInitialPassword);

  const submit = async ({ username, name, password }: Values): Promise<Created> => {
    const admin = await create.mutateAsync({
      username,
      password,
      ...(name.trim() ? { name: name.trim() } : {}),
    });
    return { admin, password };
  };

  if (created) {
    return (
      <Modal
        open
        title={t('rolesAdmin.admin.title')}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      >
        <Result
          status="success"
          title={t('rolesAdmin.admin.created', { username: created.admin.username })}
          subTitle={t('rolesAdmin.admin.handOver')}
          extra={
            <Space direction="vertical">
              <Typography.Text>
                {t('rolesAdmin.admin.username')}:{' '}
                <Typography.Text code>{created.admin.username}</Typography.Text>
              </Typography.Text>
              <Typography.Text>
                {t('rolesAdmin.admin.initialPassword')}:{' '}
                <Typography.Text code copyable data-testid="admin-initial-password">
                  {created.password}
                </Typography.Text>
              </Typography.Text>
            </Space>
          }
        />
      </Modal>
    );
  }

  return (
    <FormDialog<Values, Created>
      title={t('rolesAdmin.admin.title')}
      testIds={{ form: 'admin-form', ok: 'admin-form-ok' }}
      form={form}
      initialValues={{ username: '', name: '', password: firstPassword }}
      onSubmit={submit}
      fieldErrors={takenUsername}
      onSaved={setCreated}
      onClose={onClose}
    >
      <Form.Item name="username" label={t('rolesAdmin.admin.username')} rules={[zodRule(FIELDS.username, t)]}>
        <Input maxLength={20} autoComplete="off" data-testid="admin-form-username" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('rolesAdmin.admin.name')}
        rules={[optional(zodRule(FIELDS.name.unwrap(), t))]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      <InitialPasswordField form={form} testId="admin-form-password" />
    </FormDialog>
  );
}
