import type { ProfileUpdate, Registration, SessionUser, UserProfile } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** The profile fields a PUT /users/{key} may carry (any subset; `enterprise` as the contract takes it). */
export type ProfileChanges = Partial<ProfileUpdate>;

/** User calls (licence-portal.md §7 Users, iot-console.md §7 Users). */
export function usersApi(client: ApiClient) {
  const path = (key: string) => `/users/${encodeURIComponent(key)}`;
  return {
    /** POST /users: registers a main account (not signed in afterwards). */
    register: (body: Registration) => client.post<SessionUser>('/users', { body }),
    /** GET /users: whoever this browser's session cookie signs in (the lookup behind automatic sign-in). */
    current: () => client.get<UserProfile>('/users'),
    /** GET /users/{key}: the signed-in user's own profile (`key` is the id or the user name). */
    profile: (key: string) => client.get<UserProfile>(path(key)),
    /** PUT /users/{key}[?code=]: profile fields; a new mobile or e-mail needs the code sent to it. */
    updateProfile: (key: string, body: ProfileChanges, code?: string) =>
      client.put<UserProfile>(path(key), { body, query: { code } }),
    /** POST /users/{key}/avatar (multipart `file`): the new avatar's relative path. */
    uploadAvatar: (key: string, file: Blob, fileName: string) =>
      client.postFile<{ avatar: string }>(`${path(key)}/avatar`, file, fileName),
    /** DELETE /users/{key}: closes one's own account, proven by its password; the session ends with it. */
    closeAccount: (key: string, password: string) => client.delete<null>(path(key), { body: { password } }),
    /** GET /auth/change_mobile_verify_code: a code to the new full mobile (calling code first). */
    changeMobileCode: (mobile: string) =>
      client.get<null>('/auth/change_mobile_verify_code', { query: { mobile } }),
    /** GET /auth/email_code: signed in, this is the code that binds a first e-mail address. */
    bindEmailCode: (email: string) =>
      client.get<null>('/auth/email_code', { query: { email: email.trim().toLowerCase() } }),
    /** GET /auth/uc_email_code (licence portal's user centre): signed in, the code that binds a first e-mail. */
    userCentreEmailCode: (email: string) =>
      client.get<null>('/auth/uc_email_code', { query: { email: email.trim().toLowerCase() } }),
    /** GET /auth/uc_sms_code: a changePasswordCode to the signed-in user's own full mobile. */
    passwordCode: (mobile: string) =>
      client.get<null>('/auth/uc_sms_code', { query: { mobile, codeType: 'changePasswordCode' } }),
    /** PUT /auth/new_change_password?code: a new password proved by that code; success ends every session. */
    changePasswordByCode: (code: string, newPassword: string) =>
      client.put<null>('/auth/new_change_password', { query: { code }, body: { newPassword } }),
    /** GET /auth/change_email_verify_code: a code to the new address when one is already bound. */
    changeEmailCode: (email: string) =>
      client.get<null>('/auth/change_email_verify_code', { query: { email: email.trim().toLowerCase() } }),
    /** PUT /auth/change_password (licence portal); success ends every session. */
    changePassword: (body: { oldPassword: string; newPassword: string }) =>
      client.put<null>('/auth/change_password', { body }),
    /** POST /auth/change_password (IoT console); success ends every session. */
    iotChangePassword: (body: { oldpassword: string; password: string }) =>
      client.post<null>('/auth/change_password', { body }),
  };
}
