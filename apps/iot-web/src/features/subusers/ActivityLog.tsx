import { useState } from 'react';
import { Button, Flex, Select, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ACTIVITIES,
  IOT_RESOURCE_CATALOGUE,
  type AccountActivity,
  type AccountActivityView,
  type IotResource,
} from '@fleetkey/contract';
import { QueryError, saveBlob } from '@fleetkey/web-kit';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { useActivityList, useSubusersApi } from './hooks/useSubusers';
import { dateTimeColumn } from '../common/date-time-column';
import { activityText } from './activity-text';

/**
 * The account activity log: who changed which sub-user or profile, and who wrote what to the account's IoT
 * data, when and from where; filtered by kind and resource, with CSV export.
 */
export function ActivityLog() {
  const { t, i18n } = useTranslation();
  const api = useSubusersApi();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [action, setAction] = useState<AccountActivity | undefined>();
  const [resource, setResource] = useState<IotResource | undefined>();
  const [exporting, setExporting] = useState(false);
  const filter = { action, resource };
  const list = useActivityList(page, pageSize, filter);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await api.activitiesCsv(filter);
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
      key: 'action',
      render: (_, entry) => <span data-testid="activity-text">{activityText(t, entry)}</span>,
    },
    { title: t('activity.ip'), dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <Flex vertical gap={12} data-testid="activity-log">
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8} wrap>
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
          <Select<IotResource | undefined>
            allowClear
            data-testid="activity-resource"
            placeholder={t('activity.resource')}
            style={{ width: 180 }}
            value={resource}
            onChange={(value) => {
              setResource(value);
              setPage(1);
            }}
            // Named as the access-profile editor names them, from the same catalogue.
            options={IOT_RESOURCE_CATALOGUE.map((entry) => ({
              value: entry.key,
              label: i18n.language.startsWith('zh') ? entry.zh : entry.en,
            }))}
          />
        </Flex>
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
