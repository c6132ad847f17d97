import type { ReactNode } from 'react';
import { Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import type { AdminPermissionKey, ListResult, NodeImportResult } from '@fleetkey/contract';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { ListTable, listPageOf } from './ListTable';
import { ManageToolbarActions } from './ManageToolbarActions';
import type { BatchDelete } from './use-batch-delete';
import { ListToolbar } from './ListToolbar';

/**
 * An administration list with file in and out (target boards, nodes): the filters and the toolbar over
 * a table of tick boxes ordered by update date, and the password confirm before a delete. Its texts are
 * the keys `exportAll`, `exportSelected`, `import`, `batchDelete`, `new`, `empty` and `deleteTitle`
 * (with `count` and the rows' `names`) under `scope`; test ids start with `testPrefix`.
 */
export function ManageList<Row extends { id: string }>({
  scope,
  testPrefix,
  permission,
  filters,
  list,
  page,
  onPage,
  descend,
  onOrder,
  columns,
  batch,
  nameOf,
  actions,
  onNew,
}: {
  scope: string;
  testPrefix: string;
  permission: AdminPermissionKey;
  filters: ReactNode;
  list: {
    data: ListResult<Row> | undefined;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  page: number;
  onPage: (page: number) => void;
  descend: boolean;
  onOrder: (descend: boolean) => void;
  columns: TableColumnsType<Row>;
  batch: BatchDelete;
  nameOf: (row: Row) => string;
  /** The list's file mutations: export (all, or the ids given) and import. */
  actions: {
    exportFile: { isPending: boolean; mutate: (ids?: string[]) => void };
    importFile: { isPending: boolean; mutateAsync: (file: File) => Promise<NodeImportResult> };
  };
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const { selected, asking } = batch;
  const shown = list.data?.result ?? [];
  const namesOf = (ids: string[]) => shown.filter((row) => ids.includes(row.id)).map(nameOf);
  return (
    <>
      <ListToolbar filters={<>{filters}</>}>
        <Flex wrap gap={8}>
          <ManageToolbarActions
            permission={permission}
            testPrefix={testPrefix}
            texts={{
              exportAll: t(`${scope}.exportAll`),
              exportSelected: t(`${scope}.exportSelected`, { count: selected.length }),
              import: t(`${scope}.import`),
              batchDelete: t(`${scope}.batchDelete`, { count: selected.length }),
              new: t(`${scope}.new`),
            }}
            selectedCount={selected.length}
            exporting={actions.exportFile.isPending}
            onExport={() => actions.exportFile.mutate(selected.length > 0 ? selected : undefined)}
            importing={actions.importFile.isPending}
            onImport={(file) => actions.importFile.mutateAsync(file)}
            onBatchDelete={() => batch.askToDelete(selected)}
            onNew={onNew}
          />
        </Flex>
      </ListToolbar>
      <QueryError query={list} />
      <ListTable<Row>
        testId={`${testPrefix}-table`}
        {...listPageOf(list, page, onPage)}
        onOrder={(next) => next !== descend && onOrder(next)}
        emptyText={t(`${scope}.empty`)}
        columns={columns}
        rowSelection={batch.rowSelection}
      />
      <PasswordConfirmDialog
        open={asking !== null}
        title={
          asking
            ? t(`${scope}.deleteTitle`, { count: asking.length, names: namesOf(asking).join(', ') })
            : undefined
        }
        onCancel={batch.cancelDelete}
        onConfirmed={batch.confirmDelete}
      />
    </>
  );
}
