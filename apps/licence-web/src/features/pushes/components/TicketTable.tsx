import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListResult, TicketView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { TABLE_PAGE_SIZE, tablePagination } from '../../common/paging';
import { newestFirst, timeSort } from '../../common/time-sort';
import { PushTypeTag } from './PushTypeTag';

/** Targeted pushes: type, title, how they were addressed, recipients, sender, time (sortable). */
export function TicketTable({
  data,
  loading,
  page,
  descend,
  onPage,
  onOrder,
  onOpen,
}: {
  data: ListResult<TicketView> | undefined;
  loading: boolean;
  page: number;
  descend: boolean;
  onPage: (page: number) => void;
  onOrder: (descend: boolean) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<TicketView>
      rowKey="id"
      data-testid="ticket-table"
      loading={loading}
      dataSource={data?.result}
      locale={{ emptyText: t('pushes.tickets.empty') }}
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action === 'sort') onOrder(newestFirst(sorter));
      }}
      pagination={tablePagination(t, {
        page,
        pageSize: TABLE_PAGE_SIZE,
        total: data?.totalCount ?? 0,
        onChange: onPage,
      })}
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
