import { useState } from 'react';
import { Alert, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MulticastGroupView, MulticastSendDetail } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { useAllDeviceTypes } from '../../common/hooks/useAllDeviceTypes';
import { CommandInputs } from '../../devices/components/CommandInputs';
import { CommandSendButton } from '../../devices/components/CommandSendButton';
import { COMMAND_FORM_DEFAULTS, toCommandRequest, type CommandFormValues } from '../../devices/command-form';
import { useTypeCommands } from '../../devices/hooks/useDeviceDetail';
import { useMulticastActions } from '../hooks/useMulticast';
import { SendResults } from './SendResults';

type Values = Omit<CommandFormValues, 'queue'> & { devtype?: string };

/**
 * Sends one command to the group: the device type's declared commands are offered (the type also narrows
 * the members it goes to), unconfirmed or confirmed with a timeout, parameters as JSON; then each member's
 * result.
 */
export function SendPanel({ group }: { group: MulticastGroupView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  const devtype = Form.useWatch('devtype', form);
  const cmdtype = Form.useWatch('cmdtype', form) ?? COMMAND_FORM_DEFAULTS.cmdtype;
  const types = useAllDeviceTypes();
  const commands = useTypeCommands(devtype ?? '');
  const { send } = useMulticastActions();
  const [result, setResult] = useState<MulticastSendDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: Values) => {
    const checked = toCommandRequest({
      ...COMMAND_FORM_DEFAULTS,
      ...values,
      params: values.params ?? '',
      queue: false,
    });
    if ('error' in checked) return setProblem(t(checked.error));
    setProblem(null);
    setResult(null);
    const { cmd, params, options } = checked.request;
    send.mutate(
      { groupid: group.id, cmd, params, options: { ...options, devtype: values.devtype } },
      { onSuccess: setResult },
    );
  };

  return (
    <Flex vertical gap={12} data-testid="multicast-send">
      <Form<Values>
        form={form}
        layout="inline"
        initialValues={COMMAND_FORM_DEFAULTS}
        onFinish={submit}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="devtype" label={t('devices.devtype')}>
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('multicast.allTypes')}
            options={(types.data ?? []).map((type) => ({ value: type.devtype, label: type.devtype }))}
            data-testid="multicast-send-devtype"
          />
        </Form.Item>
        <CommandInputs
          commands={devtype ? commands.data : undefined}
          testId="multicast-command"
          nameWidth={180}
        />
        <CommandSendButton
          sending={send.isPending}
          confirmed={cmdtype === 'confirmed'}
          label={t('multicast.sendToGroup')}
          testId="multicast-command-send"
        />
      </Form>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {send.isError && (
        <Alert type="error" showIcon title={errorText(send.error)} data-testid="multicast-send-error" />
      )}
      {result && <SendResults send={result} />}
    </Flex>
  );
}
