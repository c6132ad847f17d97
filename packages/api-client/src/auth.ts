import type { ApiClient } from './client';

/** Auth calls of both consoles (licence-portal.md §7 Auth, iot-console.md §7 Auth). */
export function authApi(client: ApiClient) {
  return {
    /** GET /auth/logout: revokes the session on the server and clears its cookie. */
    logout: () => client.get<null>('/auth/logout'),
  };
}
