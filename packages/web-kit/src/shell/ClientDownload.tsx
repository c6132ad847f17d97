import { useState } from 'react';
import { Button, Flex, Popover, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';
import { HeaderAction } from './HeaderAction';

/** Header item: the desktop client's version, note and download link from /config.json. */
export function ClientDownload({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  // Fetched only once the popover opens; a failure is shown in place, not as a toast.
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: () => systemApi(api).clientConfig(),
    enabled: open,
    meta: { silentError: true },
  });

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
