import { AutoComplete, Checkbox, Flex, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RAW_DATA_TYPES,
  keyNameSchema,
  rawDataIssue,
  type RawDataType,
  type DeviceView,
} from '@fleetkey/contract';
import { useRetranslatedErrors, zodRule } from '@fleetkey/web-kit';
import { commandOptions } from '../command-form';
import {
  RAW_COMMAND_FORM_DEFAULTS,
  normalRawData,
  rawBytesPreview,
  toRawCommandRequest,
  type RawCommandFormValues,
} from '../raw-command-form';
import { useCommandOutcome } from '../hooks/useCommandOutcome';
import { useTypeCommands } from '../hooks/useDeviceDetail';
import { useSendRawCommand } from '../hooks/useSendRawCommand';
import { CommandSendResult } from './CommandOutcome';
import { CommandSendButton } from './CommandSendButton';

/**
 * Sends a raw command (PUT /devices/{devid}/command/{cmd}): its data in hex (the default), base64 or text,
 * checked by the contract's rule as it is typed, with the bytes the device will receive shown before it
 * goes; optionally queued for an offline device. Raw commands are never confirmed (they carry no id).
 */
export function RawCommandForm({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RawCommandFormValues>();
  useRetranslatedErrors(form);
  const cmd = (Form.useWatch('cmd', form) as string | undefined) ?? '';
  const datatype = Form.useWatch('datatype', form) ?? RAW_COMMAND_FORM_DEFAULTS.datatype;
  const data = (Form.useWatch('data', form) as string | undefined) ?? '';
  const commands = useTypeCommands(device.devtype);
  const send = useSendRawCommand(device);
  const { outcome, run } = useCommandOutcome(send.mutateAsync);
  const preview = rawBytesPreview(data, datatype);

  const submit = async (values: RawCommandFormValues) => {
    const checked = toRawCommandRequest({ ...RAW_COMMAND_FORM_DEFAULTS, ...values });
    // The fields' rules have said why already; this keeps a request from going out without them.
    if ('error' in checked) return;
    await run(checked.request);
  };

  return (
    <Flex vertical gap={12} data-testid="raw-command-form">
      <Typography.Text strong>{t('commands.raw.title')}</Typography.Text>
      <Form<RawCommandFormValues>
        form={form}
        layout="inline"
        initialValues={RAW_COMMAND_FORM_DEFAULTS}
        onFinish={(values) => void submit(values)}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="cmd" label={t('commands.name')} rules={[zodRule(keyNameSchema, t)]}>
          <AutoComplete
            style={{ width: 200 }}
            data-testid="raw-command-name"
            options={commandOptions(commands.data)}
          />
        </Form.Item>
        <Form.Item name="datatype" label={t('commands.raw.datatype')}>
          <Radio.Group
            optionType="button"
            data-testid="raw-command-datatype"
            options={RAW_DATA_TYPES.map((type) => ({
              value: type,
              label: t(`commands.raw.datatypes.${type}`),
            }))}
            onChange={() => void (form.getFieldValue('data') && form.validateFields(['data']))}
          />
        </Form.Item>
        <Form.Item
          name="data"
          label={t('commands.raw.data')}
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const type = form.getFieldValue('datatype') as RawDataType;
                const issue = rawDataIssue(normalRawData(value ?? '', type), type);
                return issue ? Promise.reject(new Error(t(issue))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            placeholder={t(`commands.raw.placeholders.${datatype}`)}
            style={{ width: 260, fontFamily: 'monospace' }}
            data-testid="raw-command-data"
          />
        </Form.Item>
        <Form.Item name="queue" valuePropName="checked">
          <Checkbox data-testid="raw-command-queue">{t('commands.queueIfOffline')}</Checkbox>
        </Form.Item>
        <CommandSendButton
          sending={send.isPending}
          confirmed={false}
          label={t('commands.raw.send')}
          testId="raw-command-send"
        />
      </Form>
      {preview && (
        <Typography.Text type="secondary" data-testid="raw-command-preview">
          {t('commands.raw.preview', {
            count: preview.count,
            topic: `dev/${device.devtype}/${device.devid}/cmd/${cmd.trim() || '…'}`,
          })}{' '}
          <Typography.Text code>{preview.hex}</Typography.Text>
        </Typography.Text>
      )}
      <CommandSendResult outcome={outcome} errorTestId="raw-command-error" />
    </Flex>
  );
}
