import type { AdminCreate, AdminView, ListResult } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Administrator accounts (licence-portal.md §7 GET /admins). */
export function adminsApi(client: ApiClient) {
  return {
    /** GET /admins: every administrator, by user name. */
    list: () => client.get<ListResult<AdminView>>('/admins'),
    /** POST /admins: an administrator governed by roles, who replaces the initial password at first sign-in. */
    create: (body: AdminCreate) => client.post<AdminView>('/admins', { body }),
  };
}
