import { useState } from 'react';

/**
 * A list screen's view (search, filters, order) and page: every change of the view goes back to page 1,
 * since the old page may no longer exist.
 */
export function useListView<V extends object>(initial: V | (() => V)) {
  const [view, setView] = useState<V>(initial);
  const [page, setPage] = useState(1);
  const update = (patch: Partial<V>) => {
    setView((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return { view, page, setPage, update };
}
