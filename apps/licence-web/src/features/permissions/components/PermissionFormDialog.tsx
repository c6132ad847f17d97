import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import {
  PERMISSION_DETAILS_MAX,
  PERMISSION_SHORT_TEXT_MAX,
  permissionCreateSchema,
  type PermissionCreate,
  type PermissionView,
} from '@fleetkey/contract';
import { zodRule, type FieldMessage } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { usePermissionActions } from '../hooks/usePermissions';

type Values = Required<PermissionCreate>;

const FIELDS = permissionCreateSchema.shape;

/** A NAME_IN_USE answer under the field it is about: the server names it (name or key); name when it cannot tell. */
function takenField(error: unknown): FieldMessage[] {
  if (!(error instanceof ApiError) || error.code !== 'NAME_IN_USE') return [];
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return field === 'key'
    ? [{ name: ['key'], key: 'permissionsAdmin.keyInUse' }]
    : [{ name: ['name'], key: 'permissionsAdmin.nameInUse' }];
}

/**
 * Create or edit a permission, validated with the contract's schema. A name or key already used shows the
 * server's "name already used" on its field; a system permission's name and key cannot change.
 */
export function PermissionFormDialog({
  permission,
  onClose,
}: {
  /** The permission to edit; absent for a new one. */
  permission?: PermissionView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { create, update } = usePermissionActions();
  const fixedName = permission?.type === 'system';

  return (
    <FormDialog<Values>
      title={t(permission ? 'permissionsAdmin.editTitle' : 'permissionsAdmin.newTitle')}
      testIds={{ form: 'permission-form', ok: 'permission-form-ok' }}
      initialValues={{
        name: permission?.name ?? '',
        key: permission?.key ?? '',
        desc: permission?.desc ?? '',
        os: permission?.os ?? '',
        version: permission?.version ?? '',
        details: permission?.details ?? '',
      }}
      onSubmit={(values) =>
        permission ? update.mutateAsync({ id: permission.id, body: values }) : create.mutateAsync(values)
      }
      fieldErrors={takenField}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('permissionsAdmin.fields.name')} rules={[zodRule(FIELDS.name, t)]}>
        <Input maxLength={32} disabled={fixedName} data-testid="permission-form-name" />
      </Form.Item>
      <Form.Item name="key" label={t('permissionsAdmin.fields.key')} rules={[zodRule(FIELDS.key, t)]}>
        <Input maxLength={64} disabled={fixedName} data-testid="permission-form-key" />
      </Form.Item>
      <Form.Item name="desc" label={t('permissionsAdmin.fields.desc')} rules={[zodRule(FIELDS.desc, t)]}>
        <Input maxLength={64} data-testid="permission-form-desc" />
      </Form.Item>
      <Form.Item name="os" label={t('permissionsAdmin.fields.os')} rules={[zodRule(FIELDS.os, t)]}>
        <Input maxLength={PERMISSION_SHORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('permissionsAdmin.fields.version')}
        rules={[zodRule(FIELDS.version, t)]}
      >
        <Input maxLength={PERMISSION_SHORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="details"
        label={t('permissionsAdmin.fields.details')}
        rules={[zodRule(FIELDS.details, t)]}
      >
        <Input.TextArea rows={3} maxLength={PERMISSION_DETAILS_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
