import { useSearchParams } from 'react-router';

/** The address query that names a screen's open tab (a reload or a shared link keeps it). */
export const TAB_QUERY = 'tab';

/**
 * The open tab of a screen whose tab is in the address (`?tab=`), the first when the address names none,
 * and the change to another: it starts unfiltered, the address keeping only the tab.
 */
export function useAddressTab<K extends string>(
  tabs: readonly [K, ...K[]],
  { replace = false }: { replace?: boolean } = {},
): { tab: K; params: URLSearchParams; open: (key: string) => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_QUERY);
  const tab = tabs.find((name) => name === asked) ?? tabs[0];
  return { tab, params, open: (key) => setParams({ [TAB_QUERY]: key }, { replace }) };
}
