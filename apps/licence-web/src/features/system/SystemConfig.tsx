import { Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@fleetkey/web-kit';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { formatDateTime } from '../common/format';
import { SiteLinksForm } from './components/SiteLinksForm';
import { SysConfigForm } from './components/SysConfigForm';
import { SystemFiles } from './components/SystemFiles';
import { ThirdPartySignInStatus } from './components/ThirdPartySignInStatus';
import { useSysConfig } from './hooks/useSysConfig';

/**
 * System configuration (licence-portal.md §2 SystemConfig): read by config:read, saved by config:write;
 * the system's files below it (POST /sys/file/upload).
 */
export function SystemConfig() {
  const { t } = useTranslation();
  const { can } = useAdminGrants();
  const config = useSysConfig();

  if (config.isError) return <LoadError error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) return <Skeleton active />;
  const { client, links, updatedAt, updatedBy } = config.data;
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={1} data-testid="sysconfig-changed">
        <Descriptions.Item label={t('system.config.changed')}>
          {updatedAt === null
            ? t('system.config.neverChanged')
            : t('system.config.changedBy', { name: updatedBy ?? '', time: formatDateTime(updatedAt) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('system.config.servedAt')}>
          <Typography.Link href="/config.json" target="_blank" rel="noreferrer">
            /config.json
          </Typography.Link>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('system.config.clientTitle')}
      </Typography.Title>
      <SysConfigForm current={client} editable={can('config:write')} />
      <Typography.Title level={5} style={{ margin: '16px 0 0' }} data-testid="links-title">
        {t('system.config.links.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('system.config.links.intro')}</Typography.Text>
      <SiteLinksForm current={links} editable={can('config:write')} />
      <Typography.Title level={5} style={{ margin: '16px 0 0' }}>
        {t('system.config.thirdParty.title')}
      </Typography.Title>
      <ThirdPartySignInStatus />
      <Typography.Title level={5} style={{ margin: '16px 0 0' }}>
        {t('system.files.title')}
      </Typography.Title>
      <SystemFiles />
    </Flex>
  );
}
