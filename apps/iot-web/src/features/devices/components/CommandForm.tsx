import { useState } from 'react';
import { Alert, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandResult, DeviceView } from '@fleetkey/contract';
import { COMMAND_FORM_DEFAULTS, toCommandRequest, type CommandFormValues } from '../command-form';
import { useSendCommand, useTypeCommands } from '../hooks/useDeviceDetail';
import { useErrorText } from '@fleetkey/web-kit';
import { CommandInputs } from './CommandInputs';
import { CommandOutcome } from './CommandOutcome';
import { CommandSendButton } from './CommandSendButton';

type Outcome = { kind: 'result'; result: CommandResult } | { kind: 'error'; error: unknown } | null;

/**
 * Sends a command: its name (the type's commands are offered), unconfirmed or confirmed, the confirmed
 * timeout, parameters as JSON, and whether to queue it for an offline device. A confirmed command shows
 * the device's reply (a failure when its code is not 0), or the timeout.
 */
export function CommandForm({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<CommandFormValues>();
  const cmdtype = Form.useWatch('cmdtype', form) ?? COMMAND_FORM_DEFAULTS.cmdtype;
  const commands = useTypeCommands(device.devtype);
  const send = useSendCommand(device);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: CommandFormValues) => {
    const checked = toCommandRequest({ ...COMMAND_FORM_DEFAULTS, ...values, params: values.params ?? '' });
    if ('error' in checked) {
      setProblem(t(checked.error));
      return;
    }
    setProblem(null);
    setOutcome(null);
    try {
      setOutcome({ kind: 'result', result: await send.mutateAsync(checked.request) });
    } catch (error) {
      setOutcome({ kind: 'error', error });
    }
  };

  return (
    <Flex vertical gap={12} data-testid="command-form">
      <Form<CommandFormValues>
        form={form}
        layout="inline"
        initialValues={COMMAND_FORM_DEFAULTS}
        onFinish={(values) => void submit(values)}
        style={{ rowGap: 8 }}
      >
        <CommandInputs commands={commands.data} testId="command" />
        <Form.Item name="queue" valuePropName="checked">
          <Checkbox data-testid="command-queue">{t('commands.queueIfOffline')}</Checkbox>
        </Form.Item>
        <CommandSendButton
          sending={send.isPending}
          confirmed={cmdtype === 'confirmed'}
          label={t('commands.send')}
          testId="command-send"
        />
      </Form>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {outcome?.kind === 'error' && (
        <Alert type="error" showIcon title={errorText(outcome.error)} data-testid="command-error" />
      )}
      {outcome?.kind === 'result' && <CommandOutcome result={outcome.result} />}
    </Flex>
  );
}
