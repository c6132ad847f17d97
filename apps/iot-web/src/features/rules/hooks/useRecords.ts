import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordStatusAction } from '@fleetkey/contract';
import type { RecordListFilter } from '@fleetkey/api-client';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.records;

/**
 * How often alarm screens read records again. The rule engine opens, counts up and clears records on the
 * server as device data arrives, and no socket tells the console: the records are polled.
 */
export const RECORDS_POLL_MS = 3000;
/** Alarms in the bell's list. */
const BELL_ITEMS = 5;

/** A page of alarm records, newest firing first, filtered; read again every few seconds. */
export function useRecordList({ page, pageSize, descend }: ListPageQuery, filter: RecordListFilter) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'list', page, pageSize, descend, filter],
    queryFn: () => api.records.list({ ...pageWindow(page, pageSize), descend, filter }),
    placeholderData: keepPreviousData,
    refetchInterval: RECORDS_POLL_MS,
    meta: { silentError: true },
  });
}

/** A page of one device's alarm records, newest firing first (its page's tab, read when opened). */
export function useDeviceRecords(devid: string, page: number, pageSize: number) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'device', devid, page, pageSize],
    queryFn: () => api.records.ofDevice(devid, pageWindow(page, pageSize)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * The header bell: how many alarms are active and the newest of them, polled (see RECORDS_POLL_MS).
 * Silent on failure: a badge that cannot load must not toast every few seconds.
 */
export function useActiveAlarms(enabled: boolean) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'active-latest'],
    queryFn: () => api.records.list({ limit: BELL_ITEMS, filter: { state: 'active' } }),
    enabled,
    refetchInterval: RECORDS_POLL_MS,
    meta: { silentError: true },
  });
}

/** Acknowledging, clearing and deleting records; each refetches every record list and the bell. */
export function useRecordWrites() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    setStatus: useMutation({
      mutationFn: ({ ids, action }: { ids: string[]; action: RecordStatusAction }) =>
        api.records.setStatus(ids, action),
      onSuccess,
    }),
    // 409 RECORD_NOT_CLEARED is the central toast.
    remove: useMutation({ mutationFn: (ids: string[]) => api.records.remove(ids), onSuccess }),
  };
}
