import type { AdminPermissionKey, IotPermission } from '@fleetkey/contract';

/**
 * Who may call a route that declares neither an administrator permission nor an IoT permission:
 * - `public`: anyone, signed out included (sign-in, codes, captcha, health, registration);
 * - `user`: a signed-in main account (licence portal, IoT sub-user management), acting on its own data;
 * - `account`: any signed-in user of the platform, sub-users included, on their own account only
 *   (who am I, password, e-mail, inbox);
 * - `admin`: a signed-in administrator past the initial password;
 * - `admin-initial`: a signed-in administrator, on the initial password too (their own page);
 * - `signed-in`: anyone signed in, an administrator on the initial password included (changing it);
 * - `device`: a device or the external broker, which prove themselves in the body (device secrets);
 * - `test`: registered only in test and local-demo builds.
 */
export type RouteAudience =
  'public' | 'user' | 'account' | 'admin' | 'admin-initial' | 'signed-in' | 'device' | 'test';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (routes gated by an administrator `permission` or an `iot` one need none). */
    audience?: RouteAudience;
    /** On an IoT console route: what the main account may always do and a sub-user only when granted. */
    iot?: IotPermission;
    /** On a `user` route about `/{userId}`: administrators may call it too when their roles grant this. */
    adminPermission?: AdminPermissionKey;
  }
}
