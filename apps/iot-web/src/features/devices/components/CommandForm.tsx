import { useState } from 'react';
import { Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { COMMAND_FORM_DEFAULTS, toCommandRequest, type CommandFormValues } from '../command-form';
import { useCommandOutcome } from '../hooks/useCommandOutcome';
import { useSendCommand, useTypeCommands } from '../hooks/useDeviceDetail';
import { CommandInputs } from './CommandInputs';
import { CommandSendResult } from './CommandOutcome';
import { CommandSendButton } from './CommandSendButton';

/**
 * Sends a command: its name (the type's commands are offered), unconfirmed or confirmed, the confirmed
 * timeout, parameters as JSON, and whether to queue it for an offline device. A confirmed command shows
 * the device's reply (a failure when its code is not 0), or the timeout.
 */
export function CommandForm({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CommandFormValues>();
  const cmdtype = Form.useWatch('cmdtype', form) ?? COMMAND_FORM_DEFAULTS.cmdtype;
  const commands = useTypeCommands(device.devtype);
  const send = useSendCommand(device);
  const { outcome, run } = useCommandOutcome(send.mutateAsync);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: CommandFormValues) => {
    const checked = toCommandRequest({ ...COMMAND_FORM_DEFAULTS, ...values, params: values.params ?? '' });
    if ('error' in checked) {
      setProblem(t(checked.error));
      return;
    }
    setProblem(null);
    await run(checked.request);
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
      <CommandSendResult outcome={outcome} errorTestId="command-error" />
    </Flex>
  );
}
