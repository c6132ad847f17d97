import { useState } from 'react';
import { App, Button, Flex, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATES, ORDER_TRANSITIONS, type OrderAdminView, type OrderState } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { formatDateTime } from '../common/format';
import { listPageOf, ListTable } from '../common/ListTable';
import { orderAmountColumn, orderStateColumn, orderTypeColumn } from '../licences/components/order-columns';
import { useAdminOrders, useMoveOrder, type OrderFilters } from './useOrderAdmin';

/**
 * Whether the order's payment still awaits the money: the order becomes paid when its payment is confirmed
 * (on the Payments tab, or by the gateway), never by a move here.
 */
const awaitsPayment = (o: OrderAdminView) => o.payOrder !== null && o.payOrder.state !== 'paid';

/**
 * Every user's orders, for the administrators who sell renewals by hand (no payment provider exists):
 * each row shows the buyer, what they ordered and its state, and the moves the flow allows from it
 * (awaiting payment → contacted → paid → fulfilled, or cancelled), each recorded in the operation log.
 */
export function OrderAdmin() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAdminGrants();
  const [filters, setFilters] = useState<OrderFilters>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const orders = useAdminOrders(filters, page);
  const move = useMoveOrder();
  const writable = can('orders:write');
  const stateText = (state: OrderState) => t(`licences.orders.states.${state}`);

  const moveTo = (order: OrderAdminView, state: OrderState) =>
    move.mutate(
      { id: order.id, state },
      { onSuccess: () => void message.success(t('orderAdmin.moved', { state: stateText(state) })) },
    );

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('orderAdmin.intro')}</Typography.Text>
      <Space wrap>
        <Select<OrderState>
          allowClear
          style={{ width: 200 }}
          placeholder={t('orderAdmin.allStates')}
          value={filters.state}
          onChange={(state) => {
            setFilters({ ...filters, state });
            setPage(1);
          }}
          options={ORDER_STATES.map((state) => ({ value: state, label: stateText(state) }))}
          data-testid="order-state-filter"
        />
        <Input.Search
          allowClear
          style={{ width: 260 }}
          placeholder={t('orderAdmin.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => {
            setFilters({ ...filters, search: value.trim() || undefined });
            setPage(1);
          }}
          data-testid="order-search"
        />
      </Space>
      <QueryError query={orders} />
      <ListTable<OrderAdminView>
        testId="order-admin-table"
        {...listPageOf(orders, page, setPage)}
        emptyText={t('orderAdmin.empty')}
        columns={[
          { key: 'id', title: t('licences.orders.id'), dataIndex: 'id', width: 120, ellipsis: true },
          {
            key: 'buyer',
            title: t('orderAdmin.buyer'),
            render: (_, o) => (
              <Space orientation="vertical" size={0}>
                <span>{o.username}</span>
                {o.userMobile && <Typography.Text type="secondary">{o.userMobile}</Typography.Text>}
              </Space>
            ),
          },
          orderTypeColumn(t),
          {
            key: 'licence',
            title: t('orderAdmin.licence'),
            render: (_, o) => o.licenceNo ?? t('licences.purchase.newLicence'),
          },
          orderAmountColumn(t, i18n.language),
          orderStateColumn(t, 'order-state'),
          {
            key: 'created',
            title: t('licences.orders.created'),
            render: (_, o) => formatDateTime(o.createdAt),
          },
          { key: 'updated', title: t('orderAdmin.updated'), render: (_, o) => formatDateTime(o.updatedAt) },
          ...(writable
            ? [
                {
                  key: 'actions',
                  // Kept in view when the table scrolls sideways (the order id is long).
                  fixed: 'right' as const,
                  title: t('orderAdmin.actions'),
                  render: (_: unknown, o: OrderAdminView) => (
                    <Space wrap size={4}>
                      {awaitsPayment(o) && (
                        <Typography.Text type="secondary" data-testid={`order-paid-by-payment-${o.id}`}>
                          {t('orderAdmin.paidByPayment')}
                        </Typography.Text>
                      )}
                      {ORDER_TRANSITIONS[o.state]
                        .filter((state) => state !== 'paid' || !awaitsPayment(o))
                        .map((state) => (
                          <Popconfirm
                            key={state}
                            title={t('orderAdmin.confirm', { state: stateText(state) })}
                            okText={t('orderAdmin.confirmOk')}
                            cancelText={t('common.cancel')}
                            onConfirm={() => moveTo(o, state)}
                            okButtonProps={{ 'data-testid': 'order-move-ok' }}
                          >
                            <Button
                              size="small"
                              danger={state === 'cancelled'}
                              loading={
                                move.isPending && move.variables.id === o.id && move.variables.state === state
                              }
                              data-testid={`order-move-${state}`}
                            >
                              {t(`orderAdmin.moves.${state}`)}
                            </Button>
                          </Popconfirm>
                        ))}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
