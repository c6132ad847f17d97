import { useState } from 'react';
import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CouponStatus, CouponView } from '@fleetkey/contract';
import { daysUntil, formatDate, formatDateTime } from '../../common/format';
import { QueryError } from '../../common/LoadError';
import { TABLE_PAGE_SIZE, tablePagination } from '../../common/paging';
import { COUPON_TYPE_COLORS, couponTypeKey, extensionKey, validityLabel } from '../coupon-labels';
import { useCoupons } from '../hooks/useCoupons';

/** The user's cards of one status: type, what it adds, validity, and when it was used or lapses. */
export function CouponTable({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useCoupons(status, page);

  const columns: TableColumnsType<CouponView> = [
    {
      key: 'type',
      title: t('coupons.fields.type'),
      render: (_, c) => (
        <Tag color={COUPON_TYPE_COLORS[c.type]} data-testid="coupon-type">
          {t(couponTypeKey(c.type))}
        </Tag>
      ),
    },
    {
      key: 'extension',
      title: t('coupons.fields.extension'),
      render: (_, c) => (
        <span data-testid="coupon-extension">
          {t(extensionKey(c.extension.unit), { count: c.extension.count })}
        </span>
      ),
    },
    {
      key: 'validity',
      title: t('coupons.fields.validity'),
      render: (_, c) => {
        const { key, count } = validityLabel(c.validityDays);
        return t(key, { count });
      },
    },
    {
      key: 'validUntil',
      title: t('coupons.fields.validUntil'),
      render: (_, c) => (
        <>
          <span data-testid="coupon-valid-until">{formatDate(c.validUntil)}</span>
          {status === 'unused' && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('coupons.daysLeft', { count: Math.max(0, daysUntil(c.validUntil)) })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'source',
      title: t('coupons.fields.source'),
      render: (_, c) => t(`coupons.sources.${c.source}`, { defaultValue: c.source }),
    },
    ...(status === 'used'
      ? [
          {
            key: 'usedAt',
            title: t('coupons.fields.usedAt'),
            render: (_: unknown, c: CouponView) => (c.usedAt === null ? '—' : formatDateTime(c.usedAt)),
          },
        ]
      : []),
  ];

  return (
    <>
      <QueryError query={list} />
      <div data-testid={`coupon-table-${status}`}>
        <Table<CouponView>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.result}
          columns={columns}
          locale={{ emptyText: t(`coupons.empty.${status}`) }}
          scroll={{ x: 'max-content' }}
          pagination={tablePagination(t, {
            page,
            pageSize: TABLE_PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            onChange: setPage,
          })}
        />
      </div>
    </>
  );
}
