import type { ReactNode } from 'react';
import { Flex, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { CreateButton, type CreateButtonProps } from './CreateButton';
import type { ListPageView } from './hooks/use-list-page';
import { ListToolbar } from './ListToolbar';
import { TABLE_PAGE_SIZE, type PagedQuery } from './paging';

export interface ListPageProps<T> {
  /** On the page, so a browser test finds the toolbar, the rows and the pager under it. */
  testId: string;
  /** The list's state (search, page, order, selection) and the page the server answered. */
  list: { view: ListPageView; query: PagedQuery<T> };
  /** The search box's placeholder; absent for lists the server does not search. The box is `<testId>-search`. */
  search?: string;
  filters?: ReactNode;
  /** The list's actions on the right (exports, batch actions), before the create button. */
  actions?: ReactNode;
  /** The create button, last of the actions; none for a user who may not create. */
  create?: CreateButtonProps | false;
  rowKey: TableProps<T>['rowKey'];
  columns: TableColumnsType<T>;
  /** Rows can be chosen for batch actions; the choice lasts across pages. */
  selectable?: boolean;
  /** A table wider than the page scrolls inside itself (its `fixed` columns stay in view). */
  scrollX?: number;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * A server-paged list screen: toolbar (search, filters, actions), the load failure with a retry, the table
 * with its pager and time order, and the screen's dialogs. The screen keeps its columns, filters and dialogs.
 */
export function ListPage<T extends object>({
  testId,
  list: { view, query },
  search,
  filters,
  actions,
  create,
  rowKey,
  columns,
  selectable = false,
  scrollX,
  children,
}: ListPageProps<T>) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <ListToolbar
        search={
          search === undefined
            ? undefined
            : {
                placeholder: search,
                testId: `${testId}-search`,
                text: view.search.text,
                valid: view.search.valid,
                onChange: view.firstPage(view.search.setText),
              }
        }
        filters={filters}
        actions={
          <>
            {actions}
            {create && <CreateButton {...create} />}
          </>
        }
      />
      <QueryError query={query} />
      <Table<T>
        rowKey={rowKey}
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.result ?? []}
        scroll={scrollX === undefined ? undefined : { x: scrollX }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: view.selected,
                onChange: (keys) => view.setSelected(keys.map(String)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        locale={{ emptyText: t('list.noData') }}
        onChange={(pagination, _filters, sorter) =>
          view.onTable({
            page: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? TABLE_PAGE_SIZE,
            // A cleared sort returns to the default, newest first.
            descend: (Array.isArray(sorter) ? sorter[0] : sorter)?.order !== 'ascend',
          })
        }
        pagination={{
          current: view.query.page,
          pageSize: view.query.pageSize,
          total: query.data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
        }}
      />
      {children}
    </Flex>
  );
}
