import { Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CouponBatchView, ListResult } from '@fleetkey/contract';
import { CARD_VOUCHER_PATH } from '../../../app/routes';
import { Allowed } from '../../admin-access/Allowed';
import { formatDateTime } from '../../common/format';
import { TABLE_PAGE_SIZE, tablePagination } from '../../common/paging';
import { COUPON_TYPE_COLORS, couponTypeKey, extensionKey, validityLabel } from '../../coupons/coupon-labels';

/** Card batches: type, what a card adds, validity, made / issued / used, remark, maker, time; issue and view. */
export function BatchTable({
  data,
  loading,
  page,
  onPage,
  onIssue,
}: {
  data: ListResult<CouponBatchView> | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onIssue: (batch: CouponBatchView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<CouponBatchView>
      rowKey="id"
      data-testid="batch-table"
      loading={loading}
      dataSource={data?.result}
      locale={{ emptyText: t('voucherAdmin.batches.empty') }}
      scroll={{ x: 'max-content' }}
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
