import { useState } from 'react';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { browserPageOf, ListTable } from '../../common/ListTable';
import { useOrders } from '../hooks/useBilling';
import { orderAmountColumn, orderStateColumn, orderTypeColumn } from './order-columns';
import { PaymentInstructions } from './PaymentInstructions';
import { SalesContact } from './SalesContact';

/**
 * The user's orders; while one awaits payment, the list says how it gets paid (as its instructions say,
 * confirmed by an administrator) or, for an order without instructions, that it cannot be paid online.
 */
export function OrderList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useOrders();
  const awaiting = orders.data?.result.filter((o) => o.state === 'awaitingPayment') ?? [];
  const anyUnpayable = awaiting.some((o) => !o.paymentAvailable);

  return (
    <>
      <QueryError query={orders} />
      {anyUnpayable && (
        <Typography.Paragraph type="warning" data-testid="orders-payment-unavailable">
          {t('licences.purchase.paymentUnavailable')} <SalesContact />
        </Typography.Paragraph>
      )}
      {!anyUnpayable && awaiting.length > 0 && (
        <Typography.Paragraph data-testid="orders-payment-pending">
          {t('licences.purchase.payAsInstructed')} <SalesContact />
        </Typography.Paragraph>
      )}
      <ListTable<OrderView>
        testId="order-table"
        {...browserPageOf(orders, page, setPage)}
        emptyText={t('licences.orders.empty')}
        columns={[
          { key: 'id', title: t('licences.orders.id'), dataIndex: 'id' },
          orderTypeColumn(t),
          orderAmountColumn(t, i18n.language),
          orderStateColumn(t, 'my-order-state'),
          {
            key: 'created',
            title: t('licences.orders.created'),
            render: (_, o) => formatDateTime(o.createdAt),
          },
          {
            // The transfer details (reference included) stay with the order after the purchase dialog closes.
            key: 'payment',
            title: t('licences.orders.payment'),
            render: (_, o) => {
              const instructions = o.payOrder?.instructions;
              if (o.state !== 'awaitingPayment' || !instructions) return '—';
              return (
                <Popover
                  // As wide as a paragraph reads, not the page: it covered the hint and the column titles.
                  content={
                    <div style={{ maxWidth: 420 }}>
                      <PaymentInstructions instructions={instructions} />
                    </div>
                  }
                  trigger="click"
                >
                  <Button
                    type="link"
                    size="small"
                    style={{ paddingInline: 0 }}
                    data-testid={`my-order-payment-${o.id}`}
                  >
                    {t('licences.orders.howToPay')}
                  </Button>
                </Popover>
              );
            },
          },
        ]}
      />
    </>
  );
}
