import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenceAdminRow } from '@fleetkey/contract';
import { LoadError } from '../../common/LoadError';
import { useErrorText } from '../../common/use-error-text';
import { useRoleChoices } from '../hooks/useLicenceAdmin';

const NO_ROLE = '';

/** Assigns a role (permission group) of GET /roles to a licence, or takes it away. */
export function LicenceRoleDialog({
  licence,
  onSubmit,
  onClose,
}: {
  licence: LicenceAdminRow;
  onSubmit: (roleId: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const roles = useRoleChoices();
  const [roleId, setRoleId] = useState(licence.role?.id ?? NO_ROLE);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(roleId === NO_ROLE ? null : roleId);
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('licenceAdmin.roleTitle', { number: licence.licenceNo })}
      okText={t('licenceAdmin.save')}
      cancelText={t('licenceAdmin.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{
        disabled: roleId === (licence.role?.id ?? NO_ROLE),
        'data-testid': 'licence-admin-role-ok',
      }}
      destroyOnHidden
    >
      {roles.isError && <LoadError error={roles.error} onRetry={() => void roles.refetch()} />}
      <Form layout="vertical" data-testid="licence-admin-role-dialog">
        <Form.Item label={t('licenceAdmin.fields.role')}>
          <Select
            value={roleId}
            loading={roles.isPending}
            onChange={setRoleId}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: NO_ROLE, label: t('licenceAdmin.noRole') },
              ...(roles.data?.result ?? []).map((role) => ({ value: role.id, label: role.name })),
            ]}
            data-testid="licence-admin-role-select"
          />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon message={errorText(error)} />}
    </Modal>
  );
}
