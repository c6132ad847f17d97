import { describe, expect, it } from 'vitest';
import {
  areaCodeSchema,
  chinaMobileSchema,
  codeRequestMobileSchema,
  currentMobileConfirmSchema,
  emailSchema,
  fullMobileSchema,
  mobileForArea,
  phoneSchema,
  securityCodeSchema,
  verificationCodeSchema,
} from './contact';
import { issuesOf, parsed } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';

describe('phoneSchema', () => {
  it.each(['1234567', '13912345678'])('accepts %s (7 to 11 digits)', (phone) => {
    expect(issuesOf(phoneSchema, phone)).toEqual([]);
  });
  it.each(['123456', '139123456789', '139-1234567', '1391234567a'])('rejects %s', (phone) => {
    expect(issuesOf(phoneSchema, phone)).toEqual([{ path: '', message: M.phoneInvalid }]);
  });
  it('reports only "required" for an empty phone', () => {
    expect(issuesOf(phoneSchema, '')).toEqual([{ path: '', message: M.required }]);
  });
  it('reports a missing phone as required', () => {
    expect(issuesOf(phoneSchema, undefined)).toEqual([{ path: '', message: M.required }]);
  });
  it('reports a number instead of a string as a wrong type', () => {
    expect(issuesOf(phoneSchema, 13912345678)).toEqual([{ path: '', message: M.invalidType }]);
  });
});

describe('chinaMobileSchema', () => {
  it.each(['13912345678', '19912345678', '15000000000'])('accepts %s', (mobile) => {
    expect(issuesOf(chinaMobileSchema, mobile)).toEqual([]);
  });
  it.each([
    ['12912345678', 'a second digit below 3'],
    ['1391234567', 'ten digits'],
    ['139123456789', 'twelve digits'],
    ['23912345678', 'a first digit other than 1'],
    ['+8613912345678', 'a country code'],
  ])('rejects %s (%s)', (mobile) => {
    expect(issuesOf(chinaMobileSchema, mobile)).toEqual([{ path: '', message: M.mobileInvalid }]);
  });
});

describe('mobileForArea', () => {
  it('applies the China rule under 86', () => {
    expect(issuesOf(mobileForArea('86'), '12912345678')).toEqual([{ path: '', message: M.mobileInvalid }]);
  });
  it('applies the China rule under +86', () => {
    expect(issuesOf(mobileForArea('+86'), '1391234567')).toEqual([{ path: '', message: M.mobileInvalid }]);
  });
  it('accepts any digits under another area code', () => {
    expect(issuesOf(mobileForArea('81'), '9012345678')).toEqual([]);
    expect(issuesOf(mobileForArea('852'), '12912345')).toEqual([]);
  });
  it('rejects non-digits under another area code', () => {
    expect(issuesOf(mobileForArea('1'), '555-0100')).toEqual([{ path: '', message: M.mobileInvalid }]);
  });
  it('rejects more than 15 digits under another area code', () => {
    expect(issuesOf(mobileForArea('1'), '1'.repeat(16))).toEqual([{ path: '', message: M.mobileInvalid }]);
  });
});

describe('areaCodeSchema', () => {
  it('drops a leading plus', () => {
    expect(parsed(areaCodeSchema, '+852')).toBe('852');
  });
  it('defaults to 86', () => {
    expect(parsed(areaCodeSchema, undefined)).toBe('86');
  });
  it('rejects letters', () => {
    expect(issuesOf(areaCodeSchema, '8a')).toEqual([{ path: '', message: M.invalidOption }]);
  });
});

describe('fullMobileSchema', () => {
  it('accepts a China mobile after 86', () => {
    expect(issuesOf(fullMobileSchema, '8613912345678')).toEqual([]);
  });
  it('accepts a foreign mobile with its calling code', () => {
    expect(issuesOf(fullMobileSchema, '819012345678')).toEqual([]);
  });
  it('rejects an invalid China mobile after 86', () => {
    expect(issuesOf(fullMobileSchema, '8612912345678')).toEqual([{ path: '', message: M.mobileInvalid }]);
  });
  it('rejects a plus sign', () => {
    expect(issuesOf(fullMobileSchema, '+819012345678')[0]?.message).toBe(M.mobileInvalid);
  });
});

describe('codeRequestMobileSchema', () => {
  it('asks for the mobile first when it is empty', () => {
    expect(issuesOf(codeRequestMobileSchema('86'), '')).toEqual([{ path: '', message: M.mobileFirst }]);
  });
  it('checks the area rule once a mobile is typed', () => {
    expect(issuesOf(codeRequestMobileSchema('86'), '12912345678')).toEqual([
      { path: '', message: M.mobileInvalid },
    ]);
    expect(issuesOf(codeRequestMobileSchema('44'), '7700900123')).toEqual([]);
  });
});

describe('currentMobileConfirmSchema', () => {
  it('accepts the current number', () => {
    expect(issuesOf(currentMobileConfirmSchema('13912345678'), '13912345678')).toEqual([]);
  });
  it('rejects another number', () => {
    expect(issuesOf(currentMobileConfirmSchema('13912345678'), '13912345679')).toEqual([
      { path: '', message: M.currentMobileMismatch },
    ]);
  });
});

describe('emailSchema', () => {
  it('lower-cases and trims the address', () => {
    expect(parsed(emailSchema, ' Alice.Smith@Example.COM ')).toBe('alice.smith@example.com');
  });
  it.each(['alice', 'alice@', '@example.com', 'alice@example', 'al ice@example.com'])(
    'rejects %s',
    (email) => {
      expect(issuesOf(emailSchema, email)).toEqual([{ path: '', message: M.emailInvalid }]);
    },
  );
  it('reports a blank address as required', () => {
    expect(issuesOf(emailSchema, '   ')).toEqual([{ path: '', message: M.required }]);
  });
  it('rejects an address longer than 254 characters', () => {
    expect(issuesOf(emailSchema, `${'a'.repeat(250)}@b.cn`)).toEqual([{ path: '', message: M.emailInvalid }]);
  });
});

describe('verificationCodeSchema', () => {
  it('accepts exactly six digits', () => {
    expect(issuesOf(verificationCodeSchema, '012345')).toEqual([]);
  });
  it.each(['12345', '1234567', '12345a', ' 12345'])('rejects %j', (code) => {
    expect(issuesOf(verificationCodeSchema, code)).toEqual([{ path: '', message: M.codeInvalid }]);
  });
});

describe('securityCodeSchema', () => {
  it.each(['1', '123456'])('accepts %s (at most six digits)', (code) => {
    expect(issuesOf(securityCodeSchema, code)).toEqual([]);
  });
  it('rejects seven digits', () => {
    expect(issuesOf(securityCodeSchema, '1234567')).toEqual([{ path: '', message: M.securityCodeInvalid }]);
  });
  it('requires a code', () => {
    expect(issuesOf(securityCodeSchema, '')).toEqual([{ path: '', message: M.required }]);
  });
});
