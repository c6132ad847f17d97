import { PASSWORD_CONFIRM_PATHS } from '@fleetkey/contract';
import type { MyAdminPermissions, PasswordConfirmResult } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Who the password-confirm dialog checks: a user of the platform or an administrator (different calls). */
export type PasswordConfirmKind = keyof typeof PASSWORD_CONFIRM_PATHS;

/** What an administrator may do, and the password-confirm dialog's check (licence-portal.md §2, §6). */
export function adminAccessApi(client: ApiClient) {
  return {
    /** GET /admins/me/permissions: the signed-in administrator's grants. */
    myPermissions: () => client.get<MyAdminPermissions>('/admins/me/permissions'),
    /** POST /auth/verify_password or /auth/admin/verify_password: the account's own password. */
    verifyPassword: (
      kind: PasswordConfirmKind,
      body: { password: string; remark?: string; remarkRequired?: boolean },
    ) => client.post<PasswordConfirmResult>(PASSWORD_CONFIRM_PATHS[kind], { body }),
  };
}
