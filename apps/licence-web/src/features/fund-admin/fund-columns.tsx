import type { ReactNode } from 'react';
import { Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFen } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';

// What the pay-order and refund tabs of the funds screen share: the state filter over the list, and the
// columns of every account's money rows.

/** A row of every account's money: who, when, how much, and in which state. */
interface FundRow<S extends string> {
  id: string;
  username: string;
  createdAt: number;
  amount: number;
  state: S;
}

type FundColumn<T> = TableColumnsType<T>[number];

/** The state filter over a funds list (cleared: every state); a change starts again at page 1. */
export function FundStateFilter<S extends string>({
  states,
  textsKey,
  value,
  onChange,
  testId,
}: {
  states: readonly S[];
  /** Under `fundAdmin.`: where the states' texts are. */
  textsKey: 'orderStates' | 'refundStates';
  value: S | undefined;
  onChange: (state: S | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select<S>
      allowClear
      style={{ width: 200 }}
      placeholder={t('orderAdmin.allStates')}
      value={value}
      onChange={onChange}
      options={states.map((state) => ({ value: state, label: t(`fundAdmin.${textsKey}.${state}`) }))}
      data-testid={testId}
    />
  );
}

/** When the row was made, and by whom. */
export function createdByColumns<T extends FundRow<string>>(t: TFunction): TableColumnsType<T> {
  return [
    { key: 'created', title: t('fundAdmin.created'), render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'buyer', title: t('fundAdmin.buyer'), dataIndex: 'username' },
  ];
}

/** The row's amount in yuan, right-aligned. */
export function amountColumn<T extends FundRow<string>>(t: TFunction): FundColumn<T> {
  return {
    key: 'amount',
    title: t('fundAdmin.amount'),
    align: 'right',
    render: (_, row) => formatFen(row.amount),
  };
}

/** The row's state as a coloured tag (test id `{testPrefix}-{id}`). */
export function stateColumn<S extends string, T extends FundRow<S>>(
  t: TFunction,
  colours: Readonly<Record<S, string>>,
  textsKey: 'orderStates' | 'refundStates',
  testPrefix: string,
): FundColumn<T> {
  return {
    key: 'state',
    title: t('fundAdmin.state'),
    render: (_, row) => (
      <Tag color={colours[row.state]} data-testid={`${testPrefix}-${row.id}`}>
        {t(`fundAdmin.${textsKey}.${row.state}`)}
      </Tag>
    ),
  };
}

/** The actions column, kept in view on the right, for an administrator who may write; none otherwise. */
export function actionsColumns<T>(
  t: TFunction,
  writable: boolean,
  render: (row: T) => ReactNode,
): TableColumnsType<T> {
  return writable
    ? [
        {
          key: 'actions',
          fixed: 'right' as const,
          title: t('fundAdmin.actions'),
          render: (_, row) => render(row),
        },
      ]
    : [];
}
