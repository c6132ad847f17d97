import { useState } from 'react';
import { Flex } from 'antd';
import { useSearchParams } from 'react-router';
import type { CardFilters } from '@fleetkey/api-client';
import type { CouponAdminView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { listPageOf } from '../common/ListTable';
import { useListView } from '../common/use-list-view';
import { AdminCardTable, type CardOrder } from './components/AdminCardTable';
import { CardDrawer } from './components/CardDrawer';
import { CardFilterBar } from './components/CardFilterBar';
import { useAdminCards, useCardExport } from './hooks/useVoucherAdmin';

/**
 * Card management for administrators (licence-portal.md §2 CardVoucher): every user's cards by status,
 * type, batch and owner, sorted and paged by the server, with the current view exported as CSV.
 */
export function CardAdmin() {
  // A batch's "cards" link arrives with ?batchId=.
  const [searchParams] = useSearchParams();
  const { view, page, setPage, update } = useListView<{ filters: CardFilters; order: CardOrder }>(() => ({
    filters: { batchId: searchParams.get('batchId') ?? undefined },
    order: { sort: 'createdAt', descend: true },
  }));
  const { filters, order } = view;
  const [open, setOpen] = useState<CouponAdminView | null>(null);
  const query = { ...filters, ...order };
  const cards = useAdminCards(query, page);
  const exportCsv = useCardExport();

  return (
    <Flex vertical gap={12}>
      <CardFilterBar
        filters={filters}
        exporting={exportCsv.isPending}
        onChange={(next) => update({ filters: next })}
        onExport={() => exportCsv.mutate(query)}
      />
      <QueryError query={cards} />
      <AdminCardTable
        {...listPageOf(cards, page, setPage)}
        order={order}
        onOrder={(next) => update({ order: next })}
        onOpen={setOpen}
      />
      <CardDrawer card={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
