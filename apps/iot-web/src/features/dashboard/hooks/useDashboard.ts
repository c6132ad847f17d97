import { useQuery } from '@tanstack/react-query';
import { useIotAccess } from '../../access/use-iot-access';
import { LIST_LIMIT_MAX } from '@fleetkey/contract';
import type { DeviceView } from '@fleetkey/contract';
import { useIotApi, type IotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';

// The dashboard reads every device and type of the user once and filters on the client (iot-console.md
// §2). Lists answer at most LIST_LIMIT_MAX rows a call, so the first page tells the total and the rest are
// fetched side by side, oldest first so a device registered meanwhile cannot shift a page.

/** How often the dashboard rereads statuses while it is open. */
const LIVE_REFRESH_MS = 30_000;

async function allDevices(api: IotApi, projectid: string | undefined): Promise<DeviceView[]> {
  const filter = projectid ? { projectid } : undefined;
  const first = await api.devices.list({ limit: LIST_LIMIT_MAX, descend: false, filter });
  const pages = Math.ceil(first.totalCount / LIST_LIMIT_MAX);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      api.devices.list({ skip: (i + 1) * LIST_LIMIT_MAX, limit: LIST_LIMIT_MAX, descend: false, filter }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.result);
}

/** Every device of the user, or of one project (the dashboard's table and per-type statistics). */
export function useAllDevices(projectid?: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'all', projectid],
    queryFn: () => allDevices(api, projectid),
    // Statuses change without any action here (devices connect and drop): read them afresh.
    refetchOnMount: 'always',
    refetchInterval: LIVE_REFRESH_MS,
    meta: { silentError: true },
  });
}

/** The overview pie's counts: total, online (normal), offline, faulty (of one project's devices when given). */
export function useDeviceCounts(projectid?: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.counts, projectid],
    queryFn: () => api.devices.counts(undefined, projectid),
    refetchOnMount: 'always',
    refetchInterval: LIVE_REFRESH_MS,
    meta: { silentError: true },
  });
}

/**
 * The system statistics card: how many device types and devices (`aggregation=count`, §7 Dashboard); with a
 * project, its devices only (the types its devices have are counted on the dashboard from its device list).
 */
export function useSystemCounts(projectid?: string) {
  const api = useIotApi();
  const typesReadable = useIotAccess().can('devtypes', 'read');
  return useQuery({
    queryKey: [QUERY_ROOTS.counts, 'system', typesReadable, projectid],
    queryFn: async () => {
      const [deviceTypes, devices] = await Promise.all([
        typesReadable ? api.devtypes.count() : Promise.resolve(0),
        api.devices.count({ filter: projectid ? { projectid } : undefined }),
      ]);
      return { deviceTypes, devices };
    },
    meta: { silentError: true },
  });
}
