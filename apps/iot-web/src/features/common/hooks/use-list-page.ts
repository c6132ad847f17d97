import { useState, type Dispatch, type SetStateAction } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchDeleteResult } from '@fleetkey/contract';
import { TABLE_PAGE_SIZE, type ListPageQuery } from '../paging';
import { useListSearch, type ListSearch } from './use-list-search';

/** A screen's delete of one row: its delete mutation. */
export interface RowRemoval<K> {
  mutate(key: K, options: { onSuccess: () => void }): void;
}

/** A server-paged list screen's view of its list: search, page, page size, time order and selection. */
export interface ListPageView {
  search: ListSearch;
  /** The page, its size, the settled search and the time order (the server does the ordering). */
  query: ListPageQuery;
  /** The keys of the rows chosen for batch actions. */
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  /** A search or filter setter that also goes back to page 1, since the old page may no longer exist. */
  firstPage: <T>(set: (value: T) => void) => (value: T) => void;
  /** What the table reports after a click on its pager or its time column. */
  onTable: (change: { page: number; pageSize: number; descend: boolean }) => void;
  /** After a row's delete: it leaves the selection and the user is told. */
  onDeleted: (key: string) => void;
  /** Deletes a row with the screen's delete, then does what onDeleted does. */
  deleteRow: <K extends string | number>(remove: RowRemoval<K>, key: K) => void;
  /** After a batch delete: the selection is emptied and the user told how many went. */
  onDeletedMany: (result: BatchDeleteResult) => void;
}

/**
 * The state of a server-paged list screen (device types, devices, groups). Delete failures are toasted by
 * the central error handler, so only success is handled here.
 */
export function useListPage(): ListPageView {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const search = useListSearch();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [descend, setDescend] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);

  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const onDeleted = (key: string) => {
    setSelected((keys) => keys.filter((one) => one !== key));
    void message.success(t('list.deleted'));
  };
  return {
    search,
    query: { page, pageSize, search: search.settled, descend },
    selected,
    setSelected,
    firstPage,
    onTable: (change) => {
      setPage(change.page);
      setPageSize(change.pageSize);
      setDescend(change.descend);
    },
    onDeleted,
    deleteRow: (remove, key) => remove.mutate(key, { onSuccess: () => onDeleted(String(key)) }),
    onDeletedMany: ({ deleted }) => {
      setSelected([]);
      void message.success(t('list.deletedCount', { count: deleted }));
    },
  };
}
