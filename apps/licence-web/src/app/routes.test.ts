import { describe, expect, it } from 'vitest';
import { LICENCE_REDIRECTS, LICENCE_ROUTES } from './routes';

// licence-portal.md §2 "Home routes", verbatim.
const SPEC_HOME_ROUTES = [
  'Licence/Licence',
  'LicenceAdmin/LicenceAdmin',
  'CardVoucher/CardVoucher',
  'MessagePush/MessagePush',
  'MessagePush/AddMessage',
  'GiftVoucher/GiftVoucher',
  'SystemDeploy/InstallerManage',
  'SystemDeploy/SystemDeploy',
  'SystemconfigAdmin/SystemConfig',
  'permissionManage/permissionManage',
  'groupManage/groupManage',
  'NodeManage/nodeManage',
  'TargetBoardManage/targetBoardManage',
  'AWPinManage/DevBoardManage',
  'AWPinManage/PinManage',
  'AWPinManage/UploadManage',
  'AWPXManage/AWPXManage',
  'MessageCenter/MessageCenter',
  'PersonalInfo/PersonalInfo',
  'Log/Log',
  'PendingTrial/PendingTrial',
  'Examined/Examined',
  'RegisterList/RegisterList',
];

describe('licence route table', () => {
  it('has every Home route of the spec, spelled exactly, and only the order list beside them', () => {
    expect(LICENCE_ROUTES.map((r) => r.path).sort()).toEqual(
      [...SPEC_HOME_ROUTES, 'OrderManage/OrderManage'].map((p) => `/Home/${p}`).sort(),
    );
  });

  it('gives every route its own title', () => {
    const titles = LICENCE_ROUTES.map((r) => r.titleKey);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('redirects root and /Home to the licence page, the old user centre to personal info', () => {
    expect(LICENCE_REDIRECTS).toEqual([
      { from: '/', to: '/Home/Licence/Licence' },
      { from: '/Home', to: '/Home/Licence/Licence' },
      { from: '/Home/User/UserCenter', to: '/Home/PersonalInfo/PersonalInfo' },
    ]);
  });
});
