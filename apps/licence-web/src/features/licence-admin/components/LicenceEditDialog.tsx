import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EDITIONS, LICENCE_REMARK_MAX, nameSchema, type LicenceAdminRow } from '@fleetkey/contract';
import type { LicenceChange } from '@fleetkey/api-client';
import { formatDate } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { editionKey } from '../../licences/licence-labels';
import { editValuesOf, licenceChangeOf, type LicenceEditValues } from '../licence-change';

const DAY_FORMAT = 'YYYY-MM-DD';

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
  const checkName = (value: string) => {
    const name = value.trim();
    const issue = name === licence.name ? undefined : nameSchema.safeParse(name).error?.issues[0];
    return issue ? Promise.reject(new Error(t(issue.message))) : Promise.resolve();
  };

  return (
    <FormDialog<LicenceEditValues>
      title={t('licenceAdmin.editTitle', { number: licence.licenceNo })}
      okText={t('licenceAdmin.save')}
      cancelText={t('licenceAdmin.cancel')}
      testIds={{ form: 'licence-admin-edit-dialog', ok: 'licence-admin-edit-ok' }}
      initialValues={editValuesOf(licence)}
      onSubmit={async (values) => {
        const change = licenceChangeOf(licence, values);
        // Nothing changed: the dialog just closes.
        if (Object.keys(change).length > 0) await onSubmit(change);
      }}
      onClose={onClose}
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
        // The form keeps the day as YYYY-MM-DD text (licence-change.ts); the picker works in dayjs values.
        getValueProps={(day: string | undefined) => ({ value: day ? dayjs(day) : undefined })}
        normalize={(value: Dayjs | null) => value?.format(DAY_FORMAT)}
        rules={[
          { required: true, message: t('validation.required') },
          // Allowed (ending a licence at once is an administrator's right), but never by a slip unnoticed.
          {
            warningOnly: true,
            validator: (_rule, value: string | undefined) =>
              value && value < formatDate(Date.now())
                ? Promise.reject(new Error(t('licenceAdmin.expiryInPast')))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker allowClear={false} style={{ width: '100%' }} data-testid="licence-admin-edit-expiry" />
      </Form.Item>
      <Form.Item name="remark" label={t('licenceAdmin.fields.remark')}>
        <Input.TextArea
          rows={3}
          maxLength={LICENCE_REMARK_MAX}
          showCount
          data-testid="licence-admin-edit-remark"
        />
      </Form.Item>
    </FormDialog>
  );
}
