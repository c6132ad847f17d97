import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZE } from '../../common/paging';

/**
 * A funds list's filter (one kind and a day range) and its page: a change of the filter goes back to the
 * first page, so that a narrower list never opens on a page it no longer has.
 */
export function useFundFilter<Kind extends string>() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>();
  const [range, setRange] = useState<{ from?: number; to?: number }>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  return {
    kind,
    range,
    page,
    pageSize,
    chooseKind: (next: Kind | undefined) => {
      setKind(next);
      setPage(1);
    },
    chooseRange: (next: { from?: number; to?: number }) => {
      setRange(next);
      setPage(1);
    },
    pagination: (total: number): TablePaginationConfig => ({
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      showTotal: (count) => t('list.total', { count }),
      onChange: (next, size) => {
        setPage(next);
        setPageSize(size);
      },
    }),
  };
}
