import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAntd, RequireSession } from '@fleetkey/web-kit';
import { IOT_HOME_PATH, IOT_REDIRECTS, IOT_ROUTES, LOGIN_PATH, USER_CENTER_PATH } from './routes';
import LoginPage from '../pages/LoginPage';

// Split by route: every screen and the shell load when shown. The sign-in page is part of the entry:
// its code is preloaded with it and the form needs no second round trip. It is built without antd; the
// routes past sign-in wait for antd's providers (RequireAntd) before they show.
const IotShell = lazy(() => import('../features/shell/IotShell'));
const ScreenGate = lazy(() => import('../features/access/ScreenGate'));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage'));
const UserCenterPage = lazy(() => import('../pages/UserCenterPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

// The screens built so far, by path; every other route shows its title over a placeholder.
const SCREENS: Readonly<Record<string, ComponentType>> = {
  [IOT_HOME_PATH]: lazy(() => import('../pages/DashboardPage')),
  '/Home/DeviceTypes': lazy(() => import('../pages/DeviceTypesPage')),
  '/Home/Devices': lazy(() => import('../pages/DevicesPage')),
  '/Home/DeviceGroups': lazy(() => import('../pages/DeviceGroupsPage')),
  '/Home/Multicast': lazy(() => import('../pages/MulticastPage')),
  '/Home/Firmware': lazy(() => import('../pages/FirmwarePage')),
  '/Home/RealTime': lazy(() => import('../pages/RealTimePage')),
  '/Home/History': lazy(() => import('../pages/HistoryPage')),
  '/Home/Rules': lazy(() => import('../pages/RulesPage')),
  '/Home/RuleActions': lazy(() => import('../pages/RuleActionsPage')),
  '/Home/Alarms': lazy(() => import('../pages/AlarmsPage')),
  '/Home/RuleLogs': lazy(() => import('../pages/RuleLogsPage')),
  '/Home/Tasks': lazy(() => import('../pages/TasksPage')),
  '/Home/Statistics': lazy(() => import('../pages/StatisticsPage')),
  '/Home/Uds': lazy(() => import('../pages/UdsPage')),
  '/Home/Dbc': lazy(() => import('../pages/DbcPage')),
  '/Home/SubUsers': lazy(() => import('../pages/SubUsersPage')),
  '/Home/SubUserAccess': lazy(() => import('../pages/SubUserAccessPage')),
  '/Home/Projects': lazy(() => import('../pages/ProjectsPage')),
  '/Home/Customs': lazy(() => import('../pages/CustomsPage')),
  '/Home/CommonFiles': lazy(() => import('../pages/CommonFilesPage')),
  '/Home/Billing': lazy(() => import('../pages/FundsPage')),
  '/Home/Bills': lazy(() => import('../pages/BillsPage')),
  '/Home/Developer': lazy(() => import('../pages/DeveloperPage')),
  [USER_CENTER_PATH]: UserCenterPage,
};

/** Routes of the IoT console: /Login, then everything else behind the guard and inside the shell. */
export function IotRouter() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route element={<RequireSession />}>
        <Route element={<RequireAntd />}>
          {IOT_REDIRECTS.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route element={<IotShell />}>
            <Route element={<ScreenGate />}>
              {IOT_ROUTES.map(({ path, titleKey }) => {
                const Screen = SCREENS[path];
                return (
                  <Route
                    key={path}
                    path={path}
                    element={Screen ? <Screen /> : <PlaceholderPage titleKey={titleKey} />}
                  />
                );
              })}
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
