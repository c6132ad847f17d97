import { useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLY_DURATIONS, LICENCE_TYPES } from '@fleetkey/contract';
import type { LicenceView } from '@fleetkey/contract';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { ActionError } from './ActionError';
import { DurationField } from './DurationField';
import { LicenceSummary } from './LicenceSummary';

/** Asking for a renewal of one licence with a chosen duration; buying one instead is a click away. */
export function RenewDialog({
  licence,
  onClose,
  onPurchase,
}: {
  licence: LicenceView;
  onClose: () => void;
  onPurchase: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const [duration, setDuration] = useState<number>(APPLY_DURATIONS[0]);
  const renew = useLicenceAction(() =>
    api.applyments.create({
      type: LICENCE_TYPES.renew,
      licenceId: licence.id,
      // The choice comes from APPLY_DURATIONS itself.
      duration: duration as (typeof APPLY_DURATIONS)[number],
    }),
  );
  const submit = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        void message.success(t('licences.renew.submitted'));
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('licences.renew.title')}
      okText={t('licences.renew.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'renew-submit' }}
      confirmLoading={renew.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="renew-dialog"
    >
      <LicenceSummary licence={licence} />
      <Typography.Paragraph strong>{t('licences.fields.duration')}</Typography.Paragraph>
      <DurationField durations={APPLY_DURATIONS} value={duration} onChange={setDuration} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('licences.renew.hint')}{' '}
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={onPurchase}
          data-testid="renew-purchase"
        >
          {t('licences.renew.purchase')}
        </Button>
      </Typography.Paragraph>
      <ActionError error={renew.error} />
    </Modal>
  );
}
