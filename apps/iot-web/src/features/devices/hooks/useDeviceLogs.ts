import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceLogsApi } from '@fleetkey/api-client';
import type { DeviceView } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow } from '../../common/paging';

// A device's rejected messages and connection log (issue 12): what the server did not store of what the
// device sent, and its connects, disconnects and refused sign-ins, newest first.

const ROOTS = { rejections: 'device-rejections', connections: 'device-connections' } as const;

function useDeviceLogsApi() {
  const client = useApiClient();
  return useMemo(() => deviceLogsApi(client), [client]);
}

/** A page of the device's rejected messages, with how many there were in the last 7 days. */
export function useDeviceRejections(device: DeviceView, page: number, pageSize: number) {
  const api = useDeviceLogsApi();
  return useQuery({
    queryKey: [ROOTS.rejections, device.devid, page, pageSize],
    queryFn: () => api.rejections(device.devid, { devtype: device.devtype, ...pageWindow(page, pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** How many messages of the device were rejected in the last 7 days (the tab's badge). */
export function useRejectionCount(device: DeviceView) {
  const api = useDeviceLogsApi();
  return useQuery({
    queryKey: [ROOTS.rejections, device.devid, 'count'],
    queryFn: () => api.rejections(device.devid, { devtype: device.devtype, aggregation: 'count' }),
    select: (page) => page.recentCount,
    meta: { silentError: true },
  });
}

/** A page of the device's connection log. */
export function useDeviceConnections(device: DeviceView, page: number, pageSize: number) {
  const api = useDeviceLogsApi();
  return useQuery({
    queryKey: [ROOTS.connections, device.devid, page, pageSize],
    queryFn: () => api.connections(device.devid, { devtype: device.devtype, ...pageWindow(page, pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
