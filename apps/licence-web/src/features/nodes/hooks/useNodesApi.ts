import { useMemo } from 'react';
import { nodesApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every query key over nodes (the screen, the board dialogs and the Flow tab). */
export const NODES_ROOT = 'nodes-admin';

/** The node calls over the portal's client. */
export function useNodesApi() {
  const client = useApiClient();
  return useMemo(() => nodesApi(client), [client]);
}
