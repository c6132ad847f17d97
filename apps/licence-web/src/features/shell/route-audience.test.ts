import { describe, expect, it } from 'vitest';
import { LICENCE_ROUTES } from '../../app/routes';
import { mayUseScreen } from './route-audience';

const USER = 0;
const ADMIN = 1;

describe('screen audiences read off the side menu', () => {
  it('gives every screen of the route table to users, administrators or both', () => {
    const orphans = LICENCE_ROUTES.map(({ path }) => path).filter(
      (path) => !mayUseScreen(path, USER) && !mayUseScreen(path, ADMIN),
    );
    expect(orphans).toEqual([]);
  });

  it('keeps the administration screens from users of the platform', () => {
    for (const path of [
      '/Home/LicenceAdmin/LicenceAdmin',
      '/Home/RegisterList/RegisterList',
      '/Home/GiftVoucher/GiftVoucher',
      '/Home/MessagePush/AddMessage',
      '/Home/permissionManage/permissionManage',
    ]) {
      expect(mayUseScreen(path, USER), path).toBe(false);
      expect(mayUseScreen(path, ADMIN), path).toBe(true);
    }
  });

  it('keeps a user’s own screens from administrators and shares the common ones', () => {
    expect(mayUseScreen('/Home/Licence/Licence', ADMIN)).toBe(false);
    expect(mayUseScreen('/Home/MessageCenter/MessageCenter', ADMIN)).toBe(false);
    for (const path of ['/Home/NodeManage/nodeManage', '/Home/Log/Log', '/Home/AWPXManage/AWPXManage']) {
      expect(mayUseScreen(path, USER), path).toBe(true);
      expect(mayUseScreen(path, ADMIN), path).toBe(true);
    }
  });

  it('matches a typed address whatever its case or trailing slash', () => {
    expect(mayUseScreen('/home/registerlist/registerlist/', USER)).toBe(false);
    expect(mayUseScreen('/home/log/log/', USER)).toBe(true);
  });
});
