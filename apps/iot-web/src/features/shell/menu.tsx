import {
  ApiOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  LineChartOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuEntry } from '@fleetkey/web-kit';
import { IOT_HOME_PATH, USER_CENTER_PATH } from '../../app/routes';

/** A screen's entry; its label is the text `menu.<key>`. */
const screen = (key: string, to: string): MenuEntry => ({ key, labelKey: `menu.${key}`, to });

/** A group of screens' entries; its label is the text `menu.<key>`. */
const group = (key: string, icon: ReactNode, children: readonly MenuEntry[]): MenuEntry => ({
  key,
  labelKey: `menu.${key}`,
  icon,
  children,
});

/** Menu of the IoT console: the dashboard, then the screens grouped by what they are about. */
export const IOT_MENU: readonly MenuEntry[] = [
  { ...screen('dashboard', IOT_HOME_PATH), icon: <DashboardOutlined /> },
  group('devicesGroup', <AppstoreOutlined />, [
    screen('deviceTypes', '/Home/DeviceTypes'),
    screen('devices', '/Home/Devices'),
    screen('deviceGroups', '/Home/DeviceGroups'),
    screen('multicast', '/Home/Multicast'),
    screen('firmware', '/Home/Firmware'),
    screen('customs', '/Home/Customs'),
  ]),
  group('dataGroup', <LineChartOutlined />, [
    screen('realTime', '/Home/RealTime'),
    screen('history', '/Home/History'),
  ]),
  group('automationGroup', <ThunderboltOutlined />, [
    screen('rules', '/Home/Rules'),
    screen('ruleActions', '/Home/RuleActions'),
    screen('alarms', '/Home/Alarms'),
    screen('ruleLogs', '/Home/RuleLogs'),
    screen('tasks', '/Home/Tasks'),
    screen('statistics', '/Home/Statistics'),
  ]),
  group('diagnosticsGroup', <ToolOutlined />, [screen('dbc', '/Home/Dbc'), screen('uds', '/Home/Uds')]),
  group('accountGroup', <TeamOutlined />, [
    screen('subUsers', '/Home/SubUsers'),
    screen('subUserAccess', '/Home/SubUserAccess'),
    screen('projects', '/Home/Projects'),
    screen('commonFiles', '/Home/CommonFiles'),
    screen('billing', '/Home/Billing'),
    screen('bills', '/Home/Bills'),
    screen('userCenter', USER_CENTER_PATH),
  ]),
  // Open to anyone signed in (GET /dev/* is any account's): the reference for scripts against the API.
  { ...screen('developer', '/Home/Developer'), icon: <ApiOutlined /> },
];
