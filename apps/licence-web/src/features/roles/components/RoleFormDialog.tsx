import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { roleCreateSchema, type PermissionItem, type RoleView } from '@fleetkey/contract';
import { setFieldMessages, useErrorText, useRetranslatedErrors, zodRule } from '@fleetkey/web-kit';
import { useRoleActions } from '../hooks/useRoles';
import { PermissionField } from './PermissionField';

interface Values {
  name: string;
  description: string;
  permissions: PermissionItem[];
}

/** The role's text fields and the longest each may be (as the contract's role schema allows). */
const TEXT_FIELDS = [
  ['name', 32],
  ['description', 64],
] as const;

/**
 * Create or edit a role: name (2–32 letters and digits, unique), description ('' or 2–64) and its
 * permission tree through the permission dialog. A taken name shows "name already used" on the field.
 */
export function RoleFormDialog({ role, onClose }: { role?: RoleView; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  useRetranslatedErrors(form);
  const [error, setError] = useState<unknown>(null);
  const { create, update } = useRoleActions();

  const submit = async (values: Values) => {
    setError(null);
    try {
      if (role) await update.mutateAsync({ id: role.id, body: values });
      else await create.mutateAsync(values);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'NAME_IN_USE') {
        setFieldMessages(form, [{ name: ['name'], key: 'rolesAdmin.nameInUse' }], t);
      } else setError(e);
    }
  };

  return (
    <Modal
      open
      title={t(role ? 'rolesAdmin.editTitle' : 'rolesAdmin.newTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'role-form-ok' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: role?.name ?? '',
          description: role?.description ?? '',
          permissions: role?.permissions ?? [],
        }}
        onFinish={(values) => void submit(values)}
        data-testid="role-form"
      >
        {TEXT_FIELDS.map(([name, max]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`rolesAdmin.fields.${name}`)}
            rules={[zodRule(roleCreateSchema.shape[name], t)]}
          >
            <Input maxLength={max} data-testid={`role-form-${name}`} />
          </Form.Item>
        ))}
        <Form.Item name="permissions" label={t('rolesAdmin.fields.permissions')}>
          <PermissionField />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon title={errorText(error)} />}
    </Modal>
  );
}
