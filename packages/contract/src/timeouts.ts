// Client request timeouts (licence-portal.md §9, iot-console.md §7).

/** Default request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Login and application posts. */
export const LOGIN_TIMEOUT_MS = 6_000;
/** Registered-user list (administration). */
export const REGISTERED_USERS_TIMEOUT_MS = 120_000;
/** Installer upload. */
export const INSTALLER_UPLOAD_TIMEOUT_MS = 600_000;
/** Minimum gap between two error toasts (iot-console.md §8). */
export const ERROR_TOAST_THROTTLE_MS = 150;
