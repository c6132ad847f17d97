import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';
import {
  agreementSchema,
  compactEnterprise,
  enterprisePayloadSchema,
  registrationSchema,
} from './registration';

const minimal = { smsCode: '123456', data: { mobile: '8613912345678', password: 'abcd1234' } };

describe('registrationSchema', () => {
  it('accepts mobile, SMS code and password alone, with pushable defaulting to 0', () => {
    expect(parsed(registrationSchema, minimal)).toEqual({
      smsCode: '123456',
      data: { mobile: '8613912345678', password: 'abcd1234', pushable: 0 },
    });
  });
  it('accepts the full payload and lower-cases the e-mail', () => {
    const value = parsed(registrationSchema, {
      smsCode: '123456',
      mailCode: '654321',
      data: {
        name: 'Alice',
        username: 'alice_01',
        mobile: '819012345678',
        email: 'Alice@Example.com',
        password: 'abcd1234',
        pushable: 1,
        enterprise: { company: 'Acme', industry: 'IT', state: 'China', province: '广东省' },
      },
    });
    expect(value.data.email).toBe('alice@example.com');
    expect(value.data.enterprise).toEqual({
      company: 'Acme',
      industry: 'IT',
      state: 'China',
      province: '广东省',
    });
  });
  it('drops the enterprise object when all its fields are empty', () => {
    const value = parsed(registrationSchema, {
      ...minimal,
      data: { ...minimal.data, enterprise: { company: '', industry: ' ', website: '' } },
    });
    expect(value.data).not.toHaveProperty('enterprise');
  });
  it('drops the empty enterprise fields and keeps the others', () => {
    const value = parsed(registrationSchema, {
      ...minimal,
      data: { ...minimal.data, enterprise: { company: 'Acme', department: '', website: '' } },
    });
    expect(value.data.enterprise).toEqual({ company: 'Acme' });
  });
  it('treats empty name, username and e-mail as absent', () => {
    const value = parsed(registrationSchema, {
      ...minimal,
      mailCode: '',
      data: { ...minimal.data, name: '', username: '', email: '' },
    });
    expect(value).toEqual(parsed(registrationSchema, minimal));
  });
  it('requires the mail code when an e-mail is given', () => {
    expect(
      issuesOf(registrationSchema, { ...minimal, data: { ...minimal.data, email: 'a@example.com' } }),
    ).toEqual([{ path: 'mailCode', message: M.required }]);
  });
  it('rejects a pushable other than 0 or 1', () => {
    expect(issuesOf(registrationSchema, { ...minimal, data: { ...minimal.data, pushable: 2 } })).toEqual([
      { path: 'data.pushable', message: M.invalidOption },
    ]);
  });
  it('rejects a weak password, a bad mobile and a short SMS code', () => {
    const value = { smsCode: '12345', data: { mobile: '8612912345678', password: 'abcdefgh' } };
    expect(issuesOf(registrationSchema, value)).toEqual([
      { path: 'smsCode', message: M.codeInvalid },
      { path: 'data.mobile', message: M.mobileInvalid },
      { path: 'data.password', message: 'login.passwordError' },
    ]);
  });
  it('rejects a given enterprise field that breaks its rule', () => {
    const value = { ...minimal, data: { ...minimal.data, enterprise: { company: '_acme' } } };
    expect(issuesOf(registrationSchema, value)).toEqual([
      { path: 'data.enterprise.company', message: M.companyInvalid },
    ]);
  });
  it('reports missing data as required', () => {
    expect(issuesOf(registrationSchema, { smsCode: '123456' })).toEqual([
      { path: 'data', message: M.required },
    ]);
  });
});

describe('enterprisePayloadSchema', () => {
  it('rejects a China province outside the list', () => {
    expect(issuesOf(enterprisePayloadSchema, { state: 'China', province: 'Tokyo' })).toEqual([
      { path: 'province', message: M.provinceInvalid },
    ]);
  });
  it('gives undefined for an absent enterprise', () => {
    expect(parsed(enterprisePayloadSchema, undefined)).toBeUndefined();
  });
});

describe('compactEnterprise', () => {
  it('keeps only non-blank fields', () => {
    expect(compactEnterprise({ company: 'Acme', position: '  ', website: undefined })).toEqual({
      company: 'Acme',
    });
  });
  it('gives undefined when every field is blank', () => {
    expect(compactEnterprise({ company: '', position: ' ' })).toBeUndefined();
  });
});

describe('agreementSchema', () => {
  it('accepts a ticked agreement', () => {
    expect(issuesOf(agreementSchema, true)).toEqual([]);
  });
  it('rejects an unticked agreement', () => {
    expect(issuesOf(agreementSchema, false)).toEqual([{ path: '', message: M.agreementRequired }]);
  });
});
