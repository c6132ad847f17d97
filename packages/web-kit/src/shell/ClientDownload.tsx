import { useState } from 'react';
import { Button, Flex, Popover, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from './HeaderAction';
import { useClientConfig } from './use-client-config';

/** Header item: the desktop client's version, note and download link from /config.json. */
export function ClientDownload({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Fetched only once the popover opens.
  const config = useClientConfig(open);

  let content;
  if (config.isPending) {
    content = (
      <Flex justify="center" style={{ padding: 16 }}>
        <Spin size="small" />
      </Flex>
    );
  } else if (config.isError || !config.data.path) {
    content = <Typography.Text type="secondary">{t('shell.clientUnavailable')}</Typography.Text>;
  } else {
    content = (
      <Flex vertical gap={8}>
        <Typography.Text>{t('shell.clientVersion', { version: config.data.version })}</Typography.Text>
        {config.data.message && <Typography.Text type="secondary">{config.data.message}</Typography.Text>}
        <Button type="primary" icon={<DownloadOutlined />} href={config.data.path} target="_blank">
          {t('shell.download')}
        </Button>
      </Flex>
    );
  }

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('shell.clientDownload')}
      content={<div style={{ width: 240 }}>{content}</div>}
    >
      <HeaderAction
        icon={<DownloadOutlined />}
        label={t('shell.clientDownload')}
        showLabel={showLabel}
        data-testid="client-download"
      />
    </Popover>
  );
}
