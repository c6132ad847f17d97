import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITIONS, LICENCE_REMARK_MAX, nameSchema, type LicenceAdminRow } from '@fleetkey/contract';
import type { LicenceChange } from '@fleetkey/api-client';
import { useErrorText } from '../../common/use-error-text';
import { editionKey } from '../../licences/licence-labels';
import { editValuesOf, licenceChangeOf, type LicenceEditValues } from '../licence-change';

/**
 * Edits a licence's remark, edition, expiry day and name; only what changed is sent. A name is checked
 * only when it is changed, so licences issued without one can still be edited.
 */
export function LicenceEditDialog({
  licence,
  onSubmit,
  onClose,
}: {
  licence: LicenceAdminRow;
  onSubmit: (change: LicenceChange) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<LicenceEditValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const checkName = (value: string) => {
    const name = value.trim();
    const issue = name === licence.name ? undefined : nameSchema.safeParse(name).error?.issues[0];
    return issue ? Promise.reject(new Error(t(issue.message))) : Promise.resolve();
  };

  const save = async (values: LicenceEditValues) => {
    const change = licenceChangeOf(licence, values);
    if (Object.keys(change).length === 0) return onClose();
    setSaving(true);
    setError(null);
    try {
      await onSubmit(change);
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
      title={t('licenceAdmin.editTitle', { number: licence.licenceNo })}
      okText={t('licenceAdmin.save')}
      cancelText={t('licenceAdmin.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'licence-admin-edit-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editValuesOf(licence)}
        onFinish={(values) => void save(values)}
        data-testid="licence-admin-edit-dialog"
      >
        <Form.Item
          name="name"
          label={t('licenceAdmin.fields.name')}
          rules={[{ validator: (_rule, value: string) => checkName(value) }]}
        >
          <Input maxLength={32} data-testid="licence-admin-edit-name" />
        </Form.Item>
        <Form.Item name="edition" label={t('licenceAdmin.fields.edition')}>
          <Select
            options={Object.values(EDITIONS).map((value) => ({ value, label: t(editionKey(value)) }))}
            data-testid="licence-admin-edit-edition"
          />
        </Form.Item>
        <Form.Item
          name="expiryDay"
          label={t('licenceAdmin.fields.expiredAt')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="date" data-testid="licence-admin-edit-expiry" />
        </Form.Item>
        <Form.Item name="remark" label={t('licenceAdmin.fields.remark')}>
          <Input.TextArea
            rows={3}
            maxLength={LICENCE_REMARK_MAX}
            showCount
            data-testid="licence-admin-edit-remark"
          />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon message={errorText(error)} />}
    </Modal>
  );
}
