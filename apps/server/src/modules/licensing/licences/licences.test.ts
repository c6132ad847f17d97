import { describe, expect, it } from 'vitest';
import { newCdkey, newLicenceNo } from './licence-keys';
import { isExpired, licenceToView, type LicenceRow } from './licence-view';
import { rateWindow } from './rate-window';

const T = Date.UTC(2025, 2, 1, 12);
const row: LicenceRow = {
  id: 'l1',
  licenceNo: 'FK20250301-AAAAAAAA',
  cdkey: 'K',
  userId: 'u1',
  edition: 2,
  duration: 1,
  status: 0,
  name: '',
  industry: '',
  office: '',
  remark: '',
  alias: '',
  roleId: null,
  deviceId: null,
  deviceName: null,
  boundAt: null,
  unbindCount: 0,
  startsAt: T,
  expiredAt: T,
  createdAt: T,
  updatedAt: T,
};

describe('licence use status', () => {
  it('is not expired at expiredAt itself, and expired one millisecond after', () => {
    expect(isExpired(row, T)).toBe(false);
    expect(licenceToView(row, T).useStatus).toBe('unused');
    expect(isExpired(row, T + 1)).toBe(true);
    expect(licenceToView(row, T + 1).useStatus).toBe('expired');
  });

  it('is in use while bound and not expired, showing the device', () => {
    const bound = { ...row, deviceId: 'd-1', deviceName: 'Panel' };
    expect(licenceToView(bound, T)).toMatchObject({
      useStatus: 'inUse',
      bindDevice: { deviceId: 'd-1', deviceName: 'Panel' },
      licenseId: row.licenceNo,
    });
  });
});

describe('licence numbers and keys', () => {
  it('numbers a licence by its UTC issue day and 8 base32 characters', () => {
    expect(newLicenceNo(T)).toMatch(/^FK20250301-[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('makes 160-bit keys of 8 groups, none alike', () => {
    const keys = new Set(Array.from({ length: 1000 }, newCdkey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
  });
});

describe('rate window', () => {
  it('allows the limit per key in a window, says how long to wait, and forgets at the next window', () => {
    const window = rateWindow(2, 60_000);
    expect([window.hit('a', 0), window.hit('a', 1), window.hit('b', 2)]).toEqual([0, 0, 0]);
    expect(window.hit('a', 30_000)).toBe(30);
    expect(window.hit('a', 59_999)).toBe(1);
    expect(window.hit('a', 60_000)).toBe(0);
  });
});
