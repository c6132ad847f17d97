import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiClient, authApi } from '@fleetkey/api-client';
import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import type { ApiClientOptions } from '@fleetkey/api-client';
import { createErrorReporter } from '../errors/error-reporter';
import type { ErrorReporter, ToastLevel } from '../errors/error-reporter';
import { createUnauthorizedHandler, LOGIN_PATH } from '../errors/unauthorized';
import { browserTimeZone } from '../i18n/time-zone';
import { createQueryClient } from '../query/query-client';
import { clearLocalData } from '../session/clear-local-data';
import { recordSessionSeen } from '../session/idle-clock';
import { getStoredUser } from '../session/session-store';

/** What the services need from the rendered app; it changes with the route and language. */
export interface ServicesRuntime {
  toast: (text: string, level: ToastLevel) => void;
  navigate: (path: string) => void;
  pathname: string;
}

/** The long-lived, non-React parts of a console. */
export interface ConsoleServices {
  api: ApiClient;
  queryClient: QueryClient;
  reporter: ErrorReporter;
  /** Revokes the session on the server (a failure is ignored: the user leaves anyway), clears local data. */
  signOut: () => Promise<void>;
  /** Signs out after the session has gone idle, says why, and goes to the sign-in page. */
  signOutIdle: () => Promise<void>;
  /**
   * The server ended the session on purpose (a changed password): after `delayMs` the local data is
   * cleared and `path` opens; until then a call's 401 is expected and says nothing.
   */
  leaveEndedSession: (path: string, delayMs: number) => void;
  /** Connects the rendered app (toasts, navigation, route); returns the disconnect. */
  connect: (runtime: ServicesRuntime) => () => void;
}

/**
 * Creates a console's api client, error reporter and query client, wired together: failed queries and
 * mutations are reported through the throttled toast; a 401 from any call clears local data and goes
 * to /Login with "please log in again".
 */
export function createConsoleServices(
  i18n: I18n,
  apiOptions: Omit<ApiClientOptions, 'onUnauthorized'> = {},
  adminLoginPath?: string,
): ConsoleServices {
  // Calls can fail before the app has rendered or after it unmounted: then toasts and navigation wait.
  let runtime: ServicesRuntime | null = null;
  // During a deliberate sign-out a 401 (session already gone) must not say "please log in again".
  let signingOut = false;
  const reporter = createErrorReporter({
    translate: (key) => i18n.t(key),
    hasKey: (key) => i18n.exists(key),
    toast: (text, level) => runtime?.toast(text, level),
  });
  const queryClient = createQueryClient(reporter.showError);
  // Where this user signs in again (an administrator at the portal's own page): read before local data is cleared.
  const loginPath = () => {
    const user = getStoredUser();
    return adminLoginPath && user && user.role !== MAIN_ACCOUNT_ROLE ? adminLoginPath : LOGIN_PATH;
  };
  const handleUnauthorized = createUnauthorizedHandler({
    currentPath: () => runtime?.pathname ?? window.location.pathname,
    clearLocalData: () => clearLocalData(queryClient),
    notify: () => reporter.showText(i18n.t('errors.sessionExpired'), 'warning'),
    loginPath,
    navigateToLogin: (path) => runtime?.navigate(path),
  });
  const onUnauthorized = () => {
    if (!signingOut) handleUnauthorized();
  };
  const api = new ApiClient({
    language: () => i18n.language,
    timeZone: () => browserTimeZone(),
    ...apiOptions,
    onUnauthorized,
    onSessionSeen: (idleSeconds) => recordSessionSeen(idleSeconds),
  });
  const signOut = async () => {
    signingOut = true;
    try {
      await authApi(api).logout();
    } catch {
      // Offline or already signed out: local data is cleared all the same.
    } finally {
      signingOut = false;
    }
    clearLocalData(queryClient);
  };
  return {
    api,
    queryClient,
    reporter,
    signOut,
    async signOutIdle() {
      const path = loginPath();
      await signOut();
      reporter.showText(i18n.t('session.idleSignedOut'), 'warning');
      runtime?.navigate(path);
    },
    leaveEndedSession(path, delayMs) {
      signingOut = true;
      setTimeout(() => {
        clearLocalData(queryClient);
        signingOut = false;
        runtime?.navigate(path);
      }, delayMs);
    },
    connect(next) {
      runtime = next;
      return () => {
        if (runtime === next) runtime = null;
      };
    },
  };
}
