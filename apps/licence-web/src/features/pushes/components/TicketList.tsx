import { useState } from 'react';
import { Flex } from 'antd';
import { LoadError } from '../../common/LoadError';
import { useTickets, type PushFilters } from '../hooks/usePushes';
import { PushFilterBar } from './PushFilterBar';
import { TicketDrawer } from './TicketDrawer';
import { TicketTable } from './TicketTable';

/** The targeted pushes tab: filters, the table and a detail drawer (with the correction form). */
export function TicketList() {
  const [filters, setFilters] = useState<PushFilters>({});
  const [page, setPage] = useState(1);
  const [descend, setDescend] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useTickets(filters, page, descend);

  return (
    <Flex vertical gap={12}>
      <PushFilterBar
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <TicketTable
        data={list.data}
        loading={list.isFetching}
        page={page}
        descend={descend}
        onPage={setPage}
        onOrder={(next) => {
          setDescend(next);
          setPage(1);
        }}
        onOpen={setOpenId}
      />
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
