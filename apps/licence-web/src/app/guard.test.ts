import { describe, expect, it } from 'vitest';
import { licenceRedirect } from './guard';

describe('licence navigation guard', () => {
  it('lets role 0 go anywhere', () => {
    expect(licenceRedirect('/Home/Licence/Licence', { role: 0 })).toBeNull();
    expect(licenceRedirect('/Home/LicenceAdmin/LicenceAdmin', { role: 0 })).toBeNull();
  });

  it('sends any other role from the licence page to the admin licence page', () => {
    for (const role of [1, 2, 7]) {
      expect(licenceRedirect('/Home/Licence/Licence', { role })).toBe('/Home/LicenceAdmin/LicenceAdmin');
    }
    expect(licenceRedirect('/home/licence/licence/', { role: 1 })).toBe('/Home/LicenceAdmin/LicenceAdmin');
  });

  it('lets other roles reach every other screen', () => {
    expect(licenceRedirect('/Home/Log/Log', { role: 3 })).toBeNull();
  });
});
