import { Flex } from 'antd';
import type { OplogFilters } from '@fleetkey/api-client';
import { QueryError } from '@fleetkey/web-kit';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { listPageOf } from '../common/ListTable';
import { useListView } from '../common/use-list-view';
import { OplogFilterBar } from './components/OplogFilterBar';
import { OplogTable } from './components/OplogTable';
import { useAdminChoices, useOplogExport, useOplogs } from './hooks/useOplogs';
import { toOplogFilters } from './oplog-filters';

/**
 * The operation log of administrator writes (licence-portal.md §2 Log, §3 Log): filters, the table, and
 * the CSV of the current filters in the current order.
 */
export function OperationLog() {
  const { can } = useAdminGrants();
  const { view, page, setPage, update } = useListView<{ filters: OplogFilters; descend: boolean }>({
    filters: {},
    descend: true,
  });
  const { filters, descend } = view;
  const oplogs = useOplogs(filters, page, descend);
  const admins = useAdminChoices(can('admins:read'));
  const exportCsv = useOplogExport();

  return (
    <Flex vertical gap={12}>
      <OplogFilterBar
        adminChoices={can('admins:read') ? (admins.data ?? []) : undefined}
        exporting={exportCsv.isPending}
        onApply={(values) => update({ filters: toOplogFilters(values) })}
        onExport={() => exportCsv.mutate({ ...filters, descend })}
      />
      <QueryError query={oplogs} />
      <OplogTable
        {...listPageOf(oplogs, page, setPage)}
        descend={descend}
        onOrder={(next) => update({ descend: next })}
      />
    </Flex>
  );
}
