import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage, type TimeOrder } from '../../common/ListTable';
import { timeSort } from '../../common/time-sort';
import { PushTypeTag } from './PushTypeTag';

/** Targeted pushes: type, title, how they were addressed, recipients, sender, time (sortable). */
export function TicketTable({
  descend,
  onOpen,
  ...list
}: ListPage<TicketView> &
  TimeOrder & {
    onOpen: (id: string) => void;
  }) {
  const { t } = useTranslation();
  return (
    <ListTable<TicketView>
      testId="ticket-table"
      {...list}
      emptyText={t('pushes.tickets.empty')}
      columns={[
        {
          key: 'type',
          title: t('pushes.fields.type'),
          render: (_, ticket) => <PushTypeTag type={ticket.type} />,
        },
        {
          key: 'title',
          title: t('pushes.fields.title'),
          render: (_, ticket) => (
            <Typography.Link onClick={() => onOpen(ticket.id)} data-testid={`ticket-open-${ticket.id}`}>
              {ticket.title}
            </Typography.Link>
          ),
        },
        {
          key: 'targetKind',
          title: t('pushes.fields.audience'),
          render: (_, ticket) => t(`pushes.audience.${ticket.targetKind}`),
        },
        { key: 'recipients', dataIndex: 'recipientCount', title: t('pushes.fields.recipients') },
        { key: 'admin', dataIndex: 'adminName', title: t('pushes.fields.admin') },
        {
          key: 'createdAt',
          title: t('pushes.fields.time'),
          ...timeSort(descend),
          render: (_, ticket) => formatDateTime(ticket.createdAt),
        },
      ]}
    />
  );
}
