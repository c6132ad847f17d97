import { useMemo } from 'react';
import { awpinApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** First element of every query key over development boards, their uploads and statistics. */
export const DEV_BOARDS_ROOT = 'awpin-boards';
/** First element of every query key over pin maps. */
export const PINS_ROOT = 'awpin-pins';

/** The AWPin calls over the console's client. */
export function useAwpinApi() {
  const client = useApiClient();
  return useMemo(() => awpinApi(client), [client]);
}
