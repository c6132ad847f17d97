import { Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_KINDS } from '@fleetkey/contract';
import type { ListResult, ReviewFilters, ReviewKind, ReviewRecord } from '@fleetkey/contract';
import { TABLE_PAGE_SIZE, tablePagination } from '../../common/paging';
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
  testId,
  filters,
  data,
  loading,
  page,
  onPage,
  onOrder,
  actions,
}: {
  testId: string;
  filters: ReviewFilters;
  data: ListResult<ReviewRecord> | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onOrder: (descend: boolean) => void;
  actions: TableColumnsType<ReviewRecord>[number];
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Table<ReviewRecord>
        rowKey="id"
        loading={loading}
        dataSource={data?.result}
        columns={[...reviewColumns(t, filters), actions]}
        locale={{ emptyText: t(`review.empty.${filters.stage}`) }}
        scroll={{ x: 'max-content' }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          onOrder(one?.order !== 'ascend');
        }}
        pagination={tablePagination(t, {
          page,
          pageSize: TABLE_PAGE_SIZE,
          total: data?.totalCount ?? 0,
          onChange: onPage,
        })}
      />
    </div>
  );
}
