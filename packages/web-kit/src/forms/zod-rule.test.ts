import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  forgotPasswordFormSchema,
  mobileForArea,
  strongPasswordSchema,
  verificationCodeSchema,
} from '@fleetkey/contract';
import { zodFieldRule, zodRule } from './zod-rule';

// Marks the key so the test sees the translation was applied.
const translate = (key: string) => `T(${key})`;

async function outcome(promise: Promise<unknown> | void): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function check(rule: ReturnType<typeof zodRule>, value: unknown) {
  return outcome(rule.validator?.(rule, value, () => undefined));
}

describe('zodRule', () => {
  it('passes a valid value', async () => {
    expect(await check(zodRule(verificationCodeSchema, translate), '123456')).toBe('ok');
  });

  it('rejects with the translated message key of the first issue', async () => {
    expect(await check(zodRule(verificationCodeSchema, translate), '12345')).toBe(
      'T(validation.codeInvalid)',
    );
    expect(await check(zodRule(mobileForArea('86'), translate), '12345678901')).toBe(
      'T(validation.mobileInvalid)',
    );
    expect(await check(zodRule(strongPasswordSchema, translate), 'onlyletters')).toBe(
      'T(login.passwordError)',
    );
  });

  it('reads an untouched field (undefined) as empty: required', async () => {
    expect(await check(zodRule(verificationCodeSchema, translate), undefined)).toBe('T(validation.required)');
  });

  it('marks a field required (the asterisk) exactly when its schema refuses it empty', () => {
    expect(zodRule(verificationCodeSchema, translate).required).toBe(true);
    expect(zodRule(verificationCodeSchema.or(z.literal('')), translate).required).toBe(false);
    expect(zodRule(z.string().max(10).optional(), translate).required).toBe(false);
  });
});

describe('zodFieldRule', () => {
  const schema = forgotPasswordFormSchema('86');
  const form = (values: Record<string, string>) => ({ getFieldsValue: () => values });
  const base = {
    mobile: '13912345678',
    code: '123456',
    newPassword: 'abc12345',
    confirmPassword: 'abc12345',
  };

  it('reports only the issues of its own field', async () => {
    const values = { ...base, mobile: 'bad', confirmPassword: 'other123' };
    const confirm = zodFieldRule(schema, 'confirmPassword', translate)(form(values));
    const code = zodFieldRule(schema, 'code', translate)(form(values));
    expect(await outcome(confirm.validator?.(confirm, undefined, () => undefined))).toBe(
      'T(login.confirmPasswordError)',
    );
    expect(await outcome(code.validator?.(code, undefined, () => undefined))).toBe('ok');
  });

  it('passes a valid form', async () => {
    const rule = zodFieldRule(schema, 'confirmPassword', translate)(form(base));
    expect(await outcome(rule.validator?.(rule, undefined, () => undefined))).toBe('ok');
  });
});
