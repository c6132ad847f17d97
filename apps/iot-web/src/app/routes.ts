// The IoT console's routes as plain data (no React): the router, the menu and the browser tests read
// it. Paths are relative to the app's base `/iot`.

/** A screen of the console and the i18n key of its title. */
export interface IotRoute {
  path: string;
  titleKey: string;
}

export const LOGIN_PATH = '/Login';
/** Default screen (root and /Home redirect here). */
export const IOT_HOME_PATH = '/Home/Dashboard';
export const USER_CENTER_PATH = '/Home/UserCenter';

/** Every screen under /Home (iot-console.md §2 and the resources of §7), with its title key. */
export const IOT_ROUTES: readonly IotRoute[] = [
  { path: IOT_HOME_PATH, titleKey: 'routes.dashboard' },
  { path: '/Home/RealTime', titleKey: 'routes.realTime' },
  { path: '/Home/History', titleKey: 'routes.history' },
  { path: '/Home/DeviceTypes', titleKey: 'routes.deviceTypes' },
  { path: '/Home/Devices', titleKey: 'routes.devices' },
  { path: '/Home/DeviceGroups', titleKey: 'routes.deviceGroups' },
  { path: '/Home/Multicast', titleKey: 'routes.multicast' },
  { path: '/Home/Firmware', titleKey: 'routes.firmware' },
  { path: '/Home/Rules', titleKey: 'routes.rules' },
  { path: '/Home/RuleActions', titleKey: 'routes.ruleActions' },
  { path: '/Home/Alarms', titleKey: 'routes.alarms' },
  { path: '/Home/RuleLogs', titleKey: 'routes.ruleLogs' },
  { path: '/Home/Tasks', titleKey: 'routes.tasks' },
  { path: '/Home/Statistics', titleKey: 'routes.statistics' },
  { path: '/Home/Dbc', titleKey: 'routes.dbc' },
  { path: '/Home/Uds', titleKey: 'routes.uds' },
  { path: '/Home/SubUsers', titleKey: 'routes.subUsers' },
  { path: '/Home/SubUserAccess', titleKey: 'routes.subUserAccess' },
  { path: '/Home/Projects', titleKey: 'routes.projects' },
  { path: '/Home/Customs', titleKey: 'routes.customs' },
  { path: '/Home/CommonFiles', titleKey: 'routes.commonFiles' },
  { path: '/Home/Billing', titleKey: 'routes.billing' },
  { path: '/Home/Bills', titleKey: 'routes.bills' },
  { path: '/Home/Developer', titleKey: 'routes.developer' },
  { path: USER_CENTER_PATH, titleKey: 'routes.userCenter' },
];

/** Root and /Home open the dashboard. */
export const IOT_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/', to: IOT_HOME_PATH },
  { from: '/Home', to: IOT_HOME_PATH },
];
