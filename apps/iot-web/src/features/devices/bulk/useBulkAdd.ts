import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS, refreshRegistry } from '../../common/query-keys';
import { PROJECTS_KEY, useProjectsApi } from '../../projects/hooks/useProjects';
import type { BulkTarget } from './bulk-targets';

/** What the bulk action adds: the selected devices, to one group, project or multicast group. */
export interface BulkAdd {
  target: BulkTarget;
  id: string;
  devids: string[];
}

/**
 * Adds many devices to one target with the target's batch call (one request, all the devices or none), then
 * refreshes what the target's screens show. The dialog shows a refusal itself.
 */
export function useBulkAdd() {
  const api = useIotApi();
  const projects = useProjectsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, id, devids }: BulkAdd): Promise<unknown> => {
      if (target === 'group') return api.groups.addDevices(id, devids);
      if (target === 'project') return projects.changeMembers(id, 'devices', 'add', devids);
      return api.multicast.add(id, devids);
    },
    onSuccess: () =>
      Promise.all([
        refreshRegistry(queryClient),
        queryClient.invalidateQueries({ queryKey: [PROJECTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.multicast] }),
      ]),
    meta: { silentError: true },
  });
}
