import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_ORDER_STATES, type FundAdminOrderView, type PayOrderState } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { listPageOf, ListTable } from '../common/ListTable';
import { ConfirmTransferDialog } from './ConfirmTransferDialog';
import { actionsColumns, amountColumn, createdByColumns, FundStateFilter, stateColumn } from './fund-columns';
import { PAY_ORDER_COLOURS } from './fund-labels';
import { useFundAdminActions, useFundOrders } from './useFundAdmin';

/** Every account's pay orders, pending first: a transfer is confirmed on receipt (booked) or cancelled. */
export function FundOrdersTab({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PayOrderState | undefined>('pending');
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<FundAdminOrderView | null>(null);
  const orders = useFundOrders({ state, search }, page);
  const { decideOrder } = useFundAdminActions();
  return (
    <Flex vertical gap={16} data-testid="fund-orders-tab">
      <Space wrap>
        <FundStateFilter
          states={PAY_ORDER_STATES}
          textsKey="orderStates"
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          testId="fund-order-state-filter"
        />
        <Input.Search
          allowClear
          style={{ width: 260 }}
          placeholder={t('fundAdmin.search')}
          onSearch={(value) => {
            setSearch(value.trim() || undefined);
            setPage(1);
          }}
          data-testid="fund-order-search"
        />
      </Space>
      <QueryError query={orders} />
      <ListTable<FundAdminOrderView>
        testId="fund-order-table"
        {...listPageOf(orders, page, setPage)}
        emptyText={t('fundAdmin.noOrders')}
        columns={[
          ...createdByColumns<FundAdminOrderView>(t),
          {
            key: 'reference',
            title: t('fundAdmin.reference'),
            render: (_, o) => (o.instructions?.kind === 'transfer' ? o.instructions.reference : o.id),
          },
          {
            key: 'orderType',
            title: t('fundAdmin.orderType'),
            render: (_, o) => t(`fundAdmin.orderTypes.${o.orderType}`),
          },
          {
            key: 'payType',
            title: t('fundAdmin.payType'),
            render: (_, o) => t(`fundAdmin.payTypes.${o.payType}`),
          },
          amountColumn(t),
          stateColumn(t, PAY_ORDER_COLOURS, 'orderStates', 'fund-order-state'),
          { key: 'invoice', title: t('fundAdmin.invoice'), dataIndex: 'invoice', ellipsis: true },
          ...actionsColumns(
            t,
            writable,
            (o: FundAdminOrderView) =>
              o.state === 'pending' && (
                <Space size={4}>
                  {o.payType === 'transfer' && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setConfirming(o)}
                      data-testid={`fund-order-confirm-${o.id}`}
                    >
                      {t('fundAdmin.confirmReceipt')}
                    </Button>
                  )}
                  <Popconfirm
                    title={t('fundAdmin.cancelConfirm')}
                    okText={t('fundAdmin.cancelOrder')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => decideOrder.mutate({ id: o.id, decision: 'cancel' })}
                  >
                    <Button size="small" danger>
                      {t('fundAdmin.cancelOrder')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          ),
        ]}
      />
      {confirming && <ConfirmTransferDialog order={confirming} onClose={() => setConfirming(null)} />}
    </Flex>
  );
}
