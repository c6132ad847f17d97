import { useState } from 'react';
import { Flex, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckedSearch } from '../../common/CheckedSearch';
import { ExportButton } from '../../common/ExportButton';
import { COUPON_STATUSES, COUPON_TYPES } from '@fleetkey/contract';
import type { CouponStatus, CouponType } from '@fleetkey/contract';
import type { CardFilters } from '@fleetkey/api-client';
import { couponTypeKey } from '../../coupons/coupon-labels';

type Issued = 'issued' | 'unissued';

/** The card list's filters (status, type, issued or not, owner search, batch) and the CSV export. */
export function CardFilterBar({
  filters,
  exporting,
  onChange,
  onExport,
}: {
  filters: CardFilters;
  exporting: boolean;
  onChange: (filters: CardFilters) => void;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search ?? '');
  const issued: Issued | undefined =
    filters.issued === undefined ? undefined : filters.issued ? 'issued' : 'unissued';

  return (
    <Flex wrap gap={12} justify="space-between" align="center">
      <Flex wrap gap={12} align="center">
        <Select<CouponStatus>
          allowClear
          style={{ width: 140 }}
          placeholder={t('voucherAdmin.filters.allStatuses')}
          value={filters.status}
          data-testid="card-status-filter"
          options={COUPON_STATUSES.map((status) => ({
            value: status,
            label: t(`coupons.statuses.${status}`),
          }))}
          onChange={(status) => onChange({ ...filters, status })}
        />
        <Select<CouponType>
          allowClear
          style={{ width: 150 }}
          placeholder={t('voucherAdmin.filters.allTypes')}
          value={filters.type}
          data-testid="card-type-filter"
          options={COUPON_TYPES.map((type) => ({ value: type, label: t(couponTypeKey(type)) }))}
          onChange={(type) => onChange({ ...filters, type })}
        />
        <Select<Issued>
          allowClear
          style={{ width: 150 }}
          placeholder={t('voucherAdmin.filters.issuedOrNot')}
          value={issued}
          data-testid="card-issued-filter"
          options={(['issued', 'unissued'] as const).map((value) => ({
            value,
            label: t(`voucherAdmin.filters.${value}`),
          }))}
          onChange={(value) =>
            onChange({ ...filters, issued: value === undefined ? undefined : value === 'issued' })
          }
        />
        <CheckedSearch
          style={{ width: 260 }}
          placeholder={t('voucherAdmin.filters.owner')}
          value={search}
          data-testid="card-search"
          onText={setSearch}
          onApply={(value) => onChange({ ...filters, search: value || undefined })}
        />
        {filters.batchId && (
          <Tag
            closable
            onClose={() => onChange({ ...filters, batchId: undefined })}
            data-testid="card-batch-filter"
          >
            {t('voucherAdmin.filters.batch', { id: filters.batchId.slice(0, 8) })}
          </Tag>
        )}
      </Flex>
      <ExportButton testId="card-export" exporting={exporting} onExport={onExport}>
        {t('voucherAdmin.cards.export')}
      </ExportButton>
    </Flex>
  );
}
