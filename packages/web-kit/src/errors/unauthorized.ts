/** What happens on a 401 from any call: the steps are injected so the rule is testable. */
export interface UnauthorizedDeps {
  /** Current path inside the app (without basename). */
  currentPath: () => string;
  clearLocalData: () => void;
  /** Tells the user to log in again. */
  notify: () => void;
  /** Where to sign in again: read before the local data (the stored user) is cleared. */
  loginPath: () => string;
  navigateToLogin: (path: string) => void;
}

/** The login route of both consoles. */
export const LOGIN_PATH = '/Login';

/**
 * Builds the ApiClient `onUnauthorized` hook: clears local data, then (unless the user is already on
 * a login screen, where a 401 is an answer to the login itself) says "please log in again" and goes
 * to the login screen (/Login, or the administrators' own for an administrator).
 */
export function createUnauthorizedHandler(deps: UnauthorizedDeps): () => void {
  return () => {
    const loginPath = deps.loginPath();
    deps.clearLocalData();
    const current = deps.currentPath().toLowerCase();
    if ([LOGIN_PATH, loginPath].some((path) => current.startsWith(path.toLowerCase()))) return;
    deps.notify();
    deps.navigateToLogin(loginPath);
  };
}
