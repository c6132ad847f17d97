import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_ID_MAX, deviceIdSchema, deviceNameSchema, FIRST_BIND_BONUS_MONTHS } from '@fleetkey/contract';
import type { LicenceBindQuery, LicenceView } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useRewards } from '../hooks/useBilling';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { ActionError } from './ActionError';
import { LicenceSummary } from './LicenceSummary';

/** The device's two fields, alike but for their contract schema and test id. */
const DEVICE_FIELDS = [
  ['deviceId', deviceIdSchema, 'bind-device-id'],
  ['deviceName', deviceNameSchema, 'bind-device-name'],
] as const;

/** Binding a licence to a device; the id and name follow §5 through the contract's own schemas. */
export function BindDialog({ licence, onClose }: { licence: LicenceView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const [form] = Form.useForm<LicenceBindQuery>();
  // Promised only while the server says the account has not had it (unknown: not promised).
  const bonusAhead = useRewards().data?.firstBindBonus === true;
  const bind = useLicenceAction((device: LicenceBindQuery) => api.licences.bind(licence.id, device));
  const submit = (device: LicenceBindQuery) =>
    bind.mutate(device, {
      onSuccess: () => {
        void message.success(t('licences.bind.done', { device: device.deviceName }));
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('licences.bind.title')}
      okText={t('licences.bind.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'bind-submit' }}
      confirmLoading={bind.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="bind-dialog"
    >
      <LicenceSummary licence={licence} />
      <Form form={form} layout="vertical" onFinish={submit}>
        {DEVICE_FIELDS.map(([name, schema, testId]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`licences.fields.${name}`)}
            extra={t(`licences.bind.${name}Hint`)}
            rules={[zodRule(schema, t)]}
          >
            <Input maxLength={DEVICE_ID_MAX} autoComplete="off" data-testid={testId} />
          </Form.Item>
        ))}
      </Form>
      {bonusAhead && (
        <Typography.Text type="secondary" data-testid="bind-bonus-hint">
          {t('licences.bind.bonusHint', { months: FIRST_BIND_BONUS_MONTHS })}
        </Typography.Text>
      )}
      <ActionError error={bind.error} />
    </Modal>
  );
}
