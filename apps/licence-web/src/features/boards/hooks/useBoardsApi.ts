import { useMemo } from 'react';
import { boardsApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every query key over target boards and their role links. */
export const BOARDS_ROOT = 'boards-admin';

/** The board calls over the portal's client. */
export function useBoardsApi() {
  const client = useApiClient();
  return useMemo(() => boardsApi(client), [client]);
}
