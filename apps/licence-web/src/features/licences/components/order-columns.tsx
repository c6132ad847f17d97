import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { OrderView } from '@fleetkey/contract';
import { formatMoney } from '../money';
import { ORDER_STATE_COLORS } from '../order-labels';

// Columns an order table has both in My orders and in the administrators' Orders screen.

type OrderColumn<T> = TableColumnsType<T>[number];

/** What the order was for (a new licence, a renewal…), in the user's words. */
export function orderTypeColumn<T extends Pick<OrderView, 'rechargeType'>>(t: TFunction): OrderColumn<T> {
  return {
    key: 'type',
    title: t('licences.orders.type'),
    render: (_, o) => t(`licences.orders.types.${o.rechargeType}`, { defaultValue: o.rechargeType }),
  };
}

/** The order's amount in its currency, for `language`. */
export function orderAmountColumn<T extends Pick<OrderView, 'amountCents' | 'currency'>>(
  t: TFunction,
  language: string,
): OrderColumn<T> {
  return {
    key: 'amount',
    title: t('licences.orders.amount'),
    render: (_, o) => formatMoney(o.amountCents, o.currency, language),
  };
}

/** The order's state as a coloured tag (test id `{testPrefix}-{id}`). */
export function orderStateColumn<T extends Pick<OrderView, 'id' | 'state'>>(
  t: TFunction,
  testPrefix: string,
): OrderColumn<T> {
  return {
    key: 'state',
    title: t('licences.orders.state'),
    render: (_, o) => (
      <Tag color={ORDER_STATE_COLORS[o.state]} data-testid={`${testPrefix}-${o.id}`}>
        {t(`licences.orders.states.${o.state}`)}
      </Tag>
    ),
  };
}
