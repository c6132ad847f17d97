import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMAND_TYPES } from '@fleetkey/contract';

/** A field's name in its form: the key, or the path to it in a nested form. */
type FieldName = string | (string | number)[];

// The fields every command form has (a device's command panel, a command task, a rule's command action).

/** Whether the command is confirmed by the device (it answers) or not. */
export function CommandTypeField({ name, testId }: { name: FieldName; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t('commands.cmdtype')}>
      <Radio.Group
        optionType="button"
        data-testid={testId}
        options={COMMAND_TYPES.map((type) => ({ value: type, label: t(`commands.types.${type}`) }))}
      />
    </Form.Item>
  );
}

/** The command's parameters as a JSON object, in a box that grows up to `maxRows`. */
export function CommandParamsField({
  name,
  maxRows,
  testId,
}: {
  name: FieldName;
  maxRows: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t('commands.params')} extra={t('tasks.command.paramsHint')}>
      <Input.TextArea
        autoSize={{ minRows: 2, maxRows }}
        placeholder='{"rate": 5}'
        style={{ fontFamily: 'monospace' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
