import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { QueryError } from '@fleetkey/web-kit';
import { NoData } from './NoData';
import { TABLE_PAGE_SIZE, type PagedQuery } from './paging';

export interface PanelTableProps<T> {
  query: PagedQuery<T>;
  page: number;
  onPage: (page: number) => void;
  rowKey: TableProps<T>['rowKey'];
  columns: TableColumnsType<T>;
  /** Row checkboxes, for a panel with batch actions. */
  rowSelection?: TableProps<T>['rowSelection'];
  testId?: string;
}

/**
 * A small server-paged table inside a panel or drawer (a device's events and commands, a group's members);
 * when the page fails to load, the failure and a retry stand in its place.
 */
export function PanelTable<T extends object>({
  query,
  page,
  onPage,
  rowKey,
  columns,
  rowSelection,
  testId,
}: PanelTableProps<T>) {
  if (query.isError) return <QueryError query={query} />;
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      loading={query.isFetching}
      columns={columns}
      rowSelection={rowSelection}
      dataSource={query.data?.result ?? []}
      data-testid={testId}
      locale={{ emptyText: <NoData /> }}
      onChange={(pagination) => onPage(pagination.current ?? 1)}
      pagination={{
        current: page,
        pageSize: TABLE_PAGE_SIZE,
        total: query.data?.totalCount ?? 0,
        size: 'small',
      }}
    />
  );
}
