import { useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenceAdminRow } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
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
  const roles = useRoleChoices();
  const [roleId, setRoleId] = useState(licence.role?.id ?? NO_ROLE);
  return (
    <FormDialog
      title={t('licenceAdmin.roleTitle', { number: licence.licenceNo })}
      okText={t('licenceAdmin.save')}
      cancelText={t('licenceAdmin.cancel')}
      testIds={{ form: 'licence-admin-role-dialog', ok: 'licence-admin-role-ok' }}
      okDisabled={roleId === (licence.role?.id ?? NO_ROLE)}
      onSubmit={() => onSubmit(roleId === NO_ROLE ? null : roleId)}
      onClose={onClose}
      above={<QueryError query={roles} />}
    >
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
    </FormDialog>
  );
}
