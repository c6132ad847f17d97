import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OTA_STATES, type OtaState, type RolloutStatusChange, type RolloutView } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';
import { isLive, LIVE_REFRESH_MS } from '../ota-states';
import { useRefreshFirmware } from './useFirmware';

/** Rollouts a page of the list shows. */
export const ROLLOUT_PAGE_SIZE = 5;
/** Devices a page of a rollout's board shows. */
export const ROLLOUT_DEVICES_PAGE_SIZE = 10;

/** A page of the type's rollouts, newest first; read again while one of them is live. */
export function useRolloutList(devtype: string, page: number) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.rollouts, 'list', devtype, page],
    queryFn: () => api.firmware.rollouts.list({ devtype, ...pageWindow(page, ROLLOUT_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.result.some((rollout) => isLive(rollout.state)) ? LIVE_REFRESH_MS : false,
    meta: { silentError: true },
  });
}

/** One rollout with its devices counted by state; read again while it is live. */
export function useRollout(id: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.rollouts, 'one', id],
    queryFn: () => api.firmware.rollouts.get(id),
    refetchInterval: (query) =>
      query.state.data && isLive(query.state.data.state) ? LIVE_REFRESH_MS : false,
    meta: { silentError: true },
  });
}

/** A page of a rollout's devices, optionally of one state; read again while the rollout is live. */
export function useRolloutDevices(rollout: RolloutView, state: OtaState | undefined, page: number) {
  const api = useIotApi();
  const query = useQuery({
    queryKey: [QUERY_ROOTS.rollouts, 'devices', rollout.id, state, page],
    queryFn: () =>
      api.firmware.rollouts.devices(rollout.id, {
        state,
        ...pageWindow(page, ROLLOUT_DEVICES_PAGE_SIZE),
      }),
    placeholderData: keepPreviousData,
    refetchInterval: isLive(rollout.state) ? LIVE_REFRESH_MS : false,
    meta: { silentError: true },
  });
  // Read again when the board's counts move: the last reports can land between two polls, and polling stops
  // once the rollout is done, which left the table showing devices still downloading. (Same key: no spinner.)
  const counts = OTA_STATES.map((s) => rollout.counts[s]).join(',');
  const seen = useRef(counts);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === counts) return;
    seen.current = counts;
    void refetch();
  }, [counts, refetch]);
  return query;
}

/** Pause, resume, cancel and retry; the board shows the answer at once, then everything refetches. */
export function useRolloutActions(id: string) {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const refresh = useRefreshFirmware();
  const onSuccess = (rollout: RolloutView) => {
    queryClient.setQueryData([QUERY_ROOTS.rollouts, 'one', id], rollout);
    return refresh();
  };
  return {
    // A refusal (409 ROLLOUT_STATE_INVALID when the state moved meanwhile) shows as the central toast.
    changeStatus: useMutation({
      mutationFn: (action: RolloutStatusChange['action']) => api.firmware.rollouts.changeStatus(id, action),
      onSuccess,
    }),
    retry: useMutation({ mutationFn: () => api.firmware.rollouts.retry(id), onSuccess }),
  };
}
