import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstallerView } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage, type TimeOrder } from '../../common/ListTable';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { timeSort } from '../../common/time-sort';
import { Checksum, formatBytes } from '@fleetkey/web-kit';

/** The installers: what each is, its checksum, who uploaded it when, a download link and (writers) delete. */
export function InstallerTable({
  descend,
  onDelete,
  ...list
}: ListPage<InstallerView> &
  TimeOrder & {
    onDelete: (installer: InstallerView) => void;
  }) {
  const { t } = useTranslation();
  const api = useSysAdminApi();
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
            <Typography.Link href={api.installers.downloadUrl(installer.id)} download={installer.fileName}>
              {installer.fileName}
            </Typography.Link>
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
          ),
        },
      ]}
    />
  );
}
