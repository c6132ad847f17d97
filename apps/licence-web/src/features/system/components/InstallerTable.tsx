import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { installerDownloadPath, type InstallerView } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage, type TimeOrder } from '../../common/ListTable';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { timeSort } from '../../common/time-sort';
import { Checksum, formatBytes } from '@fleetkey/web-kit';

/**
 * The installers: what each is, its checksum, who uploaded it when, a download link, which one the consoles'
 * client-download panel offers, and (writers) offering one there or deleting it.
 */
export function InstallerTable({
  descend,
  onDelete,
  offeredPath,
  onOffer,
  ...list
}: ListPage<InstallerView> &
  TimeOrder & {
    onDelete: (installer: InstallerView) => void;
    /** The client-download path /config.json gives (undefined while unknown). */
    offeredPath: string | undefined;
    onOffer: (installer: InstallerView) => void;
  }) {
  const { t } = useTranslation();
  const api = useSysAdminApi();
  const offered = (installer: InstallerView) => offeredPath === installerDownloadPath(installer.id);
  return (
    <ListTable<InstallerView>
      testId="installer-table"
      {...list}
      emptyText={t('system.installers.empty')}
      columns={[
        {
          key: 'fileName',
          title: t('system.installers.fields.file'),
          render: (_, installer) => (
            <Space size={4} wrap>
              <Typography.Link href={api.installers.downloadUrl(installer.id)} download={installer.fileName}>
                {installer.fileName}
              </Typography.Link>
              {offered(installer) && (
                <Tag color="success" data-testid={`installer-offered-${installer.id}`}>
                  {t('system.installers.offered')}
                </Tag>
              )}
            </Space>
          ),
        },
        { key: 'version', dataIndex: 'version', title: t('system.installers.fields.version') },
        { key: 'os', dataIndex: 'os', title: t('system.installers.fields.os') },
        { key: 'description', dataIndex: 'description', title: t('system.installers.fields.description') },
        {
          key: 'size',
          title: t('system.fields.size'),
          align: 'right',
          render: (_, installer) => formatBytes(installer.size),
        },
        {
          key: 'sha256',
          title: t('system.fields.sha256'),
          render: (_, installer) => <Checksum sha256={installer.sha256} />,
        },
        { key: 'adminName', dataIndex: 'adminName', title: t('system.fields.uploader') },
        {
          key: 'createdAt',
          title: t('system.fields.time'),
          ...timeSort(descend),
          render: (_, installer) => formatDateTime(installer.createdAt),
        },
        {
          key: 'actions',
          // Kept in view when the table scrolls sideways on narrow screens.
          fixed: 'right' as const,
          title: t('system.fields.actions'),
          render: (_, installer) => (
            <Space size={0}>
              <Allowed permission="config:write">
                <Button
                  type="link"
                  disabled={offered(installer)}
                  onClick={() => onOffer(installer)}
                  data-testid={`installer-offer-${installer.id}`}
                >
                  {t('system.installers.offer')}
                </Button>
              </Allowed>
              <Allowed permission="installers:write">
                <Button
                  danger
                  type="link"
                  onClick={() => onDelete(installer)}
                  data-testid={`installer-delete-${installer.id}`}
                >
                  {t('system.installers.delete')}
                </Button>
              </Allowed>
            </Space>
          ),
        },
      ]}
    />
  );
}
