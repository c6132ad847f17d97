import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DeviceWithSecret } from '@fleetkey/contract';
import { useUpload } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import { refreshRegistry } from '../../common/query-keys';
import { importFailure, type ImportState } from '../import-state';

/** A bulk import: start it with a file, follow its progress, cancel it, or reset for the next file. */
export function useDeviceImport() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  // The upload itself (progress, cancelling) is web-kit's; an import adds its created devices and the
  // per-row report of a refused file.
  const upload = useUpload<DeviceWithSecret[]>();
  const [created, setCreated] = useState<DeviceWithSecret[] | null>(null);
  const { start: send, reset: resetUpload } = upload;

  /** Uploads the file; answers the created devices (with their secrets), or null when it did not work. */
  const start = useCallback(
    async (file: File): Promise<DeviceWithSecret[] | null> => {
      setCreated(null);
      const devices = await send(async (control) => {
        const made = await api.devices.importFile(file, file.name, control);
        // Kept before the upload settles, so the dialog goes from "processing" straight to the secrets.
        setCreated(made);
        return made;
      });
      if (devices) void refreshRegistry(queryClient);
      return devices;
    },
    [api, queryClient, send],
  );

  const reset = useCallback(() => {
    setCreated(null);
    resetUpload();
  }, [resetUpload]);
  const state: ImportState =
    created !== null
      ? { phase: 'done', devices: created }
      : upload.state.phase === 'failed'
        ? importFailure(upload.state.error)
        : upload.state;
  return { state, start, cancel: upload.cancel, reset };
}
