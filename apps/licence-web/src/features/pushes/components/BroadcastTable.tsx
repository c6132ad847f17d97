import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BroadcastView } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage, type TimeOrder } from '../../common/ListTable';
import { timeSort } from '../../common/time-sort';
import { PushTypeTag } from './PushTypeTag';

/** Broadcasts: type, title, recipients, sender, time (sortable), recalled or not, and the recall button. */
export function BroadcastTable({
  descend,
  onOpen,
  onRecall,
  ...list
}: ListPage<BroadcastView> &
  TimeOrder & {
    onOpen: (id: string) => void;
    onRecall: (broadcast: BroadcastView) => void;
  }) {
  const { t } = useTranslation();
  return (
    <ListTable<BroadcastView>
      testId="broadcast-table"
      {...list}
      emptyText={t('pushes.broadcasts.empty')}
      columns={[
        { key: 'type', title: t('pushes.fields.type'), render: (_, b) => <PushTypeTag type={b.type} /> },
        {
          key: 'title',
          title: t('pushes.fields.title'),
          render: (_, b) => (
            <Typography.Link onClick={() => onOpen(b.id)} data-testid={`broadcast-open-${b.id}`}>
              {b.title}
            </Typography.Link>
          ),
        },
        { key: 'recipients', dataIndex: 'recipientCount', title: t('pushes.fields.recipients') },
        { key: 'admin', dataIndex: 'adminName', title: t('pushes.fields.admin') },
        {
          key: 'createdAt',
          title: t('pushes.fields.time'),
          ...timeSort(descend),
          render: (_, b) => formatDateTime(b.createdAt),
        },
        {
          key: 'state',
          title: t('pushes.fields.state'),
          render: (_, b) =>
            b.recalledAt === null ? (
              <Tag color="blue">{t('pushes.broadcasts.active')}</Tag>
            ) : (
              <Tag data-testid={`broadcast-recalled-${b.id}`}>{t('pushes.broadcasts.recalled')}</Tag>
            ),
        },
        {
          key: 'actions',
          // Kept in view when the table scrolls sideways on narrow screens.
          fixed: 'right' as const,
          title: t('pushes.fields.actions'),
          render: (_, b) =>
            b.recalledAt === null && (
              <Allowed permission="pushes:write">
                <Button
                  size="small"
                  danger
                  onClick={() => onRecall(b)}
                  data-testid={`broadcast-recall-${b.id}`}
                >
                  {t('pushes.broadcasts.recall')}
                </Button>
              </Allowed>
            ),
        },
      ]}
    />
  );
}
