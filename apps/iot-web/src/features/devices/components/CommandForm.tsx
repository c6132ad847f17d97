import { useState } from 'react';
import {
  Alert,
  AutoComplete,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Typography,
} from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMMAND_TIMEOUT_MAX_MS, COMMAND_TIMEOUT_MIN_MS, COMMAND_TYPES } from '@fleetkey/contract';
import type { CommandResult, DeviceView } from '@fleetkey/contract';
import {
  COMMAND_FORM_DEFAULTS,
  paramsTemplate,
  toCommandRequest,
  type CommandFormValues,
} from '../command-form';
import { useSendCommand, useTypeCommands } from '../hooks/useDeviceDetail';
import { useErrorText } from '@fleetkey/web-kit';
import { CommandOutcome } from './CommandOutcome';

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
        <Form.Item name="cmd" label={t('commands.name')}>
          <AutoComplete
            style={{ width: 200 }}
            data-testid="command-name-input"
            options={(commands.data ?? []).map((c) => ({
              value: c.name,
              label: c.desc ? `${c.name} · ${c.desc}` : c.name,
            }))}
            onSelect={(name: string) => {
              const def = commands.data?.find((c) => c.name === name);
              if (def) form.setFieldValue('cmdtype', def.cmdtype);
              form.setFieldValue('params', paramsTemplate(def));
            }}
          />
        </Form.Item>
        <Form.Item name="cmdtype" label={t('commands.cmdtype')}>
          <Radio.Group
            optionType="button"
            data-testid="command-type"
            options={COMMAND_TYPES.map((type) => ({ value: type, label: t(`commands.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="timeout" label={t('commands.timeout')} hidden={cmdtype !== 'confirmed'}>
          <InputNumber
            min={COMMAND_TIMEOUT_MIN_MS}
            max={COMMAND_TIMEOUT_MAX_MS}
            step={1000}
            suffix="ms"
            style={{ width: 150 }}
            data-testid="command-timeout"
          />
        </Form.Item>
        <Form.Item name="params" label={t('commands.params')}>
          <Input placeholder='{"key": 1}' style={{ width: 220 }} data-testid="command-params" />
        </Form.Item>
        <Form.Item name="queue" valuePropName="checked">
          <Checkbox data-testid="command-queue">{t('commands.queueIfOffline')}</Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={send.isPending}
          data-testid="command-send"
        >
          {send.isPending && cmdtype === 'confirmed' ? t('commands.waiting') : t('commands.send')}
        </Button>
      </Form>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {outcome?.kind === 'error' && (
        <Alert type="error" showIcon title={errorText(outcome.error)} data-testid="command-error" />
      )}
      {outcome?.kind === 'result' && <CommandOutcome result={outcome.result} />}
    </Flex>
  );
}
