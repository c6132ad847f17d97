import { Badge, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirmwareView } from '@fleetkey/contract';
import { NoData } from '../../common/NoData';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { Checksum, formatBytes } from '@fleetkey/web-kit';
import { dateTimeColumn } from '../../common/date-time-column';
import { actionsColumn } from '../../common/actions-column';

export interface FirmwareTableProps {
  versions: readonly FirmwareView[];
  loading: boolean;
  /** Shown with "Update" when the user may start rollouts. */
  onNotify?: (version: string) => void;
  /** Shown with "Delete" (behind a confirmation) when the user may delete versions. */
  onDelete?: (version: string) => void;
  /** "Download": the stored image, to whoever may read the versions. */
  onDownload: (version: string) => void;
  /** The version whose image is downloading. */
  downloading: string | undefined;
  /** Opens a version's details (its version text is a link). */
  onOpen: (version: string) => void;
}

/** A link-styled button that acts on one version's row. */
function RowLink({
  onClick,
  loading,
  style,
  testId,
  children,
}: {
  onClick: () => void;
  loading?: boolean;
  style?: CSSProperties;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button size="small" type="link" loading={loading} style={style} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** A device type's firmware versions, newest first, with their file facts and row actions. */
export function FirmwareTable({
  versions,
  loading,
  onNotify,
  onDelete,
  onDownload,
  downloading,
  onOpen,
}: FirmwareTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<FirmwareView> = [
    {
      title: t('firmware.fields.version'),
      key: 'version',
      render: (_, fw) => (
        <Space size={4}>
          <RowLink
            style={{ padding: 0, fontWeight: 600 }}
            onClick={() => onOpen(fw.version)}
            testId={`firmware-open-${fw.version}`}
          >
            {fw.version}
          </RowLink>
          {fw.versionNum !== null && <Typography.Text type="secondary">#{fw.versionNum}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('firmware.fields.firmwareType'),
      dataIndex: 'firmwareType',
      key: 'firmwareType',
      render: (type: FirmwareView['firmwareType']) => (
        <Tag color={type === 'delta' ? 'purple' : 'blue'}>{t(`firmware.types.${type}`)}</Tag>
      ),
    },
    {
      title: t('firmware.fields.ownerType'),
      dataIndex: 'ownerType',
      key: 'ownerType',
      render: (owner: FirmwareView['ownerType']) => t(`firmware.owners.${owner}`),
    },
    {
      title: t('firmware.fields.size'),
      dataIndex: 'size',
      key: 'size',
      align: 'right',
      render: (size: number) => formatBytes(size),
    },
    {
      title: t('firmware.fields.sha256'),
      dataIndex: 'sha256',
      key: 'sha256',
      render: (sha256: string) => <Checksum sha256={sha256} />,
    },
    {
      title: t('firmware.fields.desc'),
      dataIndex: 'desc',
      key: 'desc',
      ellipsis: { showTitle: true },
      render: (desc: string) => desc || '—',
    },
    dateTimeColumn(t('firmware.fields.createdAt'), 'createdAt'),
    {
      title: t('firmware.fields.activeRollouts'),
      dataIndex: 'activeRollouts',
      key: 'activeRollouts',
      align: 'right',
      render: (count: number) =>
        count > 0 ? (
          <Badge status="processing" text={count} />
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
  ];
  columns.push(
    actionsColumn(t, (fw) => (
      <Space size={0}>
        <RowLink
          loading={downloading === fw.version}
          onClick={() => onDownload(fw.version)}
          testId="firmware-download-button"
        >
          {t('firmware.download')}
        </RowLink>
        {onNotify && (
          <RowLink onClick={() => onNotify(fw.version)} testId="firmware-notify-button">
            {t('firmware.notifyAction')}
          </RowLink>
        )}
        {onDelete && (
          <Popconfirm
            title={t('firmware.confirmDelete', { version: fw.version })}
            okText={t('list.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(fw.version)}
          >
            <Button size="small" type="link" danger data-testid="firmware-delete-button">
              {t('list.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    )),
  );
  return (
    <Table<FirmwareView>
      size="middle"
      rowKey="version"
      loading={loading}
      columns={columns}
      dataSource={versions}
      locale={{ emptyText: <NoData hint={t('firmware.empty')} /> }}
      pagination={{ pageSize: TABLE_PAGE_SIZE, hideOnSinglePage: true, size: 'small' }}
      scroll={{ x: 'max-content' }}
      data-testid="firmware-table"
    />
  );
}
