import { iotAllows, type IotAccessView, type IotPermission } from '@fleetkey/contract';
import type { MenuEntry } from '@fleetkey/web-kit';
import { IOT_HOME_PATH } from '../../app/routes';

// What the console shows a signed-in user: the main account everything; a sub-user the screens and
// buttons its profile grants. The server refuses the rest anyway; hiding it spares the user a dead end.

/** What a screen needs: an IoT permission, or the main account itself (sub-users, access rights). */
export type ScreenNeed = IotPermission | 'main';

/** What each screen (by its path) needs; screens not named are open to anyone signed in (user centre). */
export const SCREEN_NEEDS: Readonly<Record<string, ScreenNeed>> = {
  [IOT_HOME_PATH]: { resource: 'devices', action: 'read' },
  '/Home/DeviceTypes': { resource: 'devtypes', action: 'read' },
  '/Home/Devices': { resource: 'devices', action: 'read' },
  '/Home/DeviceGroups': { resource: 'groups', action: 'read' },
  '/Home/RealTime': { resource: 'devices', action: 'read' },
  '/Home/History': { resource: 'devices', action: 'read' },
  '/Home/Multicast': { resource: 'multicast', action: 'read' },
  '/Home/Firmware': { resource: 'firmware', action: 'read' },
  '/Home/Rules': { resource: 'rules', action: 'read' },
  '/Home/RuleActions': { resource: 'rules', action: 'read' },
  '/Home/Alarms': { resource: 'rules', action: 'read' },
  '/Home/RuleLogs': { resource: 'rules', action: 'read' },
  '/Home/Tasks': { resource: 'tasks', action: 'read' },
  '/Home/Statistics': { resource: 'statistics', action: 'read' },
  '/Home/Dbc': { resource: 'dbc', action: 'read' },
  '/Home/Uds': { resource: 'uds', action: 'read' },
  '/Home/SubUsers': 'main',
  '/Home/SubUserAccess': 'main',
  '/Home/Projects': { resource: 'projects', action: 'read' },
  '/Home/Customs': { resource: 'customs', action: 'read' },
  '/Home/CommonFiles': { resource: 'files', action: 'read' },
  '/Home/Billing': { resource: 'funds', action: 'read' },
  '/Home/Bills': { resource: 'funds', action: 'read' },
};

/** What the screen at a path needs (paths compare without case, as the router matches them). */
export function needOfPath(pathname: string): ScreenNeed | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.entries(SCREEN_NEEDS).find(([screen]) => screen.toLowerCase() === path)?.[1];
}

/** Whether the access allows what a screen needs. */
export function meets(access: IotAccessView, need: ScreenNeed | undefined): boolean {
  if (need === undefined) return true;
  if (need === 'main') return access.main;
  return access.main || iotAllows(access.grants, need);
}

/** The menu without the entries the access does not reach, and without groups left empty. */
export function visibleMenu(entries: readonly MenuEntry[], access: IotAccessView): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) {
      const children = visibleMenu(entry.children, access);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return meets(access, entry.to === undefined ? undefined : needOfPath(entry.to)) ? [entry] : [];
  });
}
