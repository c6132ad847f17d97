import { useMemo } from 'react';
import { applymentsApi, billingApi, couponsApi, licencesApi } from '@fleetkey/api-client';
import { useApiClient } from '@fleetkey/web-kit';

/** The licence page's calls over the console's api client. */
export function useLicenceApi() {
  const client = useApiClient();
  return useMemo(
    () => ({
      licences: licencesApi(client),
      applyments: applymentsApi(client),
      coupons: couponsApi(client),
      billing: billingApi(client),
    }),
    [client],
  );
}
