import { AutoComplete, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMAND_TIMEOUT_MAX_MS, COMMAND_TIMEOUT_MIN_MS, type CommandDef } from '@fleetkey/contract';
import { COMMAND_FORM_DEFAULTS, commandChoice, commandOptions } from '../command-form';
import { CommandTypeField } from './CommandFormFields';

/**
 * The inputs of one command in an inline form whose fields are `cmd`, `cmdtype`, `timeout` and `params`:
 * the type's declared commands offered by name (choosing one sets its mode and a parameters template), the
 * mode, the confirmed timeout and the parameters as JSON. Test ids are `{testId}-name`, `-type`, `-timeout`
 * and `-params`.
 */
export function CommandInputs({
  commands,
  testId,
  nameWidth = 200,
}: {
  /** The type's declared commands (none offered while undefined). */
  commands: readonly CommandDef[] | undefined;
  testId: string;
  nameWidth?: number;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const cmdtype = (Form.useWatch('cmdtype', form) as string | undefined) ?? COMMAND_FORM_DEFAULTS.cmdtype;
  return (
    <>
      <Form.Item name="cmd" label={t('commands.name')}>
        <AutoComplete
          style={{ width: nameWidth }}
          data-testid={`${testId}-name`}
          options={commandOptions(commands)}
          onSelect={(name: string) => form.setFieldsValue(commandChoice(commands, name))}
        />
      </Form.Item>
      <CommandTypeField name="cmdtype" testId={`${testId}-type`} />
      <Form.Item name="timeout" label={t('commands.timeout')} hidden={cmdtype !== 'confirmed'}>
        <InputNumber
          min={COMMAND_TIMEOUT_MIN_MS}
          max={COMMAND_TIMEOUT_MAX_MS}
          step={1000}
          suffix="ms"
          style={{ width: 150 }}
          data-testid={`${testId}-timeout`}
        />
      </Form.Item>
      <Form.Item name="params" label={t('commands.params')}>
        <Input placeholder='{"key": 1}' style={{ width: 220 }} data-testid={`${testId}-params`} />
      </Form.Item>
    </>
  );
}
