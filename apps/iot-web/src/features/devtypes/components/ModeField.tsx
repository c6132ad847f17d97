import { Alert, Flex, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPE_MODES, type DeviceTypeMode } from '@fleetkey/contract';
import type { CommandRow, PointRow } from '../devtype-form';

/** The warning that a strict type declaring none of something will reject every one of it. */
function StrictRejectsAll({ title, testId }: { title: string; testId: string }) {
  return <Alert type="warning" showIcon title={title} data-testid={testId} />;
}

/**
 * Strict or open, with what each means; a strict type that declares no data points (or no commands) says
 * plainly that it will reject all of them, so that choice is never made by accident.
 */
export function ModeField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const mode = Form.useWatch<DeviceTypeMode | undefined>('mode', form);
  const points = Form.useWatch<PointRow[] | undefined>('data', form) ?? [];
  const commands = Form.useWatch<CommandRow[] | undefined>('commands', form) ?? [];
  const strict = mode === 'strict';
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Form.Item
        name="mode"
        label={t('deviceTypes.mode')}
        extra={mode && <span data-testid="devtype-mode-hint">{t(`deviceTypes.modeHints.${mode}`)}</span>}
        style={{ marginBottom: 0 }}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={DEVICE_TYPE_MODES.map((value) => ({
            value,
            label: <span data-testid={`devtype-mode-${value}`}>{t(`deviceTypes.modes.${value}`)}</span>,
          }))}
        />
      </Form.Item>
      {strict && points.length === 0 && (
        <StrictRejectsAll title={t('deviceTypes.strictNoPoints')} testId="devtype-strict-no-points" />
      )}
      {strict && commands.length === 0 && (
        <StrictRejectsAll title={t('deviceTypes.strictNoCommands')} testId="devtype-strict-no-commands" />
      )}
    </Flex>
  );
}
