import { useState } from 'react';
import { Button, DatePicker, Flex, Modal, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_ORDER_STATES, type PayOrderState, type PayOrderView } from '@fleetkey/contract';
import { formatFen, QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { dayRange } from '../date-range';
import { useTradeflow } from '../hooks/useFunds';
import { ORDER_STATE_COLOURS } from '../state-colours';
import { PayInstructionsView } from './PayInstructionsView';

/** The account's pay orders with their state; a pending one shows its payment instructions again. */
export function OrdersTable() {
  const { t } = useTranslation();
  const [state, setState] = useState<PayOrderState>();
  const [range, setRange] = useState<{ from?: number; to?: number }>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [shown, setShown] = useState<PayOrderView | null>(null);
  const orders = useTradeflow({ type: state, ...range }, page, pageSize);
  return (
    <Flex vertical gap={12} data-testid="fund-orders">
      <Flex gap={8} wrap>
        <Select<PayOrderState>
          allowClear
          placeholder={t('funds.orders.allStates')}
          style={{ width: 180 }}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={PAY_ORDER_STATES.map((value) => ({ value, label: t(`funds.orderStates.${value}`) }))}
        />
        <DatePicker.RangePicker
          onChange={(value) => {
            setRange(dayRange(value));
            setPage(1);
          }}
        />
      </Flex>
      <QueryError query={orders} />
      <Table<PayOrderView>
        rowKey="id"
        size="middle"
        loading={orders.isFetching}
        dataSource={orders.data?.result ?? []}
        locale={{ emptyText: t('funds.orders.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: orders.data?.totalCount ?? 0,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (next, size) => {
            setPage(next);
            setPageSize(size);
          },
        }}
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
