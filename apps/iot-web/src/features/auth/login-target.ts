import { IOT_HOME_PATH } from '../../app/routes';

/** The auth container's views (iot-console.md §4 "Auth views"). */
export const AUTH_VIEWS = ['login', 'register', 'forgot', 'download'] as const;
/** One view of the auth container. */
export type AuthView = (typeof AUTH_VIEWS)[number];

/** The view a `view` query names, or the login view. */
export function authView(value: string | null): AuthView {
  return AUTH_VIEWS.find((view) => view === value) ?? 'login';
}

/**
 * Where an IoT sign-in lands: the console screen the `path` query names (an in-app path under /Home,
 * never another site), else the dashboard.
 */
export function iotLoginTarget(search: URLSearchParams): string {
  const path = search.get('path') ?? '';
  return /^\/Home(\/[\w-]+)*\/?(\?[\w=&%-]*)?$/.test(path) ? path : IOT_HOME_PATH;
}

/** Wizard card heights per step (iot-console.md §2: 560, 660, 920 and 630 px). */
export const WIZARD_HEIGHTS: readonly number[] = [560, 660, 920, 630];
