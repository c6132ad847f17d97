import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { roleCreateSchema, type PermissionItem, type RoleView } from '@fleetkey/contract';
import { zodRule, type FieldMessage } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
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

/** A name another role bears is said under the name. */
const takenName = (error: unknown): FieldMessage[] =>
  error instanceof ApiError && error.code === 'NAME_IN_USE'
    ? [{ name: ['name'], key: 'rolesAdmin.nameInUse' }]
    : [];

/**
 * Create or edit a role: name (2–32 letters and digits, unique), description ('' or 2–64) and its
 * permission tree through the permission dialog. A taken name shows "name already used" on the field.
 */
export function RoleFormDialog({ role, onClose }: { role?: RoleView; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useRoleActions();

  return (
    <FormDialog<Values>
      title={t(role ? 'rolesAdmin.editTitle' : 'rolesAdmin.newTitle')}
      testIds={{ form: 'role-form', ok: 'role-form-ok' }}
      initialValues={{
        name: role?.name ?? '',
        description: role?.description ?? '',
        permissions: role?.permissions ?? [],
      }}
      onSubmit={(values) =>
        role ? update.mutateAsync({ id: role.id, body: values }) : create.mutateAsync(values)
      }
      fieldErrors={takenName}
      onClose={onClose}
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
    </FormDialog>
  );
}
