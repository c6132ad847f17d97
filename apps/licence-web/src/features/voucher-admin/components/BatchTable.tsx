import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CouponBatchView } from '@fleetkey/contract';
import { CARD_VOUCHER_PATH } from '../../../app/routes';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage } from '../../common/ListTable';
import { COUPON_TYPE_COLORS, couponTypeKey, extensionKey, validityLabel } from '../../coupons/coupon-labels';

/** Card batches: type, what a card adds, validity, made / issued / used, remark, maker, time; issue and view. */
export function BatchTable({
  onIssue,
  ...list
}: ListPage<CouponBatchView> & { onIssue: (batch: CouponBatchView) => void }) {
  const { t } = useTranslation();
  return (
    <ListTable<CouponBatchView>
      testId="batch-table"
      {...list}
      emptyText={t('voucherAdmin.batches.empty')}
      columns={[
        {
          key: 'type',
          title: t('voucherAdmin.fields.type'),
          render: (_, b) => <Tag color={COUPON_TYPE_COLORS[b.type]}>{t(couponTypeKey(b.type))}</Tag>,
        },
        {
          key: 'extension',
          title: t('voucherAdmin.fields.extension'),
          render: (_, b) => t(extensionKey(b.extension.unit), { count: b.extension.count }),
        },
        {
          key: 'validity',
          title: t('voucherAdmin.fields.validity'),
          render: (_, b) => {
            const { key, count } = validityLabel(b.validityDays);
            return t(key, { count });
          },
        },
        {
          key: 'counts',
          title: t('voucherAdmin.fields.counts'),
          render: (_, b) => (
            <span data-testid={`batch-counts-${b.id}`}>
              {t('voucherAdmin.batches.counts', { count: b.count, issued: b.issuedCount, used: b.usedCount })}
            </span>
          ),
        },
        {
          key: 'remark',
          title: t('voucherAdmin.fields.remark'),
          render: (_, b) => <Typography.Text type="secondary">{b.remark || '—'}</Typography.Text>,
        },
        { key: 'admin', dataIndex: 'adminName', title: t('voucherAdmin.fields.admin') },
        {
          key: 'createdAt',
          title: t('voucherAdmin.fields.createdAt'),
          render: (_, b) => formatDateTime(b.createdAt),
        },
        {
          key: 'actions',
          // Kept in view when the table scrolls sideways on narrow screens.
          fixed: 'right' as const,
          title: t('voucherAdmin.fields.actions'),
          render: (_, b) => (
            <Space>
              <Allowed permission="vouchers:write">
                <Button
                  size="small"
                  disabled={b.issuedCount >= b.count}
                  onClick={() => onIssue(b)}
                  data-testid={`batch-issue-${b.id}`}
                >
                  {t('voucherAdmin.issue.button')}
                </Button>
              </Allowed>
              <Link to={`${CARD_VOUCHER_PATH}?batchId=${encodeURIComponent(b.id)}`}>
                {t('voucherAdmin.batches.cards')}
              </Link>
            </Space>
          ),
        },
      ]}
    />
  );
}
