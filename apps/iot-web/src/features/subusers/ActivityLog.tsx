import { useState } from 'react';
import { Button, Flex, Select, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ACTIVITIES, type AccountActivity, type AccountActivityView } from '@fleetkey/contract';
import { QueryError, saveBlob } from '@fleetkey/web-kit';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { useActivityList, useSubusersApi } from './hooks/useSubusers';
import { dateTimeColumn } from '../common/date-time-column';

/** The account activity log: who changed which sub-user or profile, when and from where; CSV export. */
export function ActivityLog() {
  const { t } = useTranslation();
  const api = useSubusersApi();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [action, setAction] = useState<AccountActivity | undefined>();
  const [exporting, setExporting] = useState(false);
  const list = useActivityList(page, pageSize, action);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await api.activitiesCsv(action);
      saveBlob(blob, fileName ?? 'account-activities.csv');
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<AccountActivityView> = [
    dateTimeColumn(t('activity.time'), 'createdAt', { key: 'time' }),
    { title: t('activity.actor'), dataIndex: 'actor', key: 'actor' },
    {
      title: t('activity.action'),
      dataIndex: 'action',
      key: 'action',
      render: (kind: AccountActivity) => <Tag>{t(`activity.actions.${kind}`)}</Tag>,
    },
    { title: t('activity.target'), dataIndex: 'target', key: 'target' },
    { title: t('activity.ip'), dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <Flex vertical gap={12} data-testid="activity-log">
      <Flex gap={8} wrap justify="space-between">
        <Select<AccountActivity | undefined>
          allowClear
          placeholder={t('activity.action')}
          style={{ width: 220 }}
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          options={ACCOUNT_ACTIVITIES.map((value) => ({ value, label: t(`activity.actions.${value}`) }))}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('activity.export')}
        </Button>
      </Flex>
      <QueryError query={list} />
      <Table<AccountActivityView>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.result ?? []}
        locale={{ emptyText: t('list.noData') }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(next);
            setPageSize(size);
          },
        }}
      />
    </Flex>
  );
}
