import { Button, Flex, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../shell/use-client-config';

/** The client-download view of the auth container: version, note and link from /config.json. */
export function ClientDownloadPanel() {
  const { t } = useTranslation();
  const config = useClientConfig();
  if (config.isPending) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  }
  if (config.isError || !config.data.path) {
    return <Typography.Text type="secondary">{t('shell.clientUnavailable')}</Typography.Text>;
  }
  return (
    <Flex vertical gap={12} data-testid="client-download-panel">
      <Typography.Text type="secondary">{t('auth.download.hint')}</Typography.Text>
      <Typography.Text strong>{t('shell.clientVersion', { version: config.data.version })}</Typography.Text>
      {config.data.message && <Typography.Text type="secondary">{config.data.message}</Typography.Text>}
      <Button type="primary" size="large" icon={<DownloadOutlined />} href={config.data.path} target="_blank">
        {t('shell.download')}
      </Button>
    </Flex>
  );
}
