import { useState } from 'react';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CouponStatus, CouponView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { daysUntil, formatDate, formatDateTime } from '../../common/format';
import { ListTable, listPageOf } from '../../common/ListTable';
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
      <ListTable<CouponView>
        testId={`coupon-table-${status}`}
        {...listPageOf(list, page, setPage)}
        emptyText={t(`coupons.empty.${status}`)}
        columns={columns}
      />
    </>
  );
}
