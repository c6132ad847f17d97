import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '@fleetkey/web-kit';
import { IOT_REDIRECTS, IOT_ROUTES, LOGIN_PATH, USER_CENTER_PATH } from './routes';

// Split by route: the login screen and the shell load only when shown.
const LoginPage = lazy(() => import('../pages/LoginPage'));
const IotShell = lazy(() => import('../features/shell/IotShell'));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage'));
const UserCenterPage = lazy(() => import('../pages/UserCenterPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** Routes of the IoT console: /Login, then everything else behind the guard and inside the shell. */
export function IotRouter() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route element={<RequireSession />}>
        {IOT_REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route element={<IotShell />}>
          {IOT_ROUTES.map(({ path, titleKey }) => (
            <Route
              key={path}
              path={path}
              element={
                path === USER_CENTER_PATH ? <UserCenterPage /> : <PlaceholderPage titleKey={titleKey} />
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
