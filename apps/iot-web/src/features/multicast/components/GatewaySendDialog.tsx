import { useState } from 'react';
import { Alert, AutoComplete, Button, Form, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MULTICAST_MODES,
  type DeviceView,
  type MulticastMode,
  type MulticastResult,
} from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { DeviceSelect } from '../../common/DeviceSelect';
import { COMMAND_FORM_DEFAULTS, commandOptions, toCommandRequest } from '../../devices/command-form';
import { CommandParamsField } from '../../devices/components/CommandFormFields';
import { useTypeCommands } from '../../devices/hooks/useDeviceDetail';
import { useGatewaySend } from '../hooks/useMulticast';

interface Values {
  mode: MulticastMode;
  cmd: string;
  params?: string;
}

/**
 * Sends one unconfirmed command to all sub-devices of a gateway (PUT /multicast/{gwb|gwr}/{gwid}/commands/
 * {cmd}): broadcast by the gateway in one message, or relayed by it to each sub-device. Shows which
 * sub-devices it went to. Opened from the Multicast screen by users who may control devices.
 */
export function GatewaySendDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'gwb';
  // Kept beside the form: the picker answers the whole device, whose type offers the commands.
  const [gateway, setGateway] = useState<DeviceView | null>(null);
  const commands = useTypeCommands(gateway?.devtype ?? '');
  const send = useGatewaySend();
  const [result, setResult] = useState<MulticastResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Values) => {
    if (!gateway) return setProblem(t('multicast.gatewaySend.chooseGateway'));
    const checked = toCommandRequest({
      ...COMMAND_FORM_DEFAULTS,
      cmd: values.cmd ?? '',
      params: values.params ?? '',
    });
    if ('error' in checked) return setProblem(t(checked.error));
    setProblem(null);
    setResult(null);
    const { cmd, params } = checked.request;
    try {
      setResult(await send.mutateAsync({ mode: values.mode, gwid: gateway.devid, cmd, params }));
    } catch {
      // The mutation's error is shown below the form.
    }
  };

  return (
    <Modal
      open
      width={640}
      title={t('multicast.gatewaySend.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={send.isPending}
          onClick={() => form.submit()}
          data-testid="gateway-send-submit"
        >
          {t('multicast.gatewaySend.send')}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'gwb', cmd: '' }}
        onFinish={(values) => void submit(values)}
        data-testid="gateway-send-dialog"
      >
        <Form.Item label={t('multicast.gateway')} required>
          <DeviceSelect value={gateway} onChange={setGateway} data-testid="gateway-send-gateway" />
        </Form.Item>
        <Form.Item
          name="mode"
          label={t('multicast.gatewaySend.mode')}
          extra={t(`multicast.gatewaySend.modeHints.${mode}`)}
        >
          <Radio.Group
            optionType="button"
            data-testid="gateway-send-mode"
            options={MULTICAST_MODES.map((mode) => ({
              value: mode,
              label: t(`multicast.gatewaySend.modes.${mode}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="cmd" label={t('commands.name')} required>
          <AutoComplete options={commandOptions(commands.data)} data-testid="gateway-send-cmd" />
        </Form.Item>
        <CommandParamsField name="params" maxRows={6} testId="gateway-send-params" />
      </Form>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {send.isError && (
        <Alert type="error" showIcon title={errorText(send.error)} data-testid="gateway-send-error" />
      )}
      {result && (
        <Alert
          type="success"
          showIcon
          data-testid="gateway-send-result"
          title={t('multicast.gatewaySend.sent', { cmd: result.cmd, count: result.subdevs.length })}
          description={
            <Space size={4} wrap>
              {result.subdevs.map((devid) => (
                <Tag key={devid}>{devid}</Tag>
              ))}
            </Space>
          }
        />
      )}
    </Modal>
  );
}
