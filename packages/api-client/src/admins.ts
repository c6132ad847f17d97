import type {
  AdminCreate,
  AdminPasswordReset,
  AdminStatus,
  AdminSelfUpdate,
  AdminSessionView,
  AdminView,
  ListResult,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Administrator accounts (licence-portal.md §7 GET /admins) and the signed-in administrator's own page. */
export function adminsApi(client: ApiClient) {
  return {
    /** GET /admins: every administrator, by user name. */
    list: () => client.get<ListResult<AdminView>>('/admins'),
    /** POST /admins: an administrator governed by roles, who replaces the initial password at first sign-in. */
    create: (body: AdminCreate) => client.post<AdminView>('/admins', { body }),
    /** PUT /admins/{id}/status: disables (signing it out) or enables another administrator. */
    setStatus: (id: string, body: AdminStatus) => client.put<AdminView>(`/admins/${id}/status`, { body }),
    /** PUT /admins/{id}/password: a new initial password for another administrator, who is signed out. */
    resetPassword: (id: string, body: AdminPasswordReset) =>
      client.put<AdminView>(`/admins/${id}/password`, { body }),
    /** DELETE /admins/{id}: deletes another administrator (the operation log keeps its name). */
    remove: (id: string) => client.delete<null>(`/admins/${id}`),
    /** GET /admins/me: the signed-in administrator (on the initial password too). */
    me: () => client.get<AdminView>('/admins/me'),
    /** PUT /admins/me: the own display name. */
    updateMe: (body: AdminSelfUpdate) => client.put<AdminView>('/admins/me', { body }),
    /** GET /admins/me/sessions: where the administrator is signed in. */
    mySessions: () => client.get<ListResult<AdminSessionView>>('/admins/me/sessions'),
    /** DELETE /admins/me/sessions: signs out every other session. */
    endOtherSessions: () => client.delete<{ ended: number }>('/admins/me/sessions'),
  };
}
