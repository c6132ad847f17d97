import {
  ApartmentOutlined,
  AuditOutlined,
  BellOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  FileDoneOutlined,
  LockOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import type { MenuEntry } from '@fleetkey/web-kit';
import {
  AWPX_PATH,
  LICENCE_ADMIN_PATH,
  LICENCE_HOME_PATH,
  MESSAGE_CENTER_PATH,
  PERSONAL_INFO_PATH,
} from '../../app/routes';

/**
 * Side-menu entries and groups of licence-portal.md §2. Which entries each role sees is not specified,
 * so all are shown; "licence management" opens the page the guard would send that role to anyway.
 */
export function licenceMenu(role: number): MenuEntry[] {
  const isMain = role === MAIN_ACCOUNT_ROLE;
  return [
    {
      key: 'licence',
      labelKey: 'menu.licence',
      icon: <SafetyCertificateOutlined />,
      to: isMain ? LICENCE_HOME_PATH : LICENCE_ADMIN_PATH,
      alsoActiveOn: [LICENCE_HOME_PATH, LICENCE_ADMIN_PATH],
    },
    {
      key: 'pending',
      labelKey: 'menu.pending',
      icon: <AuditOutlined />,
      to: '/Home/PendingTrial/PendingTrial',
    },
    { key: 'examined', labelKey: 'menu.examined', icon: <FileDoneOutlined />, to: '/Home/Examined/Examined' },
    {
      key: 'register',
      labelKey: 'menu.register',
      icon: <TeamOutlined />,
      to: '/Home/RegisterList/RegisterList',
    },
    { key: 'card', labelKey: 'menu.card', icon: <CreditCardOutlined />, to: '/Home/CardVoucher/CardVoucher' },
    {
      key: 'push',
      labelKey: 'menu.push',
      icon: <NotificationOutlined />,
      children: [
        {
          key: 'messagePush',
          labelKey: 'menu.messagePush',
          to: '/Home/MessagePush/MessagePush',
          alsoActiveOn: ['/Home/MessagePush/AddMessage'],
        },
        { key: 'giftVoucher', labelKey: 'menu.giftVoucher', to: '/Home/GiftVoucher/GiftVoucher' },
      ],
    },
    {
      key: 'system',
      labelKey: 'menu.system',
      icon: <SettingOutlined />,
      children: [
        { key: 'webDeploy', labelKey: 'menu.webDeploy', to: '/Home/SystemDeploy/SystemDeploy' },
        { key: 'installer', labelKey: 'menu.installer', to: '/Home/SystemDeploy/InstallerManage' },
        { key: 'systemConfig', labelKey: 'menu.systemConfig', to: '/Home/SystemconfigAdmin/SystemConfig' },
        { key: 'operationLog', labelKey: 'menu.operationLog', to: '/Home/Log/Log' },
      ],
    },
    {
      key: 'permission',
      labelKey: 'menu.permission',
      icon: <LockOutlined />,
      children: [
        { key: 'permissions', labelKey: 'menu.permissions', to: '/Home/permissionManage/permissionManage' },
        { key: 'roleGroup', labelKey: 'menu.roleGroup', to: '/Home/groupManage/groupManage' },
      ],
    },
    {
      key: 'awflow',
      labelKey: 'menu.awflow',
      icon: <ApartmentOutlined />,
      children: [
        { key: 'targetBoard', labelKey: 'menu.targetBoard', to: '/Home/TargetBoardManage/targetBoardManage' },
        { key: 'node', labelKey: 'menu.node', to: '/Home/NodeManage/nodeManage' },
      ],
    },
    {
      key: 'awpin',
      labelKey: 'menu.awpin',
      icon: <ClusterOutlined />,
      children: [
        { key: 'devBoard', labelKey: 'menu.devBoard', to: '/Home/AWPinManage/DevBoardManage' },
        { key: 'pin', labelKey: 'menu.pin', to: '/Home/AWPinManage/PinManage' },
        { key: 'upload', labelKey: 'menu.upload', to: '/Home/AWPinManage/UploadManage' },
        { key: 'awpx', labelKey: 'menu.awpx', to: AWPX_PATH },
        // Statistics and records are views of the AWPX page (their own screens are not specified).
        { key: 'awpxStatistics', labelKey: 'menu.awpxStatistics', to: `${AWPX_PATH}?tab=statistics` },
        { key: 'awpxRecord', labelKey: 'menu.awpxRecord', to: `${AWPX_PATH}?tab=record` },
      ],
    },
    { key: 'messageCenter', labelKey: 'menu.messageCenter', icon: <BellOutlined />, to: MESSAGE_CENTER_PATH },
    { key: 'personalInfo', labelKey: 'menu.personalInfo', icon: <UserOutlined />, to: PERSONAL_INFO_PATH },
  ];
}
