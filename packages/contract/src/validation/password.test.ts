import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  newPasswordPairSchema,
  passwordConfirmSchema,
  passwordSchema,
  strongPasswordSchema,
} from './password';

describe('passwordSchema', () => {
  it.each(['abcdefgh', '12345678', 'p@ss~word-16chr!'])('accepts %s (8-16 non-space)', (password) => {
    expect(issuesOf(passwordSchema, password)).toEqual([]);
  });
  it.each(['abc1234', 'a'.repeat(17), 'abc 12345', 'abc\t12345'])('rejects %j', (password) => {
    expect(issuesOf(passwordSchema, password)).toEqual([{ path: '', message: M.passwordInvalid }]);
  });
});

describe('strongPasswordSchema', () => {
  it.each(['abcd1234', 'abcd!@#$', '1234%^&*', 'Ab1()xyzXYZ98765'])('accepts %s', (password) => {
    expect(issuesOf(strongPasswordSchema, password)).toEqual([]);
  });
  it.each(['abcdefgh', '12345678', '!@#$%^&*'])('rejects a password of one kind: %s', (password) => {
    expect(issuesOf(strongPasswordSchema, password)).toEqual([{ path: '', message: 'login.passwordError' }]);
  });
  it('rejects a password with a space', () => {
    expect(issuesOf(strongPasswordSchema, 'abc 1234')).toEqual([
      { path: '', message: 'login.passwordError' },
    ]);
  });
  it('rejects 17 characters', () => {
    expect(issuesOf(strongPasswordSchema, 'abcd1234abcd1234a')[0]?.message).toBe('login.passwordError');
  });
  it('rejects 7 characters', () => {
    expect(issuesOf(strongPasswordSchema, 'abc1234')[0]?.message).toBe('login.passwordError');
  });
  it('rejects a symbol outside !@#$%^&*()', () => {
    expect(issuesOf(strongPasswordSchema, 'abcd1234~')).toEqual([
      { path: '', message: 'login.passwordError' },
    ]);
  });
  it('rejects Chinese characters', () => {
    expect(issuesOf(strongPasswordSchema, 'abcd1234密码')[0]?.message).toBe('login.passwordError');
  });
});

describe('changePasswordFormSchema', () => {
  const form = { oldPassword: 'oldpass12', newPassword: 'newpass12', confirmPassword: 'newpass12' };
  it('accepts a new strong password confirmed', () => {
    expect(issuesOf(changePasswordFormSchema, form)).toEqual([]);
  });
  it('rejects a confirmation that differs from the new password', () => {
    expect(issuesOf(changePasswordFormSchema, { ...form, confirmPassword: 'newpass13' })).toEqual([
      { path: 'confirmPassword', message: 'login.confirmPasswordError' },
    ]);
  });
  it('rejects a new password equal to the current one', () => {
    const same = { oldPassword: 'newpass12', newPassword: 'newpass12', confirmPassword: 'newpass12' };
    expect(issuesOf(changePasswordFormSchema, same)).toEqual([
      { path: 'newPassword', message: M.passwordSameAsCurrent },
    ]);
  });
  it('rejects a weak new password', () => {
    const weak = { ...form, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(issuesOf(changePasswordFormSchema, weak)).toEqual([
      { path: 'newPassword', message: 'login.passwordError' },
    ]);
  });
  it('accepts a current password made under the older rule', () => {
    expect(issuesOf(changePasswordFormSchema, { ...form, oldPassword: 'onlyletters' })).toEqual([]);
  });
});

describe('changePasswordBodySchema', () => {
  it('accepts a changed password', () => {
    expect(
      issuesOf(changePasswordBodySchema, { oldPassword: 'oldpass12', newPassword: 'newpass12' }),
    ).toEqual([]);
  });
  it('rejects an unchanged password', () => {
    expect(issuesOf(changePasswordBodySchema, { oldPassword: 'same1234', newPassword: 'same1234' })).toEqual([
      { path: 'newPassword', message: M.passwordSameAsCurrent },
    ]);
  });
});

describe('forgotPasswordFormSchema', () => {
  const form = {
    mobile: '13912345678',
    code: '123456',
    newPassword: 'abcd1234',
    confirmPassword: 'abcd1234',
  };
  it('accepts a China mobile, a six-digit code and a confirmed strong password', () => {
    expect(issuesOf(forgotPasswordFormSchema('86'), form)).toEqual([]);
  });
  it('rejects an invalid China mobile and a five-digit code', () => {
    expect(
      issuesOf(forgotPasswordFormSchema('86'), { ...form, mobile: '12912345678', code: '12345' }),
    ).toEqual([
      { path: 'mobile', message: M.mobileInvalid },
      { path: 'code', message: M.codeInvalid },
    ]);
  });
  it('accepts a foreign mobile under its area code', () => {
    expect(issuesOf(forgotPasswordFormSchema('44'), { ...form, mobile: '7700900123' })).toEqual([]);
  });
  it('rejects a mismatched confirmation', () => {
    expect(issuesOf(forgotPasswordFormSchema('86'), { ...form, confirmPassword: 'abcd12345' })).toEqual([
      { path: 'confirmPassword', message: 'login.confirmPasswordError' },
    ]);
  });
});

describe('passwordConfirmSchema', () => {
  it('requires the remark when it is shown', () => {
    expect(issuesOf(passwordConfirmSchema({ remarkRequired: true }), { password: 'abcdefgh' })).toEqual([
      { path: 'remark', message: M.required },
    ]);
  });
  it('rejects a blank remark when it is shown', () => {
    const value = { password: 'abcdefgh', remark: '   ' };
    expect(issuesOf(passwordConfirmSchema({ remarkRequired: true }), value)).toEqual([
      { path: 'remark', message: M.required },
    ]);
  });
  it('accepts no remark when it is hidden', () => {
    expect(issuesOf(passwordConfirmSchema({ remarkRequired: false }), { password: 'abcdefgh' })).toEqual([]);
  });
  it('rejects a password with a space', () => {
    expect(issuesOf(passwordConfirmSchema({ remarkRequired: false }), { password: 'abcd efgh' })).toEqual([
      { path: 'password', message: M.passwordInvalid },
    ]);
  });
  it('trims the remark', () => {
    const value = parsed(passwordConfirmSchema({ remarkRequired: true }), {
      password: 'abcdefgh',
      remark: ' ok ',
    });
    expect(value.remark).toBe('ok');
  });
  it('rejects a remark over 256 characters', () => {
    const value = { password: 'abcdefgh', remark: 'r'.repeat(257) };
    expect(issuesOf(passwordConfirmSchema({ remarkRequired: true }), value)).toEqual([
      { path: 'remark', message: M.remarkInvalid },
    ]);
  });
});

describe('newPasswordPairSchema', () => {
  it('accepts a strong password confirmed', () => {
    expect(
      issuesOf(newPasswordPairSchema, { newPassword: 'Fleet2024', confirmPassword: 'Fleet2024' }),
    ).toEqual([]);
  });
  it('reports a mismatch whatever else the form holds', () => {
    const form = { username: '', mobile: '', newPassword: 'Fleet2024', confirmPassword: 'Fleet2025' };
    expect(issuesOf(newPasswordPairSchema, form)).toEqual([
      { path: 'confirmPassword', message: M.confirmPasswordMismatch },
    ]);
  });
  it('reports a weak password under the password', () => {
    expect(issuesOf(newPasswordPairSchema, { newPassword: '12345678', confirmPassword: '12345678' })).toEqual(
      [{ path: 'newPassword', message: M.strongPasswordInvalid }],
    );
  });
});
