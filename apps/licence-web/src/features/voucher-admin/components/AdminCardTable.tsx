import { Tag, Typography } from 'antd';
import { displayName } from '@fleetkey/contract';
import { useTranslation } from 'react-i18next';
import type { CouponAdminView } from '@fleetkey/contract';
import { formatDate, formatDateTime } from '../../common/format';
import { ListTable, type ListPage } from '../../common/ListTable';
import { columnOrder, columnSort, type ColumnOrder } from '../../common/time-sort';
import { COUPON_TYPE_COLORS, couponTypeKey, extensionKey } from '../../coupons/coupon-labels';
import { CARD_STATUS_COLORS } from '../card-labels';

/** The card list's order: creation or validity, newest first unless told. */
export type CardOrder = ColumnOrder<'createdAt' | 'validUntil'>;

// Clearing a sort returns to the default order, newest cards first.
const DEFAULT_ORDER: CardOrder = { sort: 'createdAt', descend: true };
const isCardSort = (key: unknown): key is CardOrder['sort'] => key === 'createdAt' || key === 'validUntil';

/** Every user's cards: type, state, what it adds, valid until, owner, issue and use, creation. */
export function AdminCardTable({
  order,
  onOrder,
  onOpen,
  ...list
}: ListPage<CouponAdminView> & {
  order: CardOrder;
  onOrder: (order: CardOrder) => void;
  onOpen: (card: CouponAdminView) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListTable<CouponAdminView>
      testId="card-admin-table"
      {...list}
      onSort={(sorter) => onOrder(columnOrder(sorter, isCardSort, DEFAULT_ORDER))}
      emptyText={t('voucherAdmin.cards.empty')}
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
          ...columnSort(order, 'validUntil'),
          render: (_, c) =>
            c.validUntil === null ? t('voucherAdmin.cards.notIssued') : formatDate(c.validUntil),
        },
        {
          key: 'owner',
          title: t('voucherAdmin.fields.owner'),
          render: (_, c) =>
            c.owner ? (
              <span data-testid="card-owner">
                {displayName(c.owner)}
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
          ...columnSort(order, 'createdAt'),
          render: (_, c) => formatDateTime(c.createdAt),
        },
      ]}
    />
  );
}
