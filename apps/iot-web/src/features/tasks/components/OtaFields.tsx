import { Form, Select, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotifyTargets } from '../../firmware/components/NotifyTargets';
import { RolloutSettings } from '../../firmware/components/RolloutSettings';
import { useFirmwareList } from '../../firmware/hooks/useFirmware';
import { NOTIFY_DEFAULTS } from '../../firmware/notify-form';
import type { TaskFormValues } from '../task-form';
import { TaskDevtypeSelect } from './TaskDevtypeSelect';

/** The firmware versions of a type, newest first. */
function VersionSelect({
  devtype,
  value,
  onChange,
}: {
  devtype: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation();
  const versions = useFirmwareList(devtype);
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      loading={versions.isPending}
      placeholder={t('tasks.ota.chooseVersion')}
      notFoundContent={t('tasks.ota.noVersions')}
      style={{ width: 280 }}
      data-testid="task-ota-version"
      options={(versions.data ?? []).map((v) => ({
        value: v.version,
        label: v.desc ? `${v.version} · ${v.desc}` : v.version,
      }))}
    />
  );
}

/**
 * What an OTA task starts at its due time: a rollout of a version of a type, to the devices and with the
 * settings of the firmware screen's update dialog.
 */
export function OtaFields({ form }: { form: FormInstance<TaskFormValues> }) {
  const { t } = useTranslation();
  const devtype = Form.useWatch(['ota', 'devtype'], form);
  const target = Form.useWatch('upgrade_type', form) ?? NOTIFY_DEFAULTS.upgrade_type;
  return (
    <>
      <Form.Item name={['ota', 'devtype']} label={t('tasks.fields.devtype')} required>
        <TaskDevtypeSelect
          testId="task-ota-devtype"
          onChange={() => {
            // Another type's versions and devices do not apply.
            form.setFieldValue(['ota', 'version'], undefined);
            form.setFieldValue('ids', undefined);
          }}
        />
      </Form.Item>
      <Form.Item name={['ota', 'version']} label={t('firmware.fields.version')} required>
        {devtype ? (
          <VersionSelect key={devtype} devtype={devtype} />
        ) : (
          <Select disabled placeholder={t('tasks.command.typeFirst')} style={{ width: 280 }} />
        )}
      </Form.Item>
      {devtype && <NotifyTargets devtype={devtype} target={target} />}
      <Typography.Paragraph type="secondary">{t('firmware.notify.settingsHint')}</Typography.Paragraph>
      <RolloutSettings />
    </>
  );
}
