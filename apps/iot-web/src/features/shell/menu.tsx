import {
  AppstoreOutlined,
  DashboardOutlined,
  LineChartOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '@fleetkey/web-kit';
import { IOT_HOME_PATH, USER_CENTER_PATH } from '../../app/routes';

/** Menu of the IoT console: the dashboard, then the screens grouped by what they are about. */
export const IOT_MENU: readonly MenuEntry[] = [
  { key: 'dashboard', labelKey: 'menu.dashboard', icon: <DashboardOutlined />, to: IOT_HOME_PATH },
  {
    key: 'devicesGroup',
    labelKey: 'menu.devicesGroup',
    icon: <AppstoreOutlined />,
    children: [
      { key: 'deviceTypes', labelKey: 'menu.deviceTypes', to: '/Home/DeviceTypes' },
      { key: 'devices', labelKey: 'menu.devices', to: '/Home/Devices' },
      { key: 'deviceGroups', labelKey: 'menu.deviceGroups', to: '/Home/DeviceGroups' },
      { key: 'multicast', labelKey: 'menu.multicast', to: '/Home/Multicast' },
      { key: 'firmware', labelKey: 'menu.firmware', to: '/Home/Firmware' },
      { key: 'customs', labelKey: 'menu.customs', to: '/Home/Customs' },
    ],
  },
  {
    key: 'dataGroup',
    labelKey: 'menu.dataGroup',
    icon: <LineChartOutlined />,
    children: [
      { key: 'realTime', labelKey: 'menu.realTime', to: '/Home/RealTime' },
      { key: 'history', labelKey: 'menu.history', to: '/Home/History' },
    ],
  },
  {
    key: 'automationGroup',
    labelKey: 'menu.automationGroup',
    icon: <ThunderboltOutlined />,
    children: [
      { key: 'rules', labelKey: 'menu.rules', to: '/Home/Rules' },
      { key: 'ruleActions', labelKey: 'menu.ruleActions', to: '/Home/RuleActions' },
      { key: 'alarms', labelKey: 'menu.alarms', to: '/Home/Alarms' },
      { key: 'ruleLogs', labelKey: 'menu.ruleLogs', to: '/Home/RuleLogs' },
      { key: 'tasks', labelKey: 'menu.tasks', to: '/Home/Tasks' },
      { key: 'statistics', labelKey: 'menu.statistics', to: '/Home/Statistics' },
    ],
  },
  {
    key: 'diagnosticsGroup',
    labelKey: 'menu.diagnosticsGroup',
    icon: <ToolOutlined />,
    children: [
      { key: 'dbc', labelKey: 'menu.dbc', to: '/Home/Dbc' },
      { key: 'uds', labelKey: 'menu.uds', to: '/Home/Uds' },
    ],
  },
  {
    key: 'accountGroup',
    labelKey: 'menu.accountGroup',
    icon: <TeamOutlined />,
    children: [
      { key: 'subUsers', labelKey: 'menu.subUsers', to: '/Home/SubUsers' },
      { key: 'subUserAccess', labelKey: 'menu.subUserAccess', to: '/Home/SubUserAccess' },
      { key: 'projects', labelKey: 'menu.projects', to: '/Home/Projects' },
      { key: 'commonFiles', labelKey: 'menu.commonFiles', to: '/Home/CommonFiles' },
      { key: 'billing', labelKey: 'menu.billing', to: '/Home/Billing' },
      { key: 'bills', labelKey: 'menu.bills', to: '/Home/Bills' },
      { key: 'userCenter', labelKey: 'menu.userCenter', to: USER_CENTER_PATH },
    ],
  },
];
