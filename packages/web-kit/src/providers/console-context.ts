import { createContext, useContext } from 'react';
import type { ApiClient } from '@fleetkey/api-client';
import type { ErrorReporter } from '../errors/error-reporter';
import type { AppId } from '../theme/theme-store';
import type { ConsoleServices } from './console-services';

/** Per-console facts and settings shared by the shell pieces. */
export interface ConsoleContextValue {
  appId: AppId;
  /** i18n key of the product name (header, login card, document title). */
  appNameKey: string;
  /** Where the logo, "back home" and post-login links go. */
  homePath: string;
  themeColor: string;
  /** Applies the colour at once (antd tokens) and remembers it for this console. */
  setThemeColor: (color: string) => void;
  /** Where administrators sign in, in a console that has them (the licence portal's /admin). */
  adminLoginPath?: string;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);
export const ServicesContext = createContext<ConsoleServices | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside <ConsoleProviders>`);
  return value;
}

/** The console's facts and theme setter. */
export function useConsole(): ConsoleContextValue {
  return required(useContext(ConsoleContext), 'useConsole');
}

/** The console's api client (its 401s clear the session and go to /Login). */
export function useApiClient(): ApiClient {
  return required(useContext(ServicesContext), 'useApiClient').api;
}

/** Shows an error as a throttled toast: `showError(error, scope?)`. */
export function useShowError(): ErrorReporter['showError'] {
  return required(useContext(ServicesContext), 'useShowError').reporter.showError;
}

/** Revokes the session on the server (a failure is ignored) and clears local data. */
export function useSignOut(): ConsoleServices['signOut'] {
  return required(useContext(ServicesContext), 'useSignOut').signOut;
}

/** Signs out after the session went idle, says why, and goes to the sign-in page. */
export function useSignOutIdle(): ConsoleServices['signOutIdle'] {
  return required(useContext(ServicesContext), 'useSignOutIdle').signOutIdle;
}

/** After the server ended the session on purpose: a quiet wait, then local data cleared and `path` opened. */
export function useLeaveEndedSession(): ConsoleServices['leaveEndedSession'] {
  return required(useContext(ServicesContext), 'useLeaveEndedSession').leaveEndedSession;
}
