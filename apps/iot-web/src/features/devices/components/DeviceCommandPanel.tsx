import { useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandButton, CommandResult, DeviceView } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { buttonRequest, pickCommandPanel } from '../../customs/command-panel';
import { useTypeCustoms } from '../../customs/hooks/useCustoms';
import { useSendCommand, useTypeCommands } from '../hooks/useDeviceDetail';
import { CommandOutcome } from './CommandOutcome';

type Outcome = { kind: 'result'; result: CommandResult } | { kind: 'error'; error: unknown } | null;

/**
 * The device type's command panel (customs): its buttons as laid out, each sending its command with its
 * parameters, after a confirmation for the buttons marked so, and what became of the last one sent. Nothing
 * when the type has no web panel. The page shows it only to users who may control devices.
 */
export function DeviceCommandPanel({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const customs = useTypeCustoms(device.devtype);
  const commands = useTypeCommands(device.devtype);
  const send = useSendCommand(device);
  const [sending, setSending] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const panel = customs.data ? pickCommandPanel(customs.data) : undefined;
  if (!panel) return null;

  const press = async (button: CommandButton, index: number) => {
    setSending(index);
    setOutcome(null);
    try {
      setOutcome({ kind: 'result', result: await send.mutateAsync(buttonRequest(button, commands.data)) });
    } catch (error) {
      setOutcome({ kind: 'error', error });
    } finally {
      setSending(null);
    }
  };

  return (
    <Card size="small" title={t('commandPanel.title')} data-testid="device-command-panel">
      <Flex vertical gap={12}>
        <Flex wrap gap={8}>
          {panel.buttons.map((button, index) => {
            const testId = `command-panel-button-${index}`;
            const look = {
              loading: sending === index,
              // One command at a time: the outcome shown is always the last button's.
              disabled: sending !== null && sending !== index,
              style: button.color ? { background: button.color, borderColor: button.color } : undefined,
              type: 'primary' as const,
            };
            return button.confirm ? (
              <Popconfirm
                key={index}
                title={t('commandPanel.confirm', { label: button.label, cmd: button.command })}
                okText={t('commands.send')}
                onConfirm={() => void press(button, index)}
              >
                <Button {...look} data-testid={testId}>
                  {button.label}
                </Button>
              </Popconfirm>
            ) : (
              <Button key={index} {...look} data-testid={testId} onClick={() => void press(button, index)}>
                {button.label}
              </Button>
            );
          })}
        </Flex>
        {outcome?.kind === 'error' && (
          <Alert type="error" showIcon title={errorText(outcome.error)} data-testid="command-error" />
        )}
        {outcome?.kind === 'result' && <CommandOutcome result={outcome.result} />}
      </Flex>
    </Card>
  );
}
