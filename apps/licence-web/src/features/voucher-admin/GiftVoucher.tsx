import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COUPON_TYPES } from '@fleetkey/contract';
import type { CouponBatchView, CouponType } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { Allowed } from '../admin-access/Allowed';
import { CheckedSearch } from '../common/CheckedSearch';
import { couponTypeKey } from '../coupons/coupon-labels';
import { BatchTable } from './components/BatchTable';
import { CreateBatchDialog } from './components/CreateBatchDialog';
import { IssueDialog } from './components/IssueDialog';
import { useBatches, type BatchFilters } from './hooks/useVoucherAdmin';

/**
 * Gift vouchers (licence-portal.md §2 GiftVoucher): batches of cards by type and remark; writers make a
 * batch (optionally issued at once) and issue a batch's remaining cards to users.
 */
export function GiftVoucher() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<BatchFilters>({});
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [issuing, setIssuing] = useState<CouponBatchView | null>(null);
  const batches = useBatches(filters, page);
  const apply = (next: BatchFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} justify="space-between">
        <Flex wrap gap={12}>
          <Select<CouponType>
            allowClear
            style={{ width: 160 }}
            placeholder={t('voucherAdmin.filters.allTypes')}
            data-testid="batch-type-filter"
            options={COUPON_TYPES.map((type) => ({ value: type, label: t(couponTypeKey(type)) }))}
            onChange={(type) => apply({ ...filters, type })}
          />
          <CheckedSearch
            style={{ width: 260 }}
            placeholder={t('voucherAdmin.filters.remark')}
            value={search}
            data-testid="batch-search"
            onText={setSearch}
            onApply={(value) => apply({ ...filters, search: value || undefined })}
          />
        </Flex>
        <Allowed permission="vouchers:write">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="batch-new"
          >
            {t('voucherAdmin.batches.create')}
          </Button>
        </Allowed>
      </Flex>
      <QueryError query={batches} />
      <BatchTable
        data={batches.data}
        loading={batches.isFetching}
        page={page}
        onPage={setPage}
        onIssue={setIssuing}
      />
      {/* Mounted only while open: each opening starts without the last one's refusal. */}
      {creating && <CreateBatchDialog open onClose={() => setCreating(false)} />}
      <IssueDialog batch={issuing} onClose={() => setIssuing(null)} />
    </Flex>
  );
}
