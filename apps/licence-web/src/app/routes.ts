// The licence portal's routes as plain data (no React): the router, the menu and the browser tests all
// read it. Paths are spelled exactly as licence-portal.md §2 "Home routes" spells them.

/** A screen of the portal and the i18n key of its title. */
export interface LicenceRoute {
  path: string;
  titleKey: string;
}

export const LOGIN_PATH = '/Login';
/** Registration wizard and forgot-password screen (outside the guard, like /Login). */
export const REGISTER_PATH = '/Register';
export const FORGOT_PASSWORD_PATH = '/ForgotPassword';
/** The classic register and reset-password forms of §2 Registration, linked from /Login. */
export const LEGACY_REGISTER_PATH = '/LegacyRegister';
export const LEGACY_RESET_PATH = '/LegacyResetPassword';
/** The administrators' sign-in: any address under /admin (licence-portal.md §2). */
export const ADMIN_LOGIN_PATHS: readonly string[] = ['/admin', '/admin/Login'];
/** Default screen (root and /Home redirect here). */
export const LICENCE_HOME_PATH = '/Home/Licence/Licence';
/** Where administrators (role ≠ 0) are sent instead of the user licence page. */
export const LICENCE_ADMIN_PATH = '/Home/LicenceAdmin/LicenceAdmin';
export const PERSONAL_INFO_PATH = '/Home/PersonalInfo/PersonalInfo';
export const MESSAGE_CENTER_PATH = '/Home/MessageCenter/MessageCenter';
export const CARD_VOUCHER_PATH = '/Home/CardVoucher/CardVoucher';
export const LOG_PATH = '/Home/Log/Log';
export const NODE_MANAGE_PATH = '/Home/NodeManage/nodeManage';
export const TARGET_BOARD_MANAGE_PATH = '/Home/TargetBoardManage/targetBoardManage';
export const AWPX_PATH = '/Home/AWPXManage/AWPXManage';
/** The administrators' order list: not in the spec's route table (no order screen there), added with it. */
export const ORDER_MANAGE_PATH = '/Home/OrderManage/OrderManage';

/** Every screen under /Home, with its title key. */
export const LICENCE_ROUTES: readonly LicenceRoute[] = [
  { path: LICENCE_HOME_PATH, titleKey: 'routes.licence' },
  { path: LICENCE_ADMIN_PATH, titleKey: 'routes.licenceAdmin' },
  { path: CARD_VOUCHER_PATH, titleKey: 'routes.cardVoucher' },
  { path: '/Home/MessagePush/MessagePush', titleKey: 'routes.messagePush' },
  { path: '/Home/MessagePush/AddMessage', titleKey: 'routes.addMessage' },
  { path: '/Home/GiftVoucher/GiftVoucher', titleKey: 'routes.giftVoucher' },
  { path: '/Home/SystemDeploy/InstallerManage', titleKey: 'routes.installerManage' },
  { path: '/Home/SystemDeploy/SystemDeploy', titleKey: 'routes.systemDeploy' },
  { path: '/Home/SystemconfigAdmin/SystemConfig', titleKey: 'routes.systemConfig' },
  { path: '/Home/permissionManage/permissionManage', titleKey: 'routes.permissionManage' },
  { path: '/Home/groupManage/groupManage', titleKey: 'routes.groupManage' },
  { path: NODE_MANAGE_PATH, titleKey: 'routes.nodeManage' },
  { path: TARGET_BOARD_MANAGE_PATH, titleKey: 'routes.targetBoardManage' },
  { path: '/Home/AWPinManage/DevBoardManage', titleKey: 'routes.devBoardManage' },
  { path: '/Home/AWPinManage/PinManage', titleKey: 'routes.pinManage' },
  { path: '/Home/AWPinManage/UploadManage', titleKey: 'routes.uploadManage' },
  { path: AWPX_PATH, titleKey: 'routes.awpxManage' },
  { path: MESSAGE_CENTER_PATH, titleKey: 'routes.messageCenter' },
  { path: PERSONAL_INFO_PATH, titleKey: 'routes.personalInfo' },
  { path: LOG_PATH, titleKey: 'routes.log' },
  { path: '/Home/PendingTrial/PendingTrial', titleKey: 'routes.pendingTrial' },
  { path: '/Home/Examined/Examined', titleKey: 'routes.examined' },
  { path: '/Home/RegisterList/RegisterList', titleKey: 'routes.registerList' },
  { path: ORDER_MANAGE_PATH, titleKey: 'routes.orderManage' },
];

/** Redirects of §2: root and /Home to the licence page, the old user centre to personal info. */
export const LICENCE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/', to: LICENCE_HOME_PATH },
  { from: '/Home', to: LICENCE_HOME_PATH },
  { from: '/Home/User/UserCenter', to: PERSONAL_INFO_PATH },
];
