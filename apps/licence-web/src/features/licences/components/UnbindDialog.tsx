import { App, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES, UNBIND_LIMIT_PER_LICENCE } from '@fleetkey/contract';
import type { LicenceView } from '@fleetkey/contract';
import { unbindsLeft } from '../licence-actions';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { ActionError } from './ActionError';
import { LicenceSummary } from './LicenceSummary';

/**
 * Unbinding a licence from its device, after a confirmation: level ≥ 5 unbinds at once (`direct`); anyone
 * else sends an unbind request for an administrator to decide. Either counts against the unbind limit.
 */
export function UnbindDialog({
  licence,
  mode,
  onClose,
}: {
  licence: LicenceView;
  mode: 'direct' | 'request';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const unbind = useLicenceAction(async (): Promise<void> => {
    if (mode === 'direct') await api.licences.unbind(licence.id);
    else await api.applyments.create({ type: LICENCE_TYPES.unbind, licenceId: licence.id });
  });
  const submit = () =>
    unbind.mutate(undefined, {
      onSuccess: () => {
        void message.success(t(`licences.unbind.${mode}Done`));
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t(`licences.unbind.${mode}Title`)}
      okText={t(`licences.unbind.${mode}Submit`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'unbind-submit' }}
      confirmLoading={unbind.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="unbind-dialog"
    >
      <LicenceSummary licence={licence} />
      <Typography.Paragraph data-testid="unbind-confirm">
        {t(`licences.unbind.${mode}Confirm`, { device: licence.bindDevice?.deviceName ?? '' })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('licences.unbind.left', { left: unbindsLeft(licence), limit: UNBIND_LIMIT_PER_LICENCE })}
      </Typography.Paragraph>
      <ActionError error={unbind.error} />
    </Modal>
  );
}
