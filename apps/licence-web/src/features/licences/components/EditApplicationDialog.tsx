import { useState } from 'react';
import { App, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLY_DURATIONS, type ApplyDuration, type ApplymentView } from '@fleetkey/contract';
import { SubmitFailure, useDialogSubmit } from '@fleetkey/web-kit';
import { refreshAccountData } from '../../common/query-roots';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { DurationField } from './DurationField';

const isApplyDuration = (value: number | null): value is ApplyDuration =>
  (APPLY_DURATIONS as readonly (number | null)[]).includes(value);

/**
 * Changing the duration a pending new-licence or renewal application asks for (PUT /applyments/{userId}),
 * before an administrator has examined it. It saves once however often OK is clicked.
 */
export function EditApplicationDialog({
  userId,
  application,
  onClose,
}: {
  userId: string;
  application: ApplymentView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const queryClient = useQueryClient();
  const [duration, setDuration] = useState<number>(
    isApplyDuration(application.duration) ? application.duration : APPLY_DURATIONS[0],
  );
  const { saving, failure, save } = useDialogSubmit(onClose);
  const submit = () =>
    save(async () => {
      if (!isApplyDuration(duration)) return;
      await api.applyments.changeDuration(userId, application.id, duration);
      await refreshAccountData(queryClient);
      void message.success(t('licences.applications.edited'));
    });

  return (
    <Modal
      open
      title={t('licences.applications.editTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'application-edit-save', disabled: duration === application.duration }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="application-edit-dialog"
    >
      <Typography.Paragraph strong>{t('licences.fields.duration')}</Typography.Paragraph>
      <DurationField durations={APPLY_DURATIONS} value={duration} onChange={setDuration} />
      <SubmitFailure failure={failure} testId="application-edit-failure" />
    </Modal>
  );
}
