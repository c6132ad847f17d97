import { describe, expect, it } from 'vitest';
import {
  avatarFileSchema,
  changeEmailFormSchema,
  changeMobileFormSchema,
  iotProfileEditSchema,
} from './account';
import { issuesOf, parsed } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';

describe('changeMobileFormSchema', () => {
  it('accepts a China mobile and a six-digit code under 86', () => {
    expect(issuesOf(changeMobileFormSchema('86'), { mobile: '13912345678', code: '654321' })).toEqual([]);
  });
  it('rejects a mobile failing the China rule under 86', () => {
    expect(issuesOf(changeMobileFormSchema('86'), { mobile: '1391234567', code: '654321' })).toEqual([
      { path: 'mobile', message: M.mobileInvalid },
    ]);
  });
  it('requires the code', () => {
    expect(issuesOf(changeMobileFormSchema('81'), { mobile: '9012345678' })).toEqual([
      { path: 'code', message: M.required },
    ]);
  });
});

describe('changeEmailFormSchema', () => {
  it('lower-cases the new address', () => {
    expect(parsed(changeEmailFormSchema, { email: 'Bob@Example.com', code: '123456' }).email).toBe(
      'bob@example.com',
    );
  });
  it('requires the address', () => {
    expect(issuesOf(changeEmailFormSchema, { email: '', code: '123456' })).toEqual([
      { path: 'email', message: M.required },
    ]);
  });
});

describe('iotProfileEditSchema', () => {
  it('accepts every field left empty', () => {
    expect(
      issuesOf(iotProfileEditSchema, { nickname: '', desc: '', company: '', detailaddress: '' }),
    ).toEqual([]);
  });
  it('accepts texts of 2 and 64 characters', () => {
    expect(issuesOf(iotProfileEditSchema, { nickname: 'Jo', desc: 's'.repeat(64) })).toEqual([]);
  });
  it('rejects a one-character nickname (the nickname rule) and a 65-character address', () => {
    expect(issuesOf(iotProfileEditSchema, { nickname: 'J', detailaddress: 'a'.repeat(65) })).toEqual([
      { path: 'nickname', message: M.nicknameInvalid },
      { path: 'detailaddress', message: M.profileTextInvalid },
    ]);
  });
  it('takes a nickname of 2–32 letters, digits, _ or Chinese only', () => {
    expect(issuesOf(iotProfileEditSchema, { nickname: '小王_2' })).toEqual([]);
    for (const nickname of ['Lei Wang', 'l'.repeat(33), 'Lei!'])
      expect(issuesOf(iotProfileEditSchema, { nickname })).toEqual([
        { path: 'nickname', message: M.nicknameInvalid },
      ]);
  });
  it('rejects a gender that is not an integer', () => {
    expect(issuesOf(iotProfileEditSchema, { gender: 'male' })).toEqual([
      { path: 'gender', message: M.invalidOption },
    ]);
  });
});

describe('avatarFileSchema', () => {
  it.each([
    ['face.jpg', 'image/jpeg'],
    ['face.JPEG', 'image/jpeg'],
    ['face.png', 'image/png'],
    ['face.gif', 'image/gif'],
    ['face.bmp', 'image/bmp'],
  ])('accepts %s', (name, type) => {
    expect(issuesOf(avatarFileSchema, { name, size: 204_800, type })).toEqual([]);
  });
  it('rejects a file of 204801 bytes', () => {
    expect(issuesOf(avatarFileSchema, { name: 'face.png', size: 204_801, type: 'image/png' })).toEqual([
      { path: 'size', message: M.avatarTooLarge },
    ]);
  });
  it.each([
    ['face.webp', 'image/webp'],
    ['face.svg', 'image/svg+xml'],
    ['face.png', 'text/html'],
    ['face.png.exe', 'image/png'],
  ])('rejects %s of type %s', (name, type) => {
    expect(issuesOf(avatarFileSchema, { name, size: 1000, type })).toEqual([
      { path: 'type', message: M.avatarFormat },
    ]);
  });
});
