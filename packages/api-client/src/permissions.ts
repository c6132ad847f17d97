import { toListQueryParams } from '@fleetkey/contract';
import type {
  ListResult,
  PermissionCreate,
  PermissionType,
  PermissionUpdate,
  PermissionView,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** The permission list's window, order (by update date), search and type filter. */
export interface PermissionListQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
  search?: string;
  type?: PermissionType;
}

function permissionQuery({ search, type, ...window }: PermissionListQuery) {
  return { ...toListQueryParams(window), search: search || undefined, type };
}

/** The permission catalogue's calls (licence-portal.md §7 Roles and permissions: /permission). */
export function permissionsApi(client: ApiClient) {
  const path = (id: string) => `/permission/${encodeURIComponent(id)}`;
  return {
    /** GET /permission: a page of the catalogue, latest change first unless told. */
    list: (query: PermissionListQuery = {}) =>
      client.get<ListResult<PermissionView>>('/permission', { query: permissionQuery(query) }),
    /** GET /permission/export: the list's search, type and order as a CSV file (every page). */
    exportCsv: (query: Omit<PermissionListQuery, 'skip' | 'limit'> = {}): Promise<FileAnswer> =>
      client.getFile('/permission/export', { query: permissionQuery(query) }),
    /** POST /permission: a new feature permission (name and key unique). */
    create: (body: PermissionCreate) => client.post<PermissionView>('/permission', { body }),
    /** GET /permission/{id}. */
    get: (id: string) => client.get<PermissionView>(path(id)),
    /** PUT /permission/{id}: the fields to change (a system permission keeps its name and key). */
    update: (id: string, body: PermissionUpdate) => client.put<PermissionView>(path(id), { body }),
    /** DELETE /permission/{id}: a feature permission; roles carrying it lose the item. */
    remove: (id: string) => client.delete<null>(path(id)),
  };
}
