import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeviceSelect } from '../../common/DeviceSelect';
import { usePresetDevice } from '../../common/hooks/usePresetDevice';
import { CommandParamsField, CommandTypeField } from '../../devices/components/CommandFormFields';
import { TypeCommandSelect } from '../../devices/components/TypeCommandSelect';
import type { ActionFormValues } from '../action-form';

/** The device a command action goes to (a Form.Item gives the devid); the picker searches the server. */
function DevidSelect({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (devid: string | undefined) => void;
}) {
  const { device } = usePresetDevice(value ?? null);
  return (
    <DeviceSelect
      value={device}
      onChange={(picked) => onChange?.(picked?.devid)}
      data-testid="action-device"
    />
  );
}

/**
 * A command action: the device, one of the commands its type declares (choosing one sets its mode and a
 * parameters template), confirmed or not, and the parameters as JSON.
 */
export function CommandActionFields({ form }: { form: FormInstance<ActionFormValues> }) {
  const { t } = useTranslation();
  const devid = Form.useWatch('devid', form);
  const { device } = usePresetDevice(devid ?? null);
  return (
    <>
      <Form.Item name="devid" label={t('ruleActions.device')} required extra={t('ruleActions.deviceHint')}>
        <DevidSelect onChange={() => form.setFieldValue('cmd', undefined)} />
      </Form.Item>
      <Form.Item name="cmd" label={t('commands.name')} required>
        <TypeCommandSelect
          devtype={device?.devtype ?? ''}
          disabled={!device}
          onChosen={(fields) => form.setFieldsValue(fields)}
          placeholder={device ? t('tasks.command.choose') : t('ruleActions.deviceFirst')}
          testId="action-cmd"
        />
      </Form.Item>
      <CommandTypeField name="cmdtype" />
      <CommandParamsField name="params" maxRows={6} testId="action-params" />
    </>
  );
}
