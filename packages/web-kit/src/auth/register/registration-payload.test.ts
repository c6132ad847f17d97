import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@fleetkey/contract';
import { buildRegistration } from './registration-payload';

const account = { areaCode: '86', mobile: '13912345678', smsCode: '123456', password: 'abc12345' };

describe('the registration payload', () => {
  it('sends the full mobile, the code and pushable 0 when steps 2 and 3 are skipped', () => {
    const payload = buildRegistration(account);
    expect(payload).toEqual({
      smsCode: '123456',
      data: { mobile: '8613912345678', password: 'abc12345', pushable: 0 },
    });
    expect(registrationSchema.safeParse(payload).success).toBe(true);
  });

  it('binds the e-mail (lower-cased) only with its code, and pushable as 1', () => {
    const payload = buildRegistration({
      ...account,
      email: ' Me@Example.COM ',
      mailCode: '654321',
      pushable: true,
    });
    expect(payload.mailCode).toBe('654321');
    expect(payload.data).toMatchObject({ email: 'me@example.com', pushable: 1 });
  });

  it('drops empty enterprise fields', () => {
    const payload = buildRegistration({
      ...account,
      name: 'Li Lei',
      enterprise: { company: 'Acme', industry: 'it', department: '', position: '  ', website: undefined },
    });
    expect(payload.data.enterprise).toEqual({ company: 'Acme', industry: 'it' });
    expect(payload.data.name).toBe('Li Lei');
  });

  it('drops the enterprise object when all its fields are empty', () => {
    const payload = buildRegistration({ ...account, name: '', enterprise: { company: '', address: ' ' } });
    expect('enterprise' in payload.data).toBe(false);
    expect('name' in payload.data).toBe(false);
  });

  it('keeps an international calling code in the full mobile', () => {
    expect(buildRegistration({ ...account, areaCode: '852', mobile: '61234567' }).data.mobile).toBe(
      '85261234567',
    );
  });
});
