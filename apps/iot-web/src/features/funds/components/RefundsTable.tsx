import { useState } from 'react';
import { Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundView } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { serverPager, TABLE_PAGE_SIZE } from '../../common/paging';
import { useRefunds } from '../hooks/useFunds';
import { REFUND_STATE_COLOURS } from '../state-colours';

/** The account's refund requests and how administrators decided them. */
export function RefundsTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const refunds = useRefunds(page, TABLE_PAGE_SIZE);
  return (
    <Flex vertical gap={12} data-testid="fund-refunds">
      <QueryError query={refunds} />
      <Table<RefundView>
        rowKey="id"
        size="middle"
        loading={refunds.isFetching}
        dataSource={refunds.data?.result ?? []}
        locale={{ emptyText: t('funds.refunds.empty') }}
        pagination={serverPager(page, setPage, refunds.data)}
        columns={[
          {
            key: 'time',
            title: t('funds.refunds.created'),
            render: (_, r) => formatDateTime(r.createdAt),
            width: 180,
          },
          {
            key: 'amount',
            title: t('funds.refunds.amount'),
            align: 'right',
            render: (_, r) => formatFen(r.amount),
          },
          { key: 'reason', title: t('funds.refunds.reason'), dataIndex: 'reason', ellipsis: true },
          {
            key: 'state',
            title: t('funds.refunds.state'),
            render: (_, r) => (
              <Tag color={REFUND_STATE_COLOURS[r.state]} data-testid={`fund-refund-state-${r.id}`}>
                {t(`funds.refundStates.${r.state}`)}
              </Tag>
            ),
          },
          { key: 'note', title: t('funds.refunds.decisionNote'), dataIndex: 'decisionNote', ellipsis: true },
          {
            key: 'decided',
            title: t('funds.refunds.decided'),
            render: (_, r) => formatDateTime(r.decidedAt),
          },
        ]}
      />
    </Flex>
  );
}
