import { describe, expect, it } from 'vitest';
import { adminLoginTarget, licenceLoginTarget } from './login-target';

const target = (query: string, role = 0) => licenceLoginTarget(new URLSearchParams(query), role);

describe('the post-login target from the path query', () => {
  it('opens the licence page when the path is empty or unknown', () => {
    expect(target('')).toBe('/Home/Licence/Licence');
    expect(target('path=Nowhere')).toBe('/Home/Licence/Licence');
  });

  it('opens the licence page with its show_dialog flag', () => {
    expect(target('path=Licence&show_dialog=true')).toBe('/Home/Licence/Licence?show_dialog=true');
    expect(target('path=Licence')).toBe('/Home/Licence/Licence');
  });

  it('opens the message centre with the message id', () => {
    expect(target('path=MessageCenter&id=42')).toBe('/Home/MessageCenter/MessageCenter?id=42');
  });

  it('opens each named screen', () => {
    expect(target('path=CardVoucher')).toBe('/Home/CardVoucher/CardVoucher');
    expect(target('path=TargetBoardManage')).toBe('/Home/TargetBoardManage/targetBoardManage');
    expect(target('path=NodeManage')).toBe('/Home/NodeManage/nodeManage');
    expect(target('path=PersonalInfo')).toBe('/Home/PersonalInfo/PersonalInfo');
    expect(target('path=Log')).toBe('/Home/Log/Log');
  });

  it('sends an administrator to the admin licence page instead of the user one', () => {
    expect(target('', 1)).toBe('/Home/LicenceAdmin/LicenceAdmin');
    expect(target('path=Licence&show_dialog=true', 2)).toBe('/Home/LicenceAdmin/LicenceAdmin');
    expect(target('path=Log', 1)).toBe('/Home/Log/Log');
  });

  it('lands the admin sign-in by role', () => {
    expect(adminLoginTarget(1)).toBe('/Home/LicenceAdmin/LicenceAdmin');
    expect(adminLoginTarget(0)).toBe('/Home/Licence/Licence');
  });

  it('lands an administrator who must replace the initial password on their own page', () => {
    expect(adminLoginTarget(1, true)).toBe('/Home/PersonalInfo/PersonalInfo');
    expect(adminLoginTarget(1, false)).toBe('/Home/LicenceAdmin/LicenceAdmin');
  });
});
