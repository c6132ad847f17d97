import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmwareNotifyInput } from '@fleetkey/api-client';
import { saveBlob } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';
import { LIVE_REFRESH_MS } from '../ota-states';

/** A device type's firmware versions, newest first. */
export function useFirmwareList(devtype: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.firmware, devtype],
    queryFn: () => api.firmware.list(devtype),
    // A version's active rollouts end by themselves (done): watched while any are under way.
    refetchInterval: (query) =>
      query.state.data?.some((v) => v.activeRollouts > 0) ? LIVE_REFRESH_MS : false,
    meta: { silentError: true },
  });
}

/** One version as stored now (GET /firmware/{devtype}/{version}) and its release notes (GET …/desc). */
export function useFirmwareVersion(devtype: string, version: string) {
  const api = useIotApi();
  const key = [QUERY_ROOTS.firmware, devtype, 'version', version];
  return {
    view: useQuery({
      queryKey: key,
      queryFn: () => api.firmware.get(devtype, version),
      meta: { silentError: true },
    }),
    notes: useQuery({
      queryKey: [...key, 'desc'],
      queryFn: () => api.firmware.desc(devtype, version),
      meta: { silentError: true },
    }),
  };
}

/**
 * Refetches what a firmware change moves: the versions (their active rollouts), the rollouts, and the
 * devices (their "new firmware" flag).
 */
export function useRefreshFirmware() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [QUERY_ROOTS.firmware, QUERY_ROOTS.rollouts, QUERY_ROOTS.devices].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ).then(() => undefined),
    [queryClient],
  );
}

/** Downloading a version's image, deleting a version and starting a rollout of one. */
export function useFirmwareActions(devtype: string) {
  const api = useIotApi();
  const onSuccess = useRefreshFirmware();
  return {
    download: useMutation({
      mutationFn: async (version: string) => {
        const image = await api.firmware.image(devtype, version);
        saveBlob(image.blob, image.fileName ?? `${devtype}-${version}.bin`);
      },
    }),
    // A refusal (409 FIRMWARE_IN_USE while a rollout uses the version) shows as the central toast.
    remove: useMutation({
      mutationFn: (version: string) => api.firmware.remove(devtype, version),
      onSuccess,
    }),
    notify: useMutation({
      mutationFn: ({ version, input }: { version: string; input: FirmwareNotifyInput }) =>
        api.firmware.notify(devtype, version, input),
      onSuccess,
      // The dialog shows the failure beside the form.
      meta: { silentError: true },
    }),
  };
}
