import { useState } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../common/paging';
import type { UserLogView } from '@fleetkey/contract';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/LoadError';
import { LOG_PAGE_SIZE, useUserLogs } from './hooks/useUserLogs';

/** The user's own operations (licences, applications, cards, profile), newest first, a page at a time. */
export function LogList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const logs = useUserLogs(page);

  return (
    <>
      <QueryError query={logs} />
      <div data-testid="log-table">
        <Table<UserLogView>
          rowKey="id"
          loading={logs.isFetching}
          dataSource={logs.data?.result}
          locale={{ emptyText: t('logs.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={tablePagination(t, {
            page,
            pageSize: LOG_PAGE_SIZE,
            total: logs.data?.totalCount ?? 0,
            onChange: setPage,
          })}
          columns={[
            {
              key: 'time',
              title: t('logs.fields.time'),
              width: 170,
              render: (_, entry) => formatDateTime(entry.createdAt),
            },
            {
              key: 'content',
              title: t('logs.fields.content'),
              render: (_, entry) => <span data-testid="log-content">{entry.content}</span>,
            },
            {
              key: 'ip',
              title: t('logs.fields.ip'),
              render: (_, entry) => <Typography.Text type="secondary">{entry.ip}</Typography.Text>,
            },
          ]}
        />
      </div>
    </>
  );
}
