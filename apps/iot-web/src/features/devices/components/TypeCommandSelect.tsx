import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { commandChoice, commandOptions, type CommandChoice } from '../command-form';
import { useTypeCommands } from '../hooks/useDeviceDetail';

/**
 * One of the commands a device type declares, searched by name (a Form.Item gives value and onChange);
 * `onChosen` gets what choosing it fills in: its mode and a template of its parameters.
 */
export function TypeCommandSelect({
  devtype,
  value,
  onChange,
  onChosen,
  disabled,
  placeholder,
  testId,
}: {
  devtype: string;
  value?: string;
  onChange?: (name: string) => void;
  onChosen: (fields: CommandChoice) => void;
  /** No type to ask yet (nothing is loading then). */
  disabled?: boolean;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const commands = useTypeCommands(devtype);
  return (
    <Select
      showSearch
      disabled={disabled}
      loading={!disabled && commands.isLoading}
      placeholder={placeholder}
      notFoundContent={t('tasks.command.noneDeclared')}
      style={{ width: 280 }}
      data-testid={testId}
      value={value}
      options={commandOptions(commands.data)}
      onChange={(name: string) => {
        onChange?.(name);
        onChosen(commandChoice(commands.data, name));
      }}
    />
  );
}
