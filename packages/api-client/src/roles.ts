import { toListQueryParams } from '@fleetkey/contract';
import type { ListResult, RoleCreate, RoleUpdate, RoleView, UserRoleView } from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** The role list's window, order (by update date) and search. */
export interface RoleListQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
  search?: string;
}

/** A page of administrator-role links, of one role or one administrator. */
export interface UserRoleListQuery {
  skip?: number;
  limit?: number;
  roleId?: string;
  adminId?: string;
}

function roleQuery({ search, ...window }: RoleListQuery) {
  return { ...toListQueryParams(window), search: search || undefined };
}

/** Roles (groups) and administrators' roles (licence-portal.md §7 Roles and permissions). */
export function rolesApi(client: ApiClient) {
  const path = (id: string) => `/roles/${encodeURIComponent(id)}`;
  const linkPath = (id: string) => `/user_roles/${encodeURIComponent(id)}`;
  return {
    /** GET /roles: a page of roles with their trees and linked-administrator counts. */
    list: (query: RoleListQuery = {}) =>
      client.get<ListResult<RoleView>>('/roles', { query: roleQuery(query) }),
    /** GET /roles/export: the list's search and order as a CSV file (every page). */
    exportCsv: (query: Omit<RoleListQuery, 'skip' | 'limit'> = {}): Promise<FileAnswer> =>
      client.getFile('/roles/export', { query: roleQuery(query) }),
    /** POST /roles: a new role (name unique ignoring case). */
    create: (body: RoleCreate) => client.post<RoleView>('/roles', { body }),
    /** POST /roles/batch: several roles, all or none. */
    createBatch: (roles: RoleCreate[]) => client.post<RoleView[]>('/roles/batch', { body: { roles } }),
    /** GET /roles/{id}. */
    get: (id: string) => client.get<RoleView>(path(id)),
    /** PUT /roles/{id}: the fields to change; `permissions` replaces the whole tree. */
    update: (id: string, body: RoleUpdate) => client.put<RoleView>(path(id), { body }),
    /** DELETE /roles/{id}: refused (ROLE_IN_USE) while administrators, boards or licences use it. */
    remove: (id: string) => client.delete<null>(path(id)),

    /** GET /user_roles: links of one role or one administrator. */
    links: ({ roleId, adminId, ...window }: UserRoleListQuery = {}) =>
      client.get<ListResult<UserRoleView>>('/user_roles', {
        query: { ...toListQueryParams(window), roleId, adminId },
      }),
    /** POST /user_roles: gives one administrator a role. */
    link: (adminId: string, roleId: string) =>
      client.post<UserRoleView>('/user_roles', { body: { adminId, roleId } }),
    /** POST /user_roles/batch: links administrators to the role (links that exist are kept). */
    linkMany: (roleId: string, adminIds: string[]) =>
      client.post<UserRoleView[]>('/user_roles/batch', { body: { roleId, adminIds } }),
    /** PUT /user_roles/{id}: moves the link to another role. */
    moveLink: (id: string, roleId: string) => client.put<UserRoleView>(linkPath(id), { body: { roleId } }),
    /** DELETE /user_roles/{id}: unlinks the administrator from the role. */
    unlink: (id: string) => client.delete<null>(linkPath(id)),
  };
}
