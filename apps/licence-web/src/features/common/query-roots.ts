import type { QueryClient } from '@tanstack/react-query';

/** First element of every query key of the portal's account data, one per resource. */
export const QUERY_ROOTS = {
  licences: 'licences',
  applyments: 'applyments',
  coupons: 'coupons',
  messages: 'messages',
  logs: 'logs',
  billing: 'billing',
} as const;

/**
 * Refetches everything a licence, card or application change can touch: the server answers such a change
 * with new licence data, a message and a log entry, so every one of those lists may be stale.
 */
export function refreshAccountData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    Object.values(QUERY_ROOTS).map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  ).then(() => undefined);
}
