import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OplogView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage, type TimeOrder } from '../../common/ListTable';
import { timeSort } from '../../common/time-sort';
import { OPLOG_PAGE_SIZE } from '../hooks/useOplogs';
import { oplogContent } from '../oplog-text';

const CONTENT_STYLE = {
  display: 'inline-block',
  maxWidth: 520,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

/** The operation log's entries (licence-portal.md §3 Log: admin, content, IP, time), a page at a time. */
export function OplogTable({ descend, ...list }: ListPage<OplogView> & TimeOrder) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable<OplogView>
      testId="oplog-table"
      {...list}
      pageSize={OPLOG_PAGE_SIZE}
      emptyText={t('oplogs.empty')}
      columns={[
        { key: 'admin', dataIndex: 'adminName', title: t('oplogs.fields.admin') },
        {
          key: 'content',
          title: t('oplogs.fields.content'),
          // Wrapped at a width, so a long entry does not push IP and time out of view.
          render: (_, entry) => (
            <span data-testid="oplog-content" style={CONTENT_STYLE}>
              {oplogContent(i18n, entry)}
            </span>
          ),
        },
        {
          key: 'ip',
          title: t('oplogs.fields.ip'),
          render: (_, entry) => <Typography.Text type="secondary">{entry.ip}</Typography.Text>,
        },
        {
          key: 'createdAt',
          title: t('oplogs.fields.time'),
          width: 170,
          ...timeSort(descend),
          render: (_, entry) => formatDateTime(entry.createdAt),
        },
      ]}
    />
  );
}
