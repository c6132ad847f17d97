import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewRecord } from '@fleetkey/contract';
import { LoadError } from '../common/LoadError';
import { ReviewDrawer } from './components/ReviewDrawer';
import { ReviewKindTabs, ReviewTable } from './components/ReviewTable';
import { ReviewToolbar } from './components/ReviewToolbar';
import { useReviewExport, useReviewFilters, useReviewList } from './hooks/useReview';

/**
 * /Home/Examined/Examined: decided applications, personal and company, newest decision first; filters by
 * type and result, a detail drawer, and the CSV of every record the filters select.
 */
export function ExaminedReview() {
  const { t } = useTranslation();
  const { filters, page, setPage, update } = useReviewFilters('examined');
  const list = useReviewList(filters, page);
  const exportCsv = useReviewExport();
  const [detail, setDetail] = useState<ReviewRecord | null>(null);

  return (
    <Flex vertical gap={12}>
      <ReviewKindTabs
        kind={filters.kind ?? 'personal'}
        onChange={(kind) => update({ kind, type: undefined })}
      />
      <ReviewToolbar
        filters={filters}
        onChange={update}
        onExport={() => exportCsv.mutate(filters)}
        exporting={exportCsv.isPending}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <ReviewTable
        testId="examined-table"
        filters={filters}
        data={list.data}
        loading={list.isFetching}
        page={page}
        onPage={setPage}
        onOrder={(descend) => update({ descend })}
        actions={{
          key: 'actions',
          title: t('review.fields.actions'),
          render: (_, record) => (
            <Button
              type="link"
              size="small"
              onClick={() => setDetail(record)}
              data-testid={`examined-detail-${record.id}`}
            >
              {t('review.actions.detail')}
            </Button>
          ),
        }}
      />
      {detail && <ReviewDrawer record={detail} onClose={() => setDetail(null)} />}
    </Flex>
  );
}
