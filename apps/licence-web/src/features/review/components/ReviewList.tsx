import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewRecord, ReviewStage } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { listPageOf } from '../../common/ListTable';
import { useReviewExport, useReviewFilters, useReviewList } from '../hooks/useReview';
import { ReviewKindTabs, ReviewTable } from './ReviewTable';
import { ReviewToolbar } from './ReviewToolbar';

/**
 * A review page's list: the Personal / Company tabs, the filters (and the CSV of them when `exportable`),
 * the table with the page's own actions per record; `children` are the page's drawers and dialogs.
 */
export function ReviewList({
  stage,
  testId,
  exportable = false,
  actions,
  children,
}: {
  stage: ReviewStage;
  testId: string;
  exportable?: boolean;
  actions: (record: ReviewRecord) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { filters, page, setPage, update } = useReviewFilters(stage);
  const list = useReviewList(filters, page);
  const exportCsv = useReviewExport();

  return (
    <Flex vertical gap={12}>
      <ReviewKindTabs
        kind={filters.kind ?? 'personal'}
        onChange={(kind) => update({ kind, type: undefined })}
      />
      <ReviewToolbar
        filters={filters}
        onChange={update}
        onExport={exportable ? () => exportCsv.mutate(filters) : undefined}
        exporting={exportCsv.isPending}
      />
      <QueryError query={list} />
      <ReviewTable
        testId={testId}
        filters={filters}
        {...listPageOf(list, page, setPage)}
        onOrder={(descend) => update({ descend })}
        actions={{
          key: 'actions',
          // Kept in view when the table scrolls sideways on narrow screens.
          fixed: 'right' as const,
          title: t('review.fields.actions'),
          render: (_, record) => actions(record),
        }}
      />
      {children}
    </Flex>
  );
}
