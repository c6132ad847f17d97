import { useMutation } from '@tanstack/react-query';
import type { LicenceView } from '@fleetkey/contract';
import { saveBlob } from '@fleetkey/web-kit';
import { useLicenceApi } from './useLicenceApi';

/**
 * Downloads a licence's signed offline file (level ≥ 5) and saves it under the server's file name; a
 * refusal (level, not bound, expired) reaches the user through the central error toast.
 */
export function useOfflineDownload() {
  const api = useLicenceApi();
  return useMutation({
    mutationFn: (licence: LicenceView) => api.licences.offlineFile(licence.id),
    onSuccess: ({ blob, fileName }, licence) => saveBlob(blob, fileName ?? `${licence.licenseId}.lic`),
  });
}
