import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DeviceWithSecret } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { refreshRegistry } from '../../common/query-keys';
import { importFailure, type ImportState } from '../import-state';
import { uploadPercent } from '@fleetkey/web-kit';

/** A bulk import: start it with a file, follow its progress, cancel it, or reset for the next file. */
export function useDeviceImport() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  /** Uploads the file; answers the created devices (with their secrets), or null when it did not work. */
  const start = useCallback(
    async (file: File): Promise<DeviceWithSecret[] | null> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', percent: 0 });
      try {
        const devices = await api.devices.importFile(file, file.name, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setState(
              loaded >= total
                ? { phase: 'processing' }
                : { phase: 'uploading', percent: uploadPercent(loaded, total) },
            ),
        });
        setState({ phase: 'done', devices });
        void refreshRegistry(queryClient);
        return devices;
      } catch (error) {
        // A cancelled upload simply returns to the start.
        setState(controller.signal.aborted ? { phase: 'idle' } : importFailure(error));
        return null;
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [api, queryClient],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, cancel, reset };
}
