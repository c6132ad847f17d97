import { describe, expect, it } from 'vitest';
import {
  emailCodePurpose,
  expiredMessage,
  flowLimitError,
  maskReceiver,
  newCode,
  normalizeReceiver,
  receiverRuleError,
} from './codes.rules';

const NOW = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('flow control', () => {
  it('lets the first code of a receiver through', () => {
    expect(flowLimitError([], NOW)).toBeNull();
  });

  it('refuses a 2nd code within the minute', () => {
    expect(flowLimitError([NOW - 59 * SECOND], NOW)).toBe('CODE_FLOW_MINUTE');
  });

  it('allows the next code once a full minute has passed', () => {
    expect(flowLimitError([NOW - MINUTE], NOW)).toBeNull();
  });

  it('refuses a 6th code within the hour', () => {
    const sent = [1, 2, 3, 4, 5].map((n) => NOW - n * 10 * MINUTE + SECOND);
    expect(flowLimitError(sent, NOW)).toBe('CODE_FLOW_HOUR');
  });

  it('reports the shortest full window first', () => {
    const sent = [NOW - 10 * SECOND, ...[1, 2, 3, 4].map((n) => NOW - n * 10 * MINUTE)];
    expect(flowLimitError(sent, NOW)).toBe('CODE_FLOW_MINUTE');
  });

  it('refuses an 11th code within the day', () => {
    const sent = Array.from({ length: 10 }, (_, n) => NOW - (n + 2) * HOUR);
    expect(flowLimitError(sent, NOW)).toBe('CODE_FLOW_DAY');
  });

  it('forgets codes older than a day', () => {
    const sent = Array.from({ length: 10 }, (_, n) => NOW - 24 * HOUR - n * MINUTE);
    expect(flowLimitError(sent, NOW)).toBeNull();
  });
});

describe('codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('are not all alike', () => {
    expect(new Set(Array.from({ length: 50 }, newCode)).size).toBeGreaterThan(40);
  });
});

describe('receivers', () => {
  it('lower-cases e-mail and trims', () => {
    expect(normalizeReceiver(' Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it('keeps mobiles as they are', () => {
    expect(normalizeReceiver('8613912345678')).toBe('8613912345678');
  });

  it('masks receivers in logs', () => {
    expect(maskReceiver('8613912345678')).toBe('86139****78');
    expect(maskReceiver('ann@example.com')).toBe('an***@example.com');
  });
});

describe('receiver rules', () => {
  it('sends sign-in and password codes only to a receiver with an account', () => {
    expect(receiverRuleError('loginCode', 'sms', undefined, undefined)).toBe('ACCOUNT_NOT_FOUND');
    expect(receiverRuleError('changePasswordCode', 'sms', undefined, undefined)).toBe('ACCOUNT_NOT_FOUND');
    expect(receiverRuleError('loginCode', 'sms', 'u1', undefined)).toBeNull();
  });

  it('sends registration codes only to a receiver nobody has', () => {
    expect(receiverRuleError('registerCode', 'sms', 'u1', undefined)).toBe('MOBILE_EXISTS');
    expect(receiverRuleError('registerCode', 'email', 'u1', undefined)).toBe('EMAIL_EXISTS');
    expect(receiverRuleError('registerCode', 'sms', undefined, undefined)).toBeNull();
  });

  it('refuses a change to a receiver that is taken, even by the caller', () => {
    expect(receiverRuleError('changeMobileCode', 'sms', 'u1', 'u1')).toBe('MOBILE_EXISTS');
    expect(receiverRuleError('changeEmailCode', 'email', 'u2', 'u1')).toBe('EMAIL_EXISTS');
    expect(receiverRuleError('changeMobileCode', 'sms', undefined, 'u1')).toBeNull();
  });

  it("lets a user bind their own address but not someone else's", () => {
    expect(receiverRuleError('bindEmailCode', 'email', 'u1', 'u1')).toBeNull();
    expect(receiverRuleError('bindEmailCode', 'email', 'u2', 'u1')).toBe('EMAIL_EXISTS');
  });

  it('puts no rule on security codes (the server sends them to the account itself)', () => {
    expect(receiverRuleError('securityCode', 'sms', undefined, undefined)).toBeNull();
  });
});

describe('e-mail code purpose', () => {
  it('is a register code, or a bind code for a signed-in caller', () => {
    expect(emailCodePurpose(undefined, false)).toBe('registerCode');
    expect(emailCodePurpose(undefined, true)).toBe('bindEmailCode');
    expect(emailCodePurpose('registerCode', true)).toBe('bindEmailCode');
    expect(emailCodePurpose('changePasswordCode', true)).toBe('changePasswordCode');
  });
});

describe('expired-code message', () => {
  it("is the console's 'verfication code expired' for changes, 'code expired' otherwise", () => {
    expect(expiredMessage('changeMobileCode')).toBe('verfication code expired');
    expect(expiredMessage('changeEmailCode')).toContain('verfication code expired');
    expect(expiredMessage('registerCode')).toBe('code expired');
  });
});
