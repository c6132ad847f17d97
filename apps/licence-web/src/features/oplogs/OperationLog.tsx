import { useState } from 'react';
import { Flex } from 'antd';
import type { OplogFilters } from '@fleetkey/api-client';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { LoadError } from '../common/LoadError';
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
  const [filters, setFilters] = useState<OplogFilters>({});
  const [page, setPage] = useState(1);
  const [descend, setDescend] = useState(true);
  const oplogs = useOplogs(filters, page, descend);
  const admins = useAdminChoices(can('admins:read'));
  const exportCsv = useOplogExport();

  return (
    <Flex vertical gap={12}>
      <OplogFilterBar
        adminChoices={can('admins:read') ? (admins.data ?? []) : undefined}
        exporting={exportCsv.isPending}
        onApply={(values) => {
          setFilters(toOplogFilters(values));
          setPage(1);
        }}
        onExport={() => exportCsv.mutate({ ...filters, descend })}
      />
      {oplogs.isError && <LoadError error={oplogs.error} onRetry={() => void oplogs.refetch()} />}
      <OplogTable
        data={oplogs.data}
        loading={oplogs.isFetching}
        page={page}
        descend={descend}
        onPage={setPage}
        onOrder={(next) => {
          setDescend(next);
          setPage(1);
        }}
      />
    </Flex>
  );
}
