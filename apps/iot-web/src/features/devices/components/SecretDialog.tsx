import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceSecret } from '@fleetkey/contract';
import { useBrokerAddress } from '../hooks/useBrokerAddress';

export interface SecretDialogProps {
  /** The secrets just made; the dialog is the only place they ever show. */
  secrets: readonly DeviceSecret[];
  /** Called once the user confirms they kept them; the caller drops the secrets. */
  onClose: () => void;
}

/** `devid,devsecret` lines with a header: what "copy all" puts on the clipboard. */
export function secretsCsv(secrets: readonly DeviceSecret[]): string {
  return ['devid,devsecret', ...secrets.map((s) => `${s.devid},${s.devsecret}`)].join('\n');
}

/**
 * Shows new device secrets once, with copy buttons and a warning that they will not be shown again: the
 * server keeps only a hash. It closes only through its button, so a stray click cannot lose a secret.
 */
export function SecretDialog({ secrets, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const single = secrets.length === 1 ? secrets[0] : undefined;
  const broker = useBrokerAddress();
  return (
    <Modal
      open
      title={t('secrets.title', { count: secrets.length })}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={single ? 560 : 720}
      footer={
        <Button type="primary" onClick={onClose} data-testid="secret-done">
          {t('secrets.saved')}
        </Button>
      }
    >
      <Flex vertical gap={12} data-testid="secret-dialog">
        <Alert type="warning" showIcon title={t('secrets.warning')} data-testid="secret-warning" />
        {broker && (
          <Typography.Text type="secondary" data-testid="secret-broker">
            {t('secrets.connectHint', { url: broker })}
          </Typography.Text>
        )}
        {single ? (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              {t('secrets.deviceLabel', { devid: single.devid })}
            </Typography.Text>
            <Typography.Text
              code
              copyable={{ text: single.devsecret }}
              data-testid="secret-value"
              style={{ fontSize: 15 }}
            >
              {single.devsecret}
            </Typography.Text>
          </Flex>
        ) : (
          <>
            <Typography.Text copyable={{ text: secretsCsv(secrets) }} data-testid="secret-copy-all">
              {t('secrets.copyAll')}
            </Typography.Text>
            <Table<DeviceSecret>
              size="small"
              rowKey="devid"
              dataSource={[...secrets]}
              pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
              columns={[
                { title: t('devices.devid'), dataIndex: 'devid' },
                {
                  title: t('secrets.secret'),
                  dataIndex: 'devsecret',
                  render: (secret: string) => (
                    <Typography.Text code copyable={{ text: secret }} data-testid="secret-value">
                      {secret}
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
