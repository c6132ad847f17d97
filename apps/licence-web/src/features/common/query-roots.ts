import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES_QUERY_ROOT } from '@fleetkey/web-kit';

/** First element of every query key of the portal's account data, one per resource. */
export const QUERY_ROOTS = {
  licences: 'licences',
  applyments: 'applyments',
  coupons: 'coupons',
  // web-kit's message hooks (the bell, marking read) key their queries under the same root.
  messages: MESSAGES_QUERY_ROOT,
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
