import { useState } from 'react';
import { Button, Flex, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_ORDER_STATES, type PayOrderState, type PayOrderView } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useTradeflow } from '../hooks/useFunds';
import { useFundFilter } from '../hooks/use-fund-filter';
import { FundFilterBar } from './FundFilterBar';
import { ORDER_STATE_COLOURS } from '../state-colours';
import { PayInstructionsView } from './PayInstructionsView';

/** The account's pay orders with their state; a pending one shows its payment instructions again. */
export function OrdersTable() {
  const { t } = useTranslation();
  const filters = useFundFilter<PayOrderState>();
  const [shown, setShown] = useState<PayOrderView | null>(null);
  const orders = useTradeflow({ type: filters.kind, ...filters.range }, filters.page, filters.pageSize);
  return (
    <Flex vertical gap={12} data-testid="fund-orders">
      <FundFilterBar<PayOrderState>
        kinds={PAY_ORDER_STATES}
        kind={filters.kind}
        onKind={filters.chooseKind}
        onRange={filters.chooseRange}
        labelOf={(value) => t(`funds.orderStates.${value}`)}
        placeholder={t('funds.orders.allStates')}
      />
      <QueryError query={orders} />
      <Table<PayOrderView>
        rowKey="id"
        size="middle"
        loading={orders.isFetching}
        dataSource={orders.data?.result ?? []}
        locale={{ emptyText: t('funds.orders.empty') }}
        pagination={filters.pagination(orders.data?.totalCount ?? 0)}
        columns={[
          {
            key: 'time',
            title: t('funds.orders.created'),
            render: (_, o) => formatDateTime(o.createdAt),
            width: 180,
          },
          { key: 'id', title: t('funds.orders.id'), dataIndex: 'id', ellipsis: true },
          {
            key: 'payType',
            title: t('funds.orders.payType'),
            render: (_, o) => t(`funds.payTypes.${o.payType}`),
          },
          {
            key: 'amount',
            title: t('funds.orders.amount'),
            align: 'right',
            render: (_, o) => formatFen(o.amount),
          },
          {
            key: 'state',
            title: t('funds.orders.state'),
            render: (_, o) => (
              <Tag color={ORDER_STATE_COLOURS[o.state]} data-testid={`fund-order-state-${o.id}`}>
                {t(`funds.orderStates.${o.state}`)}
              </Tag>
            ),
          },
          { key: 'settled', title: t('funds.orders.settled'), render: (_, o) => formatDateTime(o.settledAt) },
          {
            key: 'actions',
            title: t('funds.actions'),
            render: (_, o) =>
              o.instructions && (
                <Button size="small" type="link" onClick={() => setShown(o)}>
                  {t('funds.orders.howToPay')}
                </Button>
              ),
          },
        ]}
      />
      {shown && (
        <Modal
          open
          title={t('funds.recharge.instructionsTitle')}
          footer={null}
          onCancel={() => setShown(null)}
        >
          <PayInstructionsView order={shown} />
        </Modal>
      )}
    </Flex>
  );
}
