import { Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_KINDS } from '@fleetkey/contract';
import type { ReviewFilters, ReviewKind, ReviewRecord } from '@fleetkey/contract';
import { ListTable, type ListPage } from '../../common/ListTable';
import { reviewColumns } from './review-columns';

/** The Personal / Company tabs over a review list. */
export function ReviewKindTabs({
  kind,
  onChange,
}: {
  kind: ReviewKind;
  onChange: (kind: ReviewKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={kind}
      onChange={(key) => onChange(key as ReviewKind)}
      items={REVIEW_KINDS.map((k) => ({
        key: k,
        label: <span data-testid={`review-tab-${k}`}>{t(`review.tabs.${k}`)}</span>,
      }))}
    />
  );
}

/**
 * A review list's table: the record columns plus the screen's own, server-side pages and order (the
 * list's time column), the loading and empty states.
 */
export function ReviewTable({
  filters,
  actions,
  ...list
}: ListPage<ReviewRecord> & {
  testId: string;
  filters: ReviewFilters;
  onOrder: (descend: boolean) => void;
  actions: TableColumnsType<ReviewRecord>[number];
}) {
  const { t } = useTranslation();
  return (
    <ListTable<ReviewRecord>
      {...list}
      emptyText={t(`review.empty.${filters.stage}`)}
      columns={[...reviewColumns(t, filters), actions]}
    />
  );
}
