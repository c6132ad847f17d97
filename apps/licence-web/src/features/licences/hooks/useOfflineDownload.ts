import { useMutation } from '@tanstack/react-query';
import type { LicenceView } from '@fleetkey/contract';
import { useLicenceApi } from './useLicenceApi';

// The browser saves a Blob only through a link it is told to follow.
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Downloads a licence's signed offline file (level ≥ 5) and saves it under the server's file name; a
 * refusal (level, not bound, expired) reaches the user through the central error toast.
 */
export function useOfflineDownload() {
  const api = useLicenceApi();
  return useMutation({
    mutationFn: (licence: LicenceView) => api.licences.offlineFile(licence.id),
    onSuccess: ({ blob, fileName }, licence) => saveFile(blob, fileName ?? `${licence.licenseId}.lic`),
  });
}
