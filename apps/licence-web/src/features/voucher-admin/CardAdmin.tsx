import { useState } from 'react';
import { Flex } from 'antd';
import { useSearchParams } from 'react-router';
import type { CardFilters } from '@fleetkey/api-client';
import type { CouponAdminView } from '@fleetkey/contract';
import { LoadError } from '../common/LoadError';
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
  const [filters, setFilters] = useState<CardFilters>(() => ({
    batchId: searchParams.get('batchId') ?? undefined,
  }));
  const [order, setOrder] = useState<CardOrder>({ sort: 'createdAt', descend: true });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CouponAdminView | null>(null);
  const query = { ...filters, ...order };
  const cards = useAdminCards(query, page);
  const exportCsv = useCardExport();

  return (
    <Flex vertical gap={12}>
      <CardFilterBar
        filters={filters}
        exporting={exportCsv.isPending}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onExport={() => exportCsv.mutate(query)}
      />
      {cards.isError && <LoadError error={cards.error} onRetry={() => void cards.refetch()} />}
      <AdminCardTable
        data={cards.data}
        loading={cards.isFetching}
        page={page}
        order={order}
        onPage={setPage}
        onOrder={(next) => {
          setOrder(next);
          setPage(1);
        }}
        onOpen={setOpen}
      />
      <CardDrawer card={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
