import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import type { ResultFilter } from './useResults';

/** Downloads the filtered results as the server's CSV (a failure is the central toast). */
export function useResultExport() {
  const api = useIotApi();
  return useMutation({
    mutationFn: async (filter: ResultFilter) => {
      const file = await api.statistics.exportResults(filter);
      saveBlob(file.blob, file.fileName ?? 'statistics.csv');
    },
  });
}
