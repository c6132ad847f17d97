import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '@fleetkey/web-kit';
import { licenceRedirect } from './guard';
import {
  ADMIN_LOGIN_PATHS,
  CARD_VOUCHER_PATH,
  FORGOT_PASSWORD_PATH,
  LICENCE_HOME_PATH,
  LICENCE_REDIRECTS,
  LICENCE_ROUTES,
  LOG_PATH,
  LOGIN_PATH,
  MESSAGE_CENTER_PATH,
  PERSONAL_INFO_PATH,
  REGISTER_PATH,
} from './routes';

// Split by route: the login screen and the shell load only when shown.
const LoginPage = lazy(() => import('../pages/LoginPage'));
const AdminLoginPage = lazy(() => import('../pages/AdminLoginPage'));
const RegisterPage = lazy(() => import('../pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage'));
const LicenceShell = lazy(() => import('../features/shell/LicenceShell'));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage'));
const PersonalInfoPage = lazy(() => import('../pages/PersonalInfoPage'));
const LicencePage = lazy(() => import('../pages/LicencePage'));
const CardVoucherPage = lazy(() => import('../pages/CardVoucherPage'));
const MessageCenterPage = lazy(() => import('../pages/MessageCenterPage'));
const LogPage = lazy(() => import('../pages/LogPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

// Screens built so far; every other route of the table shows its placeholder.
const SCREENS: Record<string, ComponentType> = {
  [LICENCE_HOME_PATH]: LicencePage,
  [CARD_VOUCHER_PATH]: CardVoucherPage,
  [MESSAGE_CENTER_PATH]: MessageCenterPage,
  [LOG_PATH]: LogPage,
  [PERSONAL_INFO_PATH]: PersonalInfoPage,
};

/** Routes of the licence portal: the auth screens, then everything else behind the guard and inside the shell. */
export function LicenceRouter() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path={REGISTER_PATH} element={<RegisterPage />} />
      <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
      {ADMIN_LOGIN_PATHS.map((path) => (
        <Route key={path} path={path} element={<AdminLoginPage />} />
      ))}
      <Route element={<RequireSession redirect={licenceRedirect} />}>
        {LICENCE_REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route element={<LicenceShell />}>
          {LICENCE_ROUTES.map(({ path, titleKey }) => {
            const Screen = SCREENS[path];
            return (
              <Route
                key={path}
                path={path}
                element={Screen ? <Screen /> : <PlaceholderPage titleKey={titleKey} />}
              />
            );
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
