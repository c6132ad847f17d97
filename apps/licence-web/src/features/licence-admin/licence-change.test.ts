import { describe, expect, it } from 'vitest';
import type { LicenceAdminRow } from '@fleetkey/contract';
import { editValuesOf, endOfDay, licenceChangeOf } from './licence-change';

const licence: LicenceAdminRow = {
  id: 'lic-1',
  licenceNo: 'FK20250101-ABCDEFGH',
  name: 'Line A',
  alias: '',
  remark: 'spare',
  device: null,
  startsAt: new Date(2025, 0, 1, 9).getTime(),
  expiredAt: new Date(2025, 6, 1, 9, 30).getTime(),
  createdAt: new Date(2025, 0, 1, 9).getTime(),
  useStatus: 'unused',
  edition: 2,
  status: 0,
  role: null,
  user: { id: 'u1', username: 'demo', name: 'Demo', mobile: null },
  AEName: '',
  AEMobile: '',
};

describe('licenceChangeOf', () => {
  it('sends nothing for an untouched form', () => {
    expect(licenceChangeOf(licence, editValuesOf(licence))).toEqual({});
  });

  it('sends only the changed fields, the edition as type and trimmed texts', () => {
    const values = { ...editValuesOf(licence), edition: 3 as const, remark: '  moved  ', name: ' Line A ' };
    expect(licenceChangeOf(licence, values)).toEqual({ type: 3, remark: 'moved' });
  });

  it('moves the expiry to the end of the chosen local day, keeping it when the day is unchanged', () => {
    expect(licenceChangeOf(licence, { ...editValuesOf(licence), expiryDay: '2026-03-31' })).toEqual({
      expiredAt: new Date(2026, 2, 31, 23, 59, 59, 999).getTime(),
    });
    expect(editValuesOf(licence).expiryDay).toBe('2025-07-01');
  });

  it('clears a remark with an empty one', () => {
    expect(licenceChangeOf(licence, { ...editValuesOf(licence), remark: '' })).toEqual({ remark: '' });
  });
});

describe('endOfDay', () => {
  it('is the last millisecond of the local day', () => {
    expect(endOfDay('2025-12-31')).toBe(new Date(2026, 0, 1).getTime() - 1);
  });
});
