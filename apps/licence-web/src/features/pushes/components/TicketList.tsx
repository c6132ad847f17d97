import { useState } from 'react';
import { Flex } from 'antd';
import { QueryError } from '@fleetkey/web-kit';
import { listPageOf } from '../../common/ListTable';
import { useListView } from '../../common/use-list-view';
import { useTickets, type PushFilters } from '../hooks/usePushes';
import { PushFilterBar } from './PushFilterBar';
import { TicketDrawer } from './TicketDrawer';
import { TicketTable } from './TicketTable';

/** The targeted pushes tab: filters, the table and a detail drawer (with the correction form). */
export function TicketList() {
  const { view, page, setPage, update } = useListView<{ filters: PushFilters; descend: boolean }>({
    filters: {},
    descend: true,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useTickets(view.filters, page, view.descend);

  return (
    <Flex vertical gap={12}>
      <PushFilterBar onChange={(filters) => update({ filters })} />
      <QueryError query={list} />
      <TicketTable
        {...listPageOf(list, page, setPage)}
        descend={view.descend}
        onOrder={(descend) => update({ descend })}
        onOpen={setOpenId}
      />
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
