import { App, Divider, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FirmwareNotify, RolloutView } from '@fleetkey/contract';
import { firstIssues, showIssues } from '../../common/form-issues';
import { FormModal } from '@fleetkey/web-kit';
import { NOTIFY_DEFAULTS, toNotifyInput, type NotifyFormValues } from '../notify-form';
import { useTypeDeviceCount } from '../hooks/useNotifyTargets';
import { NotifyTargets } from './NotifyTargets';
import { RolloutSettings } from './RolloutSettings';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface NotifyDialogProps {
  devtype: string;
  version: string;
  onNotify: (input: FirmwareNotify) => Promise<RolloutView>;
  /** The rollout just started (the screen shows its board). */
  onStarted: (rollout: RolloutView) => void;
  onClose: () => void;
}

/**
 * "Update": starts a rollout of a version to all devices of the type, chosen devices or a group, with its
 * batch and failure settings (the contract's defaults and bounds). A refusal (no device to update) shows in
 * the dialog. "All devices of the type" is the default target, so it asks once more, naming how many devices
 * it reaches: one click must not start a fleet-wide update.
 */
export function NotifyDialog({ devtype, version, onNotify, onStarted, onClose }: NotifyDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<NotifyFormValues>(onClose);
  const target = Form.useWatch('upgrade_type', form) ?? NOTIFY_DEFAULTS.upgrade_type;
  const { modal } = App.useApp();

  const submit = (values: NotifyFormValues) => {
    const parsed = toNotifyInput(values);
    if (!parsed.success) {
      showIssues(form, firstIssues(parsed.error.issues), t);
      return;
    }
    const start = () => void save(async () => onStarted(await onNotify(parsed.data)));
    if (parsed.data.upgrade_type !== 'all') return start();
    modal.confirm({
      title: t('firmware.notify.confirmAllTitle'),
      content: <FleetSentence devtype={devtype} version={version} />,
      okText: t('firmware.notify.start'),
      okButtonProps: { danger: true, 'data-testid': 'firmware-notify-confirm-all' },
      onOk: start,
    });
  };

  return (
    <FormModal<NotifyFormValues>
      width={640}
      title={t('firmware.notify.title', { devtype, version })}
      okText={t('firmware.notify.start')}
      {...frame}
      testIds={{
        form: 'firmware-notify-dialog',
        ok: 'firmware-notify-submit',
        failure: 'firmware-notify-error',
      }}
      initialValues={NOTIFY_DEFAULTS}
      onFinish={submit}
    >
      <NotifyTargets devtype={devtype} target={target} />
      <Divider style={{ margin: '4px 0 12px' }} />
      <Typography.Paragraph type="secondary">{t('firmware.notify.settingsHint')}</Typography.Paragraph>
      <RolloutSettings />
    </FormModal>
  );
}

/**
 * The confirmation's sentence, rendered by the question itself so that a count arriving after it opened still
 * shows (a text fixed at opening kept "every device" with no number). While the count is asked for, or when it
 * could not be, it names no number.
 */
function FleetSentence({ devtype, version }: { devtype: string; version: string }) {
  const { t } = useTranslation();
  const fleet = useTypeDeviceCount(devtype);
  return fleet.data === undefined
    ? t('firmware.notify.confirmAllUncounted', { devtype, version })
    : t('firmware.notify.confirmAll', { devtype, version, total: fleet.data });
}
