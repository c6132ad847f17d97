import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAntd, RequireSession } from '@fleetkey/web-kit';
import { licenceRedirect } from './guard';
import {
  ADMIN_LOGIN_PATHS,
  AWPX_PATH,
  CARD_VOUCHER_PATH,
  FORGOT_PASSWORD_PATH,
  LEGACY_REGISTER_PATH,
  LEGACY_RESET_PATH,
  LICENCE_HOME_PATH,
  LICENCE_REDIRECTS,
  LICENCE_ROUTES,
  LOG_PATH,
  LOGIN_PATH,
  MESSAGE_CENTER_PATH,
  NODE_MANAGE_PATH,
  ORDER_MANAGE_PATH,
  PERSONAL_INFO_PATH,
  REGISTER_PATH,
  TARGET_BOARD_MANAGE_PATH,
} from './routes';
import LoginPage from '../pages/LoginPage';

// Split by route: every screen and the shell load when shown. The sign-in page is part of the entry:
// its code is preloaded with it and the form needs no second round trip. It and the admin sign-in are
// built without antd; every other route waits for antd's providers (RequireAntd) before it shows.
const AdminLoginPage = lazy(() => import('../pages/AdminLoginPage'));
const RegisterPage = lazy(() => import('../pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage'));
const LegacyRegisterPage = lazy(() => import('../pages/LegacyRegisterPage'));
const LegacyResetPasswordPage = lazy(() => import('../pages/LegacyResetPasswordPage'));
const LicenceShell = lazy(() => import('../features/shell/LicenceShell'));
const ScreenAudienceGate = lazy(() => import('../features/shell/ScreenAudienceGate'));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage'));
const PersonalInfoPage = lazy(() => import('../pages/PersonalInfoPage'));
const LicencePage = lazy(() => import('../pages/LicencePage'));
const CardVoucherPage = lazy(() => import('../pages/CardVoucherPage'));
const MessageCenterPage = lazy(() => import('../pages/MessageCenterPage'));
const LogPage = lazy(() => import('../pages/LogPage'));
const LicenceAdminPage = lazy(() => import('../pages/LicenceAdminPage'));
const RegisterListPage = lazy(() => import('../pages/RegisterListPage'));
const MessagePushPage = lazy(() => import('../pages/MessagePushPage'));
const AddMessagePage = lazy(() => import('../pages/AddMessagePage'));
const GiftVoucherPage = lazy(() => import('../pages/GiftVoucherPage'));
const PermissionManagePage = lazy(() => import('../pages/PermissionManagePage'));
const GroupManagePage = lazy(() => import('../pages/GroupManagePage'));
const InstallerManagePage = lazy(() => import('../pages/InstallerManagePage'));
const SystemDeployPage = lazy(() => import('../pages/SystemDeployPage'));
const SystemConfigPage = lazy(() => import('../pages/SystemConfigPage'));
const OrderManagePage = lazy(() => import('../pages/OrderManagePage'));
const PendingTrialPage = lazy(() => import('../pages/PendingTrialPage'));
const ExaminedPage = lazy(() => import('../pages/ExaminedPage'));
const DevBoardManagePage = lazy(() => import('../pages/DevBoardManagePage'));
const PinManagePage = lazy(() => import('../pages/PinManagePage'));
const UploadManagePage = lazy(() => import('../pages/UploadManagePage'));
const AWPXManagePage = lazy(() => import('../pages/AWPXManagePage'));
const NodeManagePage = lazy(() => import('../pages/NodeManagePage'));
const TargetBoardManagePage = lazy(() => import('../pages/TargetBoardManagePage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

// Screens built so far; every other route of the table shows its placeholder.
const SCREENS: Record<string, ComponentType> = {
  [LICENCE_HOME_PATH]: LicencePage,
  [CARD_VOUCHER_PATH]: CardVoucherPage,
  [MESSAGE_CENTER_PATH]: MessageCenterPage,
  [LOG_PATH]: LogPage,
  '/Home/LicenceAdmin/LicenceAdmin': LicenceAdminPage,
  '/Home/RegisterList/RegisterList': RegisterListPage,
  '/Home/MessagePush/MessagePush': MessagePushPage,
  '/Home/MessagePush/AddMessage': AddMessagePage,
  '/Home/GiftVoucher/GiftVoucher': GiftVoucherPage,
  '/Home/permissionManage/permissionManage': PermissionManagePage,
  '/Home/groupManage/groupManage': GroupManagePage,
  '/Home/SystemDeploy/InstallerManage': InstallerManagePage,
  '/Home/SystemDeploy/SystemDeploy': SystemDeployPage,
  '/Home/SystemconfigAdmin/SystemConfig': SystemConfigPage,
  [ORDER_MANAGE_PATH]: OrderManagePage,
  [PERSONAL_INFO_PATH]: PersonalInfoPage,
  '/Home/PendingTrial/PendingTrial': PendingTrialPage,
  '/Home/Examined/Examined': ExaminedPage,
  '/Home/AWPinManage/DevBoardManage': DevBoardManagePage,
  '/Home/AWPinManage/PinManage': PinManagePage,
  '/Home/AWPinManage/UploadManage': UploadManagePage,
  [AWPX_PATH]: AWPXManagePage,
  [NODE_MANAGE_PATH]: NodeManagePage,
  [TARGET_BOARD_MANAGE_PATH]: TargetBoardManagePage,
};

/** Routes of the licence portal: the auth screens, then everything else behind the guard and inside the shell. */
export function LicenceRouter() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      {ADMIN_LOGIN_PATHS.map((path) => (
        <Route key={path} path={path} element={<AdminLoginPage />} />
      ))}
      <Route element={<RequireAntd />}>
        <Route path={REGISTER_PATH} element={<RegisterPage />} />
        <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
        <Route path={LEGACY_REGISTER_PATH} element={<LegacyRegisterPage />} />
        <Route path={LEGACY_RESET_PATH} element={<LegacyResetPasswordPage />} />
      </Route>
      <Route element={<RequireSession redirect={licenceRedirect} />}>
        <Route element={<RequireAntd />}>
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
                  element={
                    <ScreenAudienceGate path={path} titleKey={titleKey}>
                      {Screen ? <Screen /> : <PlaceholderPage titleKey={titleKey} />}
                    </ScreenAudienceGate>
                  }
                />
              );
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
