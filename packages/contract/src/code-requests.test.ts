import { describe, expect, it } from 'vitest';
import {
  checkCodeQuerySchema,
  emailCodeQuerySchema,
  iotSmsCodeQuerySchema,
  smsCodeQuerySchema,
  verifyCodeQuerySchema,
} from './code-requests';

describe('code request queries', () => {
  it('take full mobiles only, with the mainland rule under 86', () => {
    expect(smsCodeQuerySchema.safeParse({ mobile: '8613912345678', codeType: 'loginCode' }).success).toBe(
      true,
    );
    expect(smsCodeQuerySchema.safeParse({ mobile: '8612912345678', codeType: 'loginCode' }).success).toBe(
      false,
    );
    expect(smsCodeQuerySchema.safeParse({ mobile: '13912345678', codeType: 'x' }).success).toBe(false);
  });

  it('default the IoT code type to a password code', () => {
    expect(iotSmsCodeQuerySchema.parse({ mobile: '447700900123' }).codeType).toBe('changePasswordCode');
  });

  it('lower-case e-mail', () => {
    expect(emailCodeQuerySchema.parse({ email: ' A@B.COM ' }).email).toBe('a@b.com');
  });
});

describe('code checks', () => {
  it('read mobile or receiver, type or tag, and an optional purpose', () => {
    expect(checkCodeQuerySchema.parse({ mobile: '8613912345678', code: '012345', tag: 'mobile' })).toEqual({
      channel: 'sms',
      receiver: '8613912345678',
      code: '012345',
      purpose: undefined,
    });
    expect(
      checkCodeQuerySchema.parse({
        receiver: 'A@B.com',
        code: '123456',
        type: 'email',
        codeType: 'bindEmailCode',
      }),
    ).toEqual({ channel: 'email', receiver: 'a@b.com', code: '123456', purpose: 'bindEmailCode' });
  });

  it('tell e-mail from mobile by the @ when no type is sent', () => {
    expect(verifyCodeQuerySchema.parse({ medium: 'x@y.org', code: '123456' }).channel).toBe('email');
    expect(verifyCodeQuerySchema.parse({ medium: '8613912345678', code: '123456' }).channel).toBe('sms');
  });

  it('report a bad receiver on the parameter it came in', () => {
    const result = checkCodeQuerySchema.safeParse({ receiver: 'x@', code: '123456', type: 'email' });
    expect(result.error?.issues).toMatchObject([{ path: ['receiver'], message: 'validation.emailInvalid' }]);
    const missing = checkCodeQuerySchema.safeParse({ code: '123456' });
    expect(missing.error?.issues[0]?.path).toEqual(['mobile']);
  });

  it('refuse codes that are not six digits', () => {
    expect(checkCodeQuerySchema.safeParse({ mobile: '8613912345678', code: '12345' }).success).toBe(false);
  });
});
