import { Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CouponAdminView, ListResult } from '@fleetkey/contract';
import { formatDate, formatDateTime } from '../../common/format';
import { TABLE_PAGE_SIZE, tablePagination } from '../../common/paging';
import { COUPON_TYPE_COLORS, couponTypeKey, extensionKey } from '../../coupons/coupon-labels';
import { CARD_STATUS_COLORS } from '../card-labels';

/** The card list's order: creation or validity, newest first unless told. */
export interface CardOrder {
  sort: 'createdAt' | 'validUntil';
  descend: boolean;
}

type Sorter = Parameters<NonNullable<TableProps<CouponAdminView>['onChange']>>[2];

// Clearing a sort returns to the default order, newest cards first.
function orderOf(sorter: Sorter): CardOrder {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!single?.order || (single.columnKey !== 'createdAt' && single.columnKey !== 'validUntil')) {
    return { sort: 'createdAt', descend: true };
  }
  return { sort: single.columnKey, descend: single.order !== 'ascend' };
}

/** Every user's cards: type, state, what it adds, valid until, owner, issue and use, creation. */
export function AdminCardTable({
  data,
  loading,
  page,
  order,
  onPage,
  onOrder,
  onOpen,
}: {
  data: ListResult<CouponAdminView> | undefined;
  loading: boolean;
  page: number;
  order: CardOrder;
  onPage: (page: number) => void;
  onOrder: (order: CardOrder) => void;
  onOpen: (card: CouponAdminView) => void;
}) {
  const { t } = useTranslation();
  const sortProps = (key: CardOrder['sort']) => ({
    sorter: true,
    sortOrder: order.sort === key ? (order.descend ? ('descend' as const) : ('ascend' as const)) : null,
    sortDirections: ['descend' as const, 'ascend' as const],
  });
  return (
    <Table<CouponAdminView>
      rowKey="id"
      data-testid="card-admin-table"
      loading={loading}
      dataSource={data?.result}
      locale={{ emptyText: t('voucherAdmin.cards.empty') }}
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action === 'sort') onOrder(orderOf(sorter));
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
          title: t('voucherAdmin.fields.type'),
          render: (_, c) => (
            <Typography.Link onClick={() => onOpen(c)} data-testid={`card-open-${c.id}`}>
              <Tag color={COUPON_TYPE_COLORS[c.type]}>{t(couponTypeKey(c.type))}</Tag>
            </Typography.Link>
          ),
        },
        {
          key: 'status',
          title: t('voucherAdmin.fields.status'),
          render: (_, c) => (
            <Tag color={CARD_STATUS_COLORS[c.status]} data-testid="card-status">
              {t(`coupons.statuses.${c.status}`)}
            </Tag>
          ),
        },
        {
          key: 'extension',
          title: t('voucherAdmin.fields.extension'),
          render: (_, c) => t(extensionKey(c.extension.unit), { count: c.extension.count }),
        },
        {
          key: 'validUntil',
          title: t('voucherAdmin.fields.validUntil'),
          ...sortProps('validUntil'),
          render: (_, c) =>
            c.validUntil === null ? t('voucherAdmin.cards.notIssued') : formatDate(c.validUntil),
        },
        {
          key: 'owner',
          title: t('voucherAdmin.fields.owner'),
          render: (_, c) =>
            c.owner ? (
              <span data-testid="card-owner">
                {c.owner.name || c.owner.username}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {c.owner.mobile ?? c.owner.username}
                </Typography.Text>
              </span>
            ) : (
              '—'
            ),
        },
        {
          key: 'usedAt',
          title: t('voucherAdmin.fields.usedAt'),
          render: (_, c) => (c.usedAt === null ? '—' : formatDateTime(c.usedAt)),
        },
        {
          key: 'createdAt',
          title: t('voucherAdmin.fields.createdAt'),
          ...sortProps('createdAt'),
          render: (_, c) => formatDateTime(c.createdAt),
        },
      ]}
    />
  );
}
