import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import {
  avatarIssue,
  completenessOf,
  contactChangeErrorKey,
  initialTab,
  isCurrentMobile,
  userCentreSections,
} from './user-centre-rules';
import { emptyProfile } from './test-fixtures';

describe('profile completeness hint', () => {
  it('is 0 % for an empty profile', () => {
    expect(completenessOf(emptyProfile())).toBe(0);
  });

  it('counts 11.12 % a field, rounded', () => {
    expect(completenessOf(emptyProfile({ name: 'Li Lei' }))).toBe(11);
    expect(completenessOf(emptyProfile({ name: 'Li Lei', gender: 1, email: 'a@b.cn' }))).toBe(33);
  });

  it('reads company, industry, position and address from the enterprise data too', () => {
    const profile = emptyProfile({
      enterprise: { company: 'Acme', industry: 'it', position: 'CTO', address: 'Road 1' },
    });
    expect(completenessOf(profile)).toBe(44);
  });

  it('is 100 % when all nine fields are filled', () => {
    const profile = emptyProfile({
      name: 'Li Lei',
      nickname: 'lilei',
      gender: 2,
      desc: 'hello',
      email: 'a@b.cn',
      company: 'Acme',
      detailaddress: 'Road 1',
      enterprise: { industry: 'it', position: 'CTO' },
    });
    expect(completenessOf(profile)).toBe(100);
  });
});

describe('mobile identity check', () => {
  it('accepts the current number typed as the national number or in full', () => {
    expect(isCurrentMobile('13912345678', '8613912345678', '86')).toBe(true);
    expect(isCurrentMobile('8613912345678', '8613912345678', '86')).toBe(true);
    expect(isCurrentMobile('+86 139-1234-5678', '8613912345678', '86')).toBe(true);
  });

  it('rejects any other number, an empty entry, or an account without a mobile', () => {
    expect(isCurrentMobile('13912345679', '8613912345678', '86')).toBe(false);
    expect(isCurrentMobile('', '8613912345678', '86')).toBe(false);
    expect(isCurrentMobile('1391234567a', '8613912345678', '86')).toBe(false);
    expect(isCurrentMobile('13912345678', '', '')).toBe(false);
  });

  it('needs the full number when the account has no calling code on record', () => {
    expect(isCurrentMobile('4412345678', '4412345678', '')).toBe(true);
    expect(isCurrentMobile('12345678', '4412345678', '')).toBe(false);
  });
});

describe('avatar pre-check', () => {
  it('lets a jpg, png, gif or bmp of at most 204800 bytes through', () => {
    expect(avatarIssue({ name: 'me.png', size: 204_800, type: 'image/png' })).toBeUndefined();
    expect(avatarIssue({ name: 'me.JPG', size: 1000, type: 'image/jpeg' })).toBeUndefined();
    expect(avatarIssue({ name: 'me.gif', size: 1000, type: 'image/gif' })).toBeUndefined();
    expect(avatarIssue({ name: 'me.bmp', size: 1000, type: 'image/bmp' })).toBeUndefined();
  });

  it('refuses other formats with the format message', () => {
    expect(avatarIssue({ name: 'me.pdf', size: 1000, type: 'application/pdf' })).toBe(
      'validation.avatarFormat',
    );
    expect(avatarIssue({ name: 'me.webp', size: 300_000, type: 'image/webp' })).toBe(
      'validation.avatarFormat',
    );
  });

  it('refuses a file over 200K with the size message', () => {
    expect(avatarIssue({ name: 'big.png', size: 204_801, type: 'image/png' })).toBe(
      'validation.avatarTooLarge',
    );
  });
});

describe('role visibility', () => {
  it('shows the info tab and the mobile row to the main account only', () => {
    expect(userCentreSections({ role: 0 })).toEqual({ info: true, mobile: true, closeAccount: true });
    expect(userCentreSections({ role: 1 })).toEqual({ info: false, mobile: false, closeAccount: false });
    expect(userCentreSections({ role: 5 })).toEqual({ info: false, mobile: false, closeAccount: false });
  });

  it('opens the asked tab, and security for roles without the info tab', () => {
    expect(initialTab(null, { role: 0 })).toBe('info');
    expect(initialTab('security', { role: 0 })).toBe('security');
    expect(initialTab(null, { role: 3 })).toBe('security');
    expect(initialTab('info', { role: 3 })).toBe('security');
  });
});

describe('contact change errors', () => {
  const error = (status: number, code: string, message = '') => new ApiError(status, code, message);
  it('maps an expired code, a taken mobile or address, and any other refusal', () => {
    expect(contactChangeErrorKey(error(400, 'CODE_EXPIRED', 'verfication code expired'))).toBe(
      'userCentre.errors.codeExpired',
    );
    expect(contactChangeErrorKey(error(409, 'MOBILE_EXISTS', 'mobile exist.'))).toBe(
      'userCentre.errors.mobileExists',
    );
    expect(contactChangeErrorKey(error(409, 'EMAIL_EXISTS'))).toBe('userCentre.errors.emailExists');
    expect(contactChangeErrorKey(error(400, 'CODE_INVALID'))).toBe('userCentre.errors.codeInvalid');
  });

  it('leaves network, flow-control and server failures to the central reporter', () => {
    expect(contactChangeErrorKey(error(0, 'NETWORK_ERROR'))).toBeUndefined();
    expect(contactChangeErrorKey(error(429, 'CODE_FLOW_MINUTE'))).toBeUndefined();
    expect(contactChangeErrorKey(error(500, 'INTERNAL'))).toBeUndefined();
  });
});
