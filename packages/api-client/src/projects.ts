import type {
  ProjectBodyInput,
  ProjectDeleteResult,
  ProjectDetail,
  ProjectMemberAction,
  ProjectMemberField,
  ProjectPage,
} from '@fleetkey/contract';
import { toListQueryParams } from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { ListWindow } from './rules';

/** GET /projects filter: `name` contains. */
export interface ProjectListFilter {
  name?: string;
}

/** The filter without an empty name, so an empty filter is not sent at all. */
function filterParam(filter: ProjectListFilter | undefined): Record<string, string> | undefined {
  return filter?.name ? { name: filter.name } : undefined;
}

/** Projects (iot-console.md §7 "Projects"): an account's deployments and the members each holds. */
export function projectsApi(client: ApiClient) {
  const path = (id: string) => `/projects/${encodeURIComponent(id)}`;
  return {
    /** GET /projects: newest first, each with its member counts. */
    list: (query: ListWindow & { filter?: ProjectListFilter } = {}) =>
      client.get<ProjectPage>('/projects', {
        query: toListQueryParams({ ...query, filter: filterParam(query.filter) }),
      }),
    /** GET /projects?aggregation=count: how many projects match (the dashboard's figure). */
    count: (filter: ProjectListFilter = {}) =>
      client
        .get<ProjectPage & { count?: number }>('/projects', {
          query: toListQueryParams({ filter: filterParam(filter), aggregation: 'count', limit: 1 }),
        })
        .then((answer) => answer.count ?? answer.totalCount),
    /** GET /projects/{id}: the project and its members' ids. */
    get: (id: string) => client.get<ProjectDetail>(path(id)),
    create: (body: ProjectBodyInput) => client.post<ProjectDetail>('/projects', { body }),
    /** PUT /projects/{id}: a new name or description. */
    update: (id: string, body: ProjectBodyInput) => client.put<ProjectDetail>(path(id), { body }),
    /** DELETE /projects/{id}: its members stay where they are. */
    remove: (id: string) => client.delete<null>(path(id)),
    /** POST /projects/batch/delete: ids not found are skipped. */
    removeMany: (ids: string[]) =>
      client.post<ProjectDeleteResult>('/projects/batch/delete', { body: { ids } }),
    /** PUT /projects/{id}/{field}/{action}: adds or removes members (idempotent; all or nothing). */
    changeMembers: (id: string, field: ProjectMemberField, action: ProjectMemberAction, ids: string[]) =>
      client.put<ProjectDetail>(`${path(id)}/${field}/${action}`, { body: { ids } }),
  };
}
