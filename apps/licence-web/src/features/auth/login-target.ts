import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import {
  LICENCE_ADMIN_PATH,
  LICENCE_HOME_PATH,
  MESSAGE_CENTER_PATH,
  PERSONAL_INFO_PATH,
} from '../../app/routes';

// The `path` values of licence-portal.md §2 "Login" and the screen each opens; `extra` names the query
// value the screen receives (show_dialog for the licence page, id for a message).
const TARGETS: Record<string, { to: string; extra?: string }> = {
  Licence: { to: LICENCE_HOME_PATH, extra: 'show_dialog' },
  MessageCenter: { to: MESSAGE_CENTER_PATH, extra: 'id' },
  CardVoucher: { to: '/Home/CardVoucher/CardVoucher' },
  TargetBoardManage: { to: '/Home/TargetBoardManage/targetBoardManage' },
  NodeManage: { to: '/Home/NodeManage/nodeManage' },
  PersonalInfo: { to: PERSONAL_INFO_PATH },
  Log: { to: '/Home/Log/Log' },
};

/**
 * Where a sign-in lands: the screen the `path` query names (with its show_dialog or id), else the licence
 * page; an administrator is never sent to the user licence page (the guard's rule, applied up front).
 */
export function licenceLoginTarget(search: URLSearchParams, role: number): string {
  const target = TARGETS[search.get('path') ?? ''] ?? { to: LICENCE_HOME_PATH };
  const to = role !== MAIN_ACCOUNT_ROLE && target.to === LICENCE_HOME_PATH ? LICENCE_ADMIN_PATH : target.to;
  const value = target.extra ? search.get(target.extra) : null;
  return value && target.extra && to !== LICENCE_ADMIN_PATH
    ? `${to}?${new URLSearchParams({ [target.extra]: value }).toString()}`
    : to;
}

/**
 * Administrators land on the admin licence page, or on their own page while the initial password must be
 * replaced (nothing else is open to them); a main account signing in there goes to its own.
 */
export function adminLoginTarget(role: number, mustChangePassword = false): string {
  if (role === MAIN_ACCOUNT_ROLE) return LICENCE_HOME_PATH;
  return mustChangePassword ? PERSONAL_INFO_PATH : LICENCE_ADMIN_PATH;
}
