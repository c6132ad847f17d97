import { describe, expect, it } from 'vitest';
import { LICENCE_STATUS, UNBIND_LIMIT_PER_LICENCE } from '@fleetkey/contract';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { textAt } from '@fleetkey/web-kit/testing';
import { licence } from '../../test/fixtures';
import { licenceActions, unbindsLeft } from './licence-actions';
import { statusKey } from './licence-labels';

const bound = { deviceId: 'dev-1', deviceName: 'Gateway' };

describe('status labels', () => {
  it('read normal, renewal requested, unbind requested and both in both languages', () => {
    expect(Object.values(LICENCE_STATUS).map((s) => textAt(en, statusKey(s)))).toEqual([
      'Normal',
      'Renewal requested',
      'Unbind requested',
      'Renewal and unbind requested',
    ]);
    for (const s of Object.values(LICENCE_STATUS)) expect(typeof textAt(zh, statusKey(s))).toBe('string');
  });
});

describe('licenceActions', () => {
  it('offers binding only to an unused licence', () => {
    expect(licenceActions(licence(), 0).bind).toEqual({});
    expect(licenceActions(licence({ useStatus: 'inUse', bindDevice: bound }), 0).bind).toBeNull();
    expect(licenceActions(licence({ useStatus: 'expired' }), 0).bind).toBeNull();
  });

  it('lets level 5 unbind at once and asks anyone lower to request it', () => {
    const inUse = licence({ useStatus: 'inUse', bindDevice: bound });
    expect(licenceActions(inUse, 5).unbind?.mode).toBe('direct');
    expect(licenceActions(inUse, 4).unbind?.mode).toBe('request');
    expect(licenceActions(licence(), 7).unbind).toBeNull();
  });

  it('blocks a second unbind request and any unbind past the limit', () => {
    const requested = licence({ useStatus: 'inUse', bindDevice: bound, status: LICENCE_STATUS.both });
    expect(licenceActions(requested, 0).unbind?.blocked).toBe('unbindPending');
    const spent = licence({ useStatus: 'inUse', bindDevice: bound, unbindCount: UNBIND_LIMIT_PER_LICENCE });
    expect(licenceActions(spent, 5).unbind?.blocked).toBe('unbindLimit');
    expect(unbindsLeft(spent)).toBe(0);
  });

  it('blocks a renewal while one is pending', () => {
    expect(licenceActions(licence({ status: LICENCE_STATUS.renewalRequested }), 0).renew).toEqual({
      blocked: 'renewalPending',
    });
    expect(licenceActions(licence({ status: LICENCE_STATUS.unbindRequested }), 0).renew).toEqual({});
  });

  it('offers the offline file to level 5 and above, for a licence in use', () => {
    const inUse = licence({ useStatus: 'inUse', bindDevice: bound });
    expect(licenceActions(inUse, 5).offline).toEqual({});
    expect(licenceActions(inUse, 4).offline).toBeNull();
    expect(licenceActions(licence(), 5).offline).toBeNull();
  });
});
