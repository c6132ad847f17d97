import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Select, Spin } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { udsChannelSchema, udsEcuSchema, type UdsAction } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { ANSWER_WAIT_MS, useCommandAnswer, useDtcCommand } from '../hooks/useUds';
import { DtcAnswer } from './DtcAnswer';
import { DtcAnswerList } from './DtcAnswerList';

interface Target {
  channel: string;
  ecu: string;
  mask: number;
}

// Status masks an engineer reads by: every DTC, or only those with one telling bit.
const MASKS = [
  { value: 0xff, key: 'all' },
  { value: 0x08, key: 'confirmed' },
  { value: 0x04, key: 'pending' },
  { value: 0x01, key: 'testFailed' },
  { value: 0x80, key: 'warning' },
] as const;

/**
 * A device's diagnostics: ask its ECU (channel and address) for its DTCs or to clear them, wait for the
 * answer (looked for until it comes), and the answers so far.
 */
export function DeviceDiagnostics({ devid }: { devid: string }) {
  const { t } = useTranslation();
  const { can } = useIotAccess();
  const [form] = Form.useForm<Target>();
  const send = useDtcCommand();
  const [sent, setSent] = useState<{ id: string; startedAt: number } | null>(null);
  const answer = useCommandAnswer(devid, sent);
  // Looked for until the wait is over: the last look came after it (the poll then stops) or failed.
  const gaveUp = sent !== null && (answer.isError || answer.dataUpdatedAt - sent.startedAt > ANSWER_WAIT_MS);

  const run = async (action: UdsAction) => {
    const target = await form.validateFields();
    setSent(null);
    const command = await send.mutateAsync({ devid, action, ...target });
    setSent({ id: command.id, startedAt: Date.now() });
  };

  return (
    <Flex vertical gap={12} data-testid="device-diagnostics">
      {can('devices', 'control') && (
        <Card size="small">
          <Form<Target>
            form={form}
            layout="inline"
            initialValues={{ channel: 'can0', ecu: '0x7E0', mask: 0xff }}
            data-testid="dtc-form"
          >
            <Form.Item name="channel" label={t('uds.channel')} rules={[zodRule(udsChannelSchema, t)]}>
              <Input style={{ width: 110 }} data-testid="dtc-channel" />
            </Form.Item>
            <Form.Item
              name="ecu"
              label={t('uds.ecu')}
              tooltip={t('uds.ecuHint')}
              rules={[zodRule(udsEcuSchema, t)]}
            >
              <Input style={{ width: 130 }} data-testid="dtc-ecu" />
            </Form.Item>
            <Form.Item name="mask" label={t('uds.mask')}>
              <Select
                style={{ width: 220 }}
                options={MASKS.map(({ value, key }) => ({ value, label: t(`uds.masks.${key}`) }))}
              />
            </Form.Item>
            <Flex gap={8}>
              <Button
                type="primary"
                icon={<SearchOutlined />}
                loading={send.isPending}
                onClick={() => void run('read').catch(() => undefined)}
                data-testid="dtc-read"
              >
                {t('uds.read')}
              </Button>
              <Popconfirm
                title={t('uds.clearConfirm')}
                okText={t('uds.clear')}
                okButtonProps={{ danger: true }}
                onConfirm={() => void run('clear').catch(() => undefined)}
              >
                <Button danger icon={<ClearOutlined />} disabled={send.isPending} data-testid="dtc-clear">
                  {t('uds.clear')}
                </Button>
              </Popconfirm>
            </Flex>
          </Form>
          {sent && (
            <div style={{ marginTop: 12 }} data-testid="dtc-latest">
              {answer.data ? (
                <DtcAnswer answer={answer.data} />
              ) : !gaveUp ? (
                <Spin>
                  <Alert type="info" title={t('uds.waiting')} data-testid="dtc-waiting" />
                </Spin>
              ) : (
                <Alert type="warning" showIcon title={t('uds.noAnswer')} data-testid="dtc-no-answer" />
              )}
            </div>
          )}
        </Card>
      )}
      <DtcAnswerList devid={devid} />
    </Flex>
  );
}
