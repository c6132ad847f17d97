import { describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES, SECURITY_REMEMBER_DAYS } from './auth';
import {
  CODE_EXPIRY_MS,
  CODE_FLOW_LIMITS,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COUNTDOWN_SECONDS,
  codeTypeSchema,
} from './codes';
import {
  COMMAND_DEFAULT_TIMEOUT_MS,
  DASHBOARD_DEVICE_STATUS,
  DASHBOARD_DEVICE_TYPE_PAGE_SIZE,
  DEVICE_TABLE_PAGE_SIZE,
  DEVICE_TABLE_STATUS,
  commandTypeSchema,
} from './devices';
import { LICENCE_DETAIL_PAGE_SIZE } from './licences';
import {
  COMPANY_APPROVAL_TRIAL_MONTHS,
  EMAIL_BIND_REWARD_CARDS,
  EMAIL_BIND_REWARD_CARD_MONTHS,
  FIRST_BIND_BONUS_MONTHS,
  REGISTRATION_TRIAL_MONTHS,
} from './rewards';
import { PASSWORD_CHANGE_REDIRECT_MS, REGISTRATION_REDIRECT_MS } from './users';

// These pin the spec's numbers (licence-portal.md §9, iot-console.md §9): a change must be deliberate.

describe('verification codes', () => {
  it('sends six-digit codes with a 60 s resend countdown, valid 10 minutes, burnt after 5 wrong tries', () => {
    expect([CODE_LENGTH, CODE_RESEND_COUNTDOWN_SECONDS, CODE_EXPIRY_MS, CODE_MAX_ATTEMPTS]).toEqual([
      6, 60, 600_000, 5,
    ]);
  });
  it('allows 1 code a minute, 5 an hour and 10 a day', () => {
    expect(CODE_FLOW_LIMITS.map((l) => [l.windowMs, l.max])).toEqual([
      [60_000, 1],
      [3_600_000, 5],
      [86_400_000, 10],
    ]);
  });
  it('accepts the three code purposes and rejects others', () => {
    expect(codeTypeSchema.safeParse('registerCode').success).toBe(true);
    expect(codeTypeSchema.safeParse('resetCode').success).toBe(false);
  });
});

describe('sign-in', () => {
  it('locks for 10 minutes after 5 failures and remembers security for 7 days', () => {
    expect([LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_MS, SECURITY_REMEMBER_DAYS]).toEqual([5, 600_000, 7]);
  });
  it('redirects 1 s after a password change and 1.5 s after registering', () => {
    expect([PASSWORD_CHANGE_REDIRECT_MS, REGISTRATION_REDIRECT_MS]).toEqual([1000, 1500]);
  });
});

describe('devices', () => {
  it('gives both status readings', () => {
    expect(DEVICE_TABLE_STATUS).toEqual({ online: 0, offline: 1, faulty: 2 });
    expect(DASHBOARD_DEVICE_STATUS).toEqual({ normal: 0, offline: 1, fault: 5 });
  });
  it('waits 10000 ms for a command and defaults to unconfirmed', () => {
    expect(COMMAND_DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(commandTypeSchema.parse(undefined)).toBe('unconfirmed');
  });
  it('pages licence details by 5, device types by 5 and devices by 10', () => {
    expect([LICENCE_DETAIL_PAGE_SIZE, DASHBOARD_DEVICE_TYPE_PAGE_SIZE, DEVICE_TABLE_PAGE_SIZE]).toEqual([
      5, 5, 10,
    ]);
  });
});

describe('rewards', () => {
  it('gives 3 two-month cards, +2 months, +3 trial months and a 3-month trial', () => {
    expect([
      EMAIL_BIND_REWARD_CARDS,
      EMAIL_BIND_REWARD_CARD_MONTHS,
      FIRST_BIND_BONUS_MONTHS,
      COMPANY_APPROVAL_TRIAL_MONTHS,
      REGISTRATION_TRIAL_MONTHS,
    ]).toEqual([3, 2, 2, 3, 3]);
  });
});
