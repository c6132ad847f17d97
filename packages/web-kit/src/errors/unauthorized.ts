/** What happens on a 401 from any call: the steps are injected so the rule is testable. */
export interface UnauthorizedDeps {
  /** Current path inside the app (without basename). */
  currentPath: () => string;
  clearLocalData: () => void;
  /** Tells the user to log in again. */
  notify: () => void;
  navigateToLogin: () => void;
}

/** The login route of both consoles. */
export const LOGIN_PATH = '/Login';

/**
 * Builds the ApiClient `onUnauthorized` hook: clears local data, then (unless the user is already on
 * the login screen, where a 401 is an answer to the login itself) says "please log in again" and goes
 * to /Login.
 */
export function createUnauthorizedHandler(deps: UnauthorizedDeps): () => void {
  return () => {
    deps.clearLocalData();
    if (deps.currentPath().toLowerCase().startsWith(LOGIN_PATH.toLowerCase())) return;
    deps.notify();
    deps.navigateToLogin();
  };
}
