import { describe, expect, it } from 'vitest';
import {
  EDITIONS,
  LICENCE_STATUS,
  LICENCE_STATUS_LABELS,
  LICENCE_TYPES,
  LICENCE_TYPE_FILTER_TYPES,
  durationMonths,
  editionSchema,
  isCouponUsable,
  licenceAdminFilterSchema,
  licenceStatusSchema,
  licenceTypeSchema,
  licenceUseStatus,
} from './licences';
import { issuesOf, parsed } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';

const now = new Date('2025-03-15T12:00:00Z');
const bound = { deviceId: 'dev-1', deviceName: 'Panel' };

describe('editions and licence codes', () => {
  it('numbers the editions community 1 to OEM 4', () => {
    expect(EDITIONS).toEqual({ community: 1, trial: 2, professional: 3, oem: 4 });
  });
  it('accepts edition 4 and rejects edition 5', () => {
    expect(issuesOf(editionSchema, 4)).toEqual([]);
    expect(issuesOf(editionSchema, 5)).toEqual([{ path: '', message: M.invalidOption }]);
  });
  it('numbers the licence types unbind 0 to enterprise audit 3', () => {
    expect(LICENCE_TYPES).toEqual({ unbind: 0, renew: 1, newLicence: 2, enterpriseInfoAudit: 3 });
    expect(issuesOf(licenceTypeSchema, 4)).toEqual([{ path: '', message: M.invalidOption }]);
  });
  it('labels each status code in order', () => {
    for (const [name, code] of Object.entries(LICENCE_STATUS)) expect(LICENCE_STATUS_LABELS[code]).toBe(name);
    expect(issuesOf(licenceStatusSchema, 3)).toEqual([]);
    expect(issuesOf(licenceStatusSchema, -1)).toEqual([{ path: '', message: M.invalidOption }]);
  });
});

describe('durationMonths', () => {
  it.each([
    [0.5, 3],
    [1, 3],
    [1.5, 6],
    [2, 6],
    [3, 12],
  ])('reads duration %s as %s months', (duration, months) => {
    expect(durationMonths(duration)).toBe(months);
  });
  it('has no period above 3', () => {
    expect(durationMonths(3.5)).toBeUndefined();
  });
  it('has no period for NaN', () => {
    expect(durationMonths(Number.NaN)).toBeUndefined();
  });
});

describe('licenceUseStatus', () => {
  it('is expired once expiredAt is before now, even when bound', () => {
    expect(licenceUseStatus({ expiredAt: '2025-03-15T11:59:59Z', bindDevice: bound }, now)).toBe('expired');
  });
  it('is in use when bound and not expired', () => {
    expect(licenceUseStatus({ expiredAt: '2026-01-01T00:00:00Z', bindDevice: bound }, now)).toBe('inUse');
  });
  it('reads a bound device stored as JSON text', () => {
    const bindDevice = JSON.stringify(bound);
    expect(licenceUseStatus({ expiredAt: '2026-01-01T00:00:00Z', bindDevice }, now)).toBe('inUse');
  });
  it.each([null, undefined, '', '{}', 'not json', { deviceId: '', deviceName: '' }])(
    'is unused when the bound device is %j',
    (bindDevice) => {
      expect(licenceUseStatus({ expiredAt: '2026-01-01T00:00:00Z', bindDevice }, now)).toBe('unused');
    },
  );
  it('is not expired at the exact expiry instant', () => {
    expect(licenceUseStatus({ expiredAt: now }, now)).toBe('unused');
  });
});

describe('isCouponUsable', () => {
  it('allows a coupon with exactly 6 months left', () => {
    expect(isCouponUsable('2025-09-15T12:00:00Z', now)).toBe(true);
  });
  it('refuses a coupon with more than 6 months left', () => {
    expect(isCouponUsable('2025-09-16T12:00:00Z', now)).toBe(false);
  });
  it('counts 6 months from 31 August as the end of February', () => {
    const endOfAugust = new Date('2025-08-31T00:00:00Z');
    expect(isCouponUsable('2026-02-28T00:00:00Z', endOfAugust)).toBe(true);
    expect(isCouponUsable('2026-03-01T00:00:00Z', endOfAugust)).toBe(false);
  });
  it('allows a coupon on an expired licence', () => {
    expect(isCouponUsable('2024-01-01T00:00:00Z', now)).toBe(true);
  });
});

describe('licenceAdminFilterSchema', () => {
  it('defaults type and result to all', () => {
    expect(parsed(licenceAdminFilterSchema, {})).toEqual({ type: 'all', result: 'all' });
  });
  it('coerces level and status from the query string', () => {
    expect(
      parsed(licenceAdminFilterSchema, { type: 'renewal', result: 'passed', level: '7', status: '0' }),
    ).toEqual({ type: 'renewal', result: 'passed', level: 7, status: 0 });
  });
  it('treats an empty level as no filter', () => {
    expect(parsed(licenceAdminFilterSchema, { level: '' }).level).toBeUndefined();
  });
  it('rejects level 8, an unknown type and an unknown result', () => {
    expect(issuesOf(licenceAdminFilterSchema, { type: 'trial', result: 'pending', level: '8' })).toEqual([
      { path: 'type', message: M.invalidOption },
      { path: 'result', message: M.invalidOption },
      { path: 'level', message: M.levelInvalid },
    ]);
  });
  it('maps each type filter to its licence type', () => {
    expect(LICENCE_TYPE_FILTER_TYPES).toEqual({ new: 2, renewal: 1, unbind: 0 });
  });
});
