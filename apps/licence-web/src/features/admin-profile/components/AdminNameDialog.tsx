import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminSelfUpdateSchema, type AdminSelfUpdate } from '@fleetkey/contract';
import { zodFieldRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';

/** Changes the administrator's display name (the contract's person-name rule, checked before sending). */
export function AdminNameDialog({
  name,
  onSubmit,
  onClose,
}: {
  name: string;
  onSubmit: (values: AdminSelfUpdate) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog<AdminSelfUpdate>
      title={t('adminProfile.editName')}
      okText={t('adminProfile.save')}
      cancelText={t('adminProfile.cancel')}
      testIds={{ form: 'admin-name-form', ok: 'admin-name-save' }}
      initialValues={{ name }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('adminProfile.name')}
        rules={[zodFieldRule(adminSelfUpdateSchema, 'name', t)]}
      >
        <Input autoFocus maxLength={32} data-testid="admin-name-input" />
      </Form.Item>
    </FormDialog>
  );
}
