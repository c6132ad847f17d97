import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, IOT_SERVER_CODE_ERRORS, toFieldErrors } from './errors';
import { IOT_SERVER_CODE_MESSAGES, SERVER_MESSAGES } from './server-messages';

describe('error catalogue', () => {
  it('names each code by itself', () => {
    for (const [key, code] of Object.entries(ERROR_CODES)) expect(code).toBe(key);
  });
  it('has a status and a message for every code', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });
  it('never answers a sign-in failure with 401, which would clear the console', () => {
    for (const code of [
      'CAPTCHA_WRONG',
      'CAPTCHA_EXPIRED',
      'PASSWORD_WRONG',
      'INVALID_CREDENTIALS',
    ] as const) {
      expect(ERROR_CATALOGUE[code].status).toBe(400);
    }
  });
  it('sends the spec texts for sign-in and registration conflicts', () => {
    expect(ERROR_CATALOGUE.FACTOR_CHECK_FAILED.message).toBe('UC :factor check failed');
    expect(ERROR_CATALOGUE.CAPTCHA_WRONG.message).toBe('check svg_code failed');
    expect(ERROR_CATALOGUE.LOGIN_LOCKED.message).toBe(
      'Login failed for 5 times, please try again after 10 minutes.',
    );
    expect(ERROR_CATALOGUE.MOBILE_EXISTS.message).toBe('mobile exist.');
    expect(ERROR_CATALOGUE.USER_EXISTS.message).toBe('user exist.');
  });
  it("matches both consoles' e-mail-exists checks", () => {
    expect(SERVER_MESSAGES.emailExists).toContain('email exist');
    expect(SERVER_MESSAGES.emailExists).toContain('email exists');
  });
  it("keeps 'code expired' inside the console's expired-code text", () => {
    expect(SERVER_MESSAGES.verificationCodeExpired).toContain('verfication code expired');
    expect(SERVER_MESSAGES.verificationCodeExpired).toContain(SERVER_MESSAGES.codeExpired);
  });
  it('tells the flow-control windows apart by their permits', () => {
    expect(SERVER_MESSAGES.codeFlowMinute).toMatch(/Permits:1\b/);
    expect(SERVER_MESSAGES.codeFlowHour).toMatch(/Permits:5\b/);
    expect(SERVER_MESSAGES.codeFlowDay).toMatch(/Permits:10\b/);
  });
});

describe('IoT server codes', () => {
  it('maps 2000, 8000 and 8001 to their spec messages and error codes', () => {
    expect(IOT_SERVER_CODE_MESSAGES[2000]).toBe('server busy, please try later');
    expect(IOT_SERVER_CODE_MESSAGES[8000]).toBe('custom device type count exceeds system limit');
    expect(IOT_SERVER_CODE_MESSAGES[8001]).toBe('device count exceeds system limit');
    expect(IOT_SERVER_CODE_ERRORS).toEqual({
      2000: 'SERVER_BUSY',
      8000: 'DEVICE_TYPE_LIMIT',
      8001: 'DEVICE_LIMIT',
    });
  });
});

describe('toFieldErrors', () => {
  it('joins issue paths with dots', () => {
    expect(
      toFieldErrors([{ path: ['data', 'enterprise', 'company'], message: 'validation.companyInvalid' }]),
    ).toEqual([{ path: 'data.enterprise.company', message: 'validation.companyInvalid' }]);
  });
});
