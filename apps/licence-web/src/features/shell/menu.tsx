import {
  ApartmentOutlined,
  AuditOutlined,
  BellOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  FileDoneOutlined,
  ShoppingCartOutlined,
  LockOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import type { AdminPermissionKey } from '@fleetkey/contract';
import type { MenuEntry } from '@fleetkey/web-kit';
import {
  AWPX_PATH,
  LICENCE_ADMIN_PATH,
  LICENCE_HOME_PATH,
  LOG_PATH,
  MESSAGE_CENTER_PATH,
  ORDER_MANAGE_PATH,
  PERSONAL_INFO_PATH,
} from '../../app/routes';

/** A menu entry and, for administrators, the permission it needs (absent: every administrator). */
export type GatedEntry = Omit<MenuEntry, 'children'> & {
  permission?: AdminPermissionKey;
  /** Shown to users of the platform (role 0); administrators see what their permissions allow. */
  forUsers?: boolean;
  forAdmins?: boolean;
  children?: readonly GatedEntry[];
};

const USER_AND_ADMIN = { forUsers: true, forAdmins: true } as const;

/** Every entry of licence-portal.md §2's side menu, with who sees it. */
export function allEntries(isMain: boolean): GatedEntry[] {
  return [
    {
      key: 'licence',
      labelKey: 'menu.licence',
      icon: <SafetyCertificateOutlined />,
      to: isMain ? LICENCE_HOME_PATH : LICENCE_ADMIN_PATH,
      ...USER_AND_ADMIN,
      permission: 'licences:read',
    },
    {
      key: 'pending',
      labelKey: 'menu.pending',
      icon: <AuditOutlined />,
      to: '/Home/PendingTrial/PendingTrial',
      forAdmins: true,
      permission: 'applications:read',
    },
    {
      key: 'examined',
      labelKey: 'menu.examined',
      icon: <FileDoneOutlined />,
      to: '/Home/Examined/Examined',
      forAdmins: true,
      permission: 'applications:read',
    },
    {
      key: 'register',
      labelKey: 'menu.register',
      icon: <TeamOutlined />,
      to: '/Home/RegisterList/RegisterList',
      forAdmins: true,
      permission: 'users:read',
    },
    {
      key: 'card',
      labelKey: 'menu.card',
      icon: <CreditCardOutlined />,
      to: '/Home/CardVoucher/CardVoucher',
      ...USER_AND_ADMIN,
      permission: 'vouchers:read',
    },
    {
      key: 'orders',
      labelKey: 'menu.orders',
      icon: <ShoppingCartOutlined />,
      to: ORDER_MANAGE_PATH,
      forAdmins: true,
      permission: 'orders:read',
    },
    {
      key: 'push',
      labelKey: 'menu.push',
      icon: <NotificationOutlined />,
      forAdmins: true,
      children: [
        {
          key: 'messagePush',
          labelKey: 'menu.messagePush',
          to: '/Home/MessagePush/MessagePush',
          alsoActiveOn: ['/Home/MessagePush/AddMessage'],
          forAdmins: true,
          permission: 'pushes:read',
        },
        {
          key: 'giftVoucher',
          labelKey: 'menu.giftVoucher',
          to: '/Home/GiftVoucher/GiftVoucher',
          forAdmins: true,
          permission: 'vouchers:read',
        },
      ],
    },
    {
      key: 'system',
      labelKey: 'menu.system',
      icon: <SettingOutlined />,
      forAdmins: true,
      children: [
        {
          key: 'webDeploy',
          labelKey: 'menu.webDeploy',
          to: '/Home/SystemDeploy/SystemDeploy',
          forAdmins: true,
          permission: 'webapp:read',
        },
        {
          key: 'installer',
          labelKey: 'menu.installer',
          to: '/Home/SystemDeploy/InstallerManage',
          forAdmins: true,
          permission: 'installers:read',
        },
        {
          key: 'systemConfig',
          labelKey: 'menu.systemConfig',
          to: '/Home/SystemconfigAdmin/SystemConfig',
          forAdmins: true,
          permission: 'config:read',
        },
        {
          key: 'operationLog',
          labelKey: 'menu.operationLog',
          to: LOG_PATH,
          forAdmins: true,
          permission: 'oplogs:read',
        },
      ],
    },
    {
      key: 'permission',
      labelKey: 'menu.permission',
      icon: <LockOutlined />,
      forAdmins: true,
      children: [
        {
          key: 'permissions',
          labelKey: 'menu.permissions',
          to: '/Home/permissionManage/permissionManage',
          forAdmins: true,
          permission: 'permissions:read',
        },
        {
          key: 'roleGroup',
          labelKey: 'menu.roleGroup',
          to: '/Home/groupManage/groupManage',
          forAdmins: true,
          permission: 'roles:read',
        },
      ],
    },
    {
      key: 'awflow',
      labelKey: 'menu.awflow',
      icon: <ApartmentOutlined />,
      ...USER_AND_ADMIN,
      children: [
        {
          key: 'targetBoard',
          labelKey: 'menu.targetBoard',
          to: '/Home/TargetBoardManage/targetBoardManage',
          ...USER_AND_ADMIN,
          permission: 'boards:read',
        },
        {
          key: 'node',
          labelKey: 'menu.node',
          to: '/Home/NodeManage/nodeManage',
          ...USER_AND_ADMIN,
          permission: 'nodes:read',
        },
      ],
    },
    // Users read boards, pins, uploads and the AWPX catalogue (licence-portal.md §1) and keep their own
    // protocols; administrators see what their permissions allow and manage the rest.
    {
      key: 'awpin',
      labelKey: 'menu.awpin',
      icon: <ClusterOutlined />,
      ...USER_AND_ADMIN,
      children: [
        {
          key: 'devBoard',
          labelKey: 'menu.devBoard',
          to: '/Home/AWPinManage/DevBoardManage',
          permission: 'devboards:read' as const,
        },
        {
          key: 'pin',
          labelKey: 'menu.pin',
          to: '/Home/AWPinManage/PinManage',
          permission: 'pinmaps:read' as const,
        },
        {
          key: 'upload',
          labelKey: 'menu.upload',
          to: '/Home/AWPinManage/UploadManage',
          permission: 'boarduploads:read' as const,
        },
        { key: 'awpx', labelKey: 'menu.awpx', to: AWPX_PATH, permission: 'awpx:read' as const },
        // Statistics and records are views of the AWPX page (their own screens are not specified).
        {
          key: 'awpxStatistics',
          labelKey: 'menu.awpxStatistics',
          to: `${AWPX_PATH}?tab=statistics`,
          permission: 'awpx:read' as const,
        },
        {
          key: 'awpxRecord',
          labelKey: 'menu.awpxRecord',
          to: `${AWPX_PATH}?tab=record`,
          permission: 'awpx:read' as const,
        },
      ].map((entry) => ({ ...entry, ...USER_AND_ADMIN })),
    },
    {
      key: 'messageCenter',
      labelKey: 'menu.messageCenter',
      icon: <BellOutlined />,
      to: MESSAGE_CENTER_PATH,
      forUsers: true,
    },
    // A user's own log; administrators reach the operation log under system management.
    {
      key: 'userLog',
      labelKey: 'menu.operationLog',
      icon: <ProfileOutlined />,
      to: LOG_PATH,
      forUsers: true,
    },
    {
      key: 'personalInfo',
      labelKey: 'menu.personalInfo',
      icon: <UserOutlined />,
      to: PERSONAL_INFO_PATH,
      ...USER_AND_ADMIN,
    },
  ];
}

/** Whether an entry is one for users of the platform (`isMain`) or for administrators, permissions aside. */
export function isForAudience(entry: Pick<GatedEntry, 'forUsers' | 'forAdmins'>, isMain: boolean): boolean {
  return isMain ? entry.forUsers === true : entry.forAdmins === true;
}

function visible(
  entries: readonly GatedEntry[],
  isMain: boolean,
  can: (key: AdminPermissionKey) => boolean,
): MenuEntry[] {
  const shown: MenuEntry[] = [];
  for (const { permission, forUsers, forAdmins, children, ...entry } of entries) {
    if (!isForAudience({ forUsers, forAdmins }, isMain)) continue;
    if (!isMain && permission !== undefined && !can(permission)) continue;
    if (children === undefined) {
      shown.push(entry);
      continue;
    }
    const kept = visible(children, isMain, can);
    // A group whose entries are all hidden is hidden too.
    if (kept.length > 0) shown.push({ ...entry, children: kept });
  }
  return shown;
}

/**
 * Side-menu entries and groups of licence-portal.md §2. A user of the platform sees their own screens;
 * an administrator sees the entries their permissions allow (`can`), so a menu never leads to a 403.
 */
export function licenceMenu(role: number, can: (key: AdminPermissionKey) => boolean): MenuEntry[] {
  const isMain = role === MAIN_ACCOUNT_ROLE;
  return visible(allEntries(isMain), isMain, can);
}
