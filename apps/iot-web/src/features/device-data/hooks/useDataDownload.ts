import { useMutation } from '@tanstack/react-query';
import { useIotApi } from '../../common/hooks/useIotApi';
import type { DownloadRequest } from '../download-form';

/** The data of several devices, or of every device of a type, as one CSV file (a devid column first). */
export function useDataDownload() {
  const api = useIotApi();
  return useMutation({
    mutationFn: (request: DownloadRequest) => {
      const { starttime, endtime } = request;
      return request.scope === 'devices'
        ? api.telemetry.downloadDevices({ devids: request.devids, starttime, endtime })
        : api.telemetry.downloadType({ devtype: request.devtype, starttime, endtime });
    },
  });
}
