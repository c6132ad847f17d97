import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { searchInputSchema } from '@fleetkey/contract';
import { useDebounced } from '@fleetkey/web-kit';

export interface SearchOption {
  value: string;
  label: string;
}

/** What a picker searching on the server offers: the options found for what was typed, and whether it asks. */
export interface ServerSearch {
  found: SearchOption[];
  fetching: boolean;
  onSearch: (typed: string) => void;
}

/**
 * Options of the rows the server finds for what the user types into a picker, asked once typing pauses; a search the server
 * would refuse asks nothing, and the last rows stay shown while the next are asked for.
 */
export function useServerSearch<Row>(
  key: QueryKey,
  list: (search: string | undefined) => Promise<{ result: Row[] }>,
  toOption: (row: Row) => SearchOption,
): ServerSearch {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 250);
  const query = useQuery({
    queryKey: [...key, 'options', settled],
    queryFn: () => list(settled || undefined),
    enabled: searchInputSchema.safeParse(settled).success,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  return { found: (query.data?.result ?? []).map(toOption), fetching: query.isFetching, onSearch: setSearch };
}
