import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserLogView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { ListTable, listPageOf } from '../common/ListTable';
import { logContent } from '../messages/server-text';
import { LOG_PAGE_SIZE, useUserLogs } from './hooks/useUserLogs';

/** The user's own operations (licences, applications, cards, profile), newest first, a page at a time. */
export function LogList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const logs = useUserLogs(page);

  return (
    <>
      <QueryError query={logs} />
      <ListTable<UserLogView>
        testId="log-table"
        {...listPageOf(logs, page, setPage)}
        pageSize={LOG_PAGE_SIZE}
        emptyText={t('logs.empty')}
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
            render: (_, entry) => <span data-testid="log-content">{logContent(i18n, entry)}</span>,
          },
          {
            key: 'ip',
            title: t('logs.fields.ip'),
            render: (_, entry) => <Typography.Text type="secondary">{entry.ip}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
