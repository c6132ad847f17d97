import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '@fleetkey/api-client';
import type { ProjectBodyInput, ProjectMemberAction, ProjectMemberField } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { pageWindow, type ListPageQuery } from '../../common/paging';

/** First element of every projects query key. */
export const PROJECTS_KEY = 'projects';

/** The projects calls over the console's api client. */
export function useProjectsApi() {
  return projectsApi(useApiClient());
}

/** One page of the projects, newest first (or oldest), searched by name. */
export function useProjectList({ page, pageSize, search, descend }: ListPageQuery) {
  const api = useProjectsApi();
  return useQuery({
    queryKey: [PROJECTS_KEY, 'list', page, pageSize, search, descend],
    queryFn: () => api.list({ ...pageWindow(page, pageSize), descend, filter: { name: search } }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One project with its members' ids. */
export function useProject(id: string) {
  const api = useProjectsApi();
  return useQuery({
    queryKey: [PROJECTS_KEY, 'detail', id],
    queryFn: () => api.get(id),
    meta: { silentError: true },
  });
}

/** The dashboard's project count; nothing for a user who may not read projects. */
export function useProjectCount() {
  const api = useProjectsApi();
  const readable = useIotAccess().can('projects', 'read');
  return useQuery({
    queryKey: [PROJECTS_KEY, 'count'],
    queryFn: () => api.count(),
    enabled: readable,
    meta: { silentError: true },
  });
}

/** A membership change: which project, which kind of member, add or remove, and the ids. */
export interface MemberChange {
  id: string;
  field: ProjectMemberField;
  action: ProjectMemberAction;
  ids: string[];
}

/** Project writes; each refreshes every projects query (list counts, the detail, the dashboard). */
export function useProjectActions() {
  const api = useProjectsApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [PROJECTS_KEY] });
  return {
    create: useMutation({
      mutationFn: (body: ProjectBodyInput) => api.create(body),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ProjectBodyInput }) => api.update(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess }),
    removeMany: useMutation({ mutationFn: (ids: string[]) => api.removeMany(ids), onSuccess }),
    changeMembers: useMutation({
      mutationFn: ({ id, field, action, ids }: MemberChange) => api.changeMembers(id, field, action, ids),
      onSuccess,
    }),
  };
}
