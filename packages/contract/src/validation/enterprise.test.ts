import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  companySchema,
  departmentSchema,
  enterpriseFormSchema,
  positionSchema,
  profileSaveSchema,
  userInfoTextSchema,
  websiteSchema,
} from './enterprise';
import { issuesOf, parsed } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';

const enterprise = {
  company: 'Acme',
  industry: 'Manufacturing',
  position: 'Engineer',
  state: 'China',
  province: '广东省',
  address: '1 Science Road',
};

describe('companySchema', () => {
  it.each(['深圳科技', 'Acme-Tech_2', 'ab', 'c'.repeat(64)])('accepts %s', (company) => {
    expect(issuesOf(companySchema, company)).toEqual([]);
  });
  it.each([
    ['_acme', 'a leading underscore'],
    ['acme_', 'a trailing underscore'],
    ['-acme', 'a leading hyphen'],
    ['acme-', 'a trailing hyphen'],
    ['a', 'one character'],
    ['c'.repeat(65), '65 characters'],
    ['Acme Corp', 'a space'],
    ['Acme&Co', 'a symbol'],
  ])('rejects %s (%s)', (company) => {
    expect(issuesOf(companySchema, company)[0]).toEqual({ path: '', message: M.companyInvalid });
  });
});

describe('userInfoTextSchema', () => {
  it('accepts Chinese, letters, digits, _ and - inside', () => {
    expect(issuesOf(userInfoTextSchema, '研发-部_1')).toEqual([]);
  });
  it.each(['-dept', 'dept-', '_dept'])('rejects %s for its edge', (value) => {
    expect(issuesOf(userInfoTextSchema, value)).toEqual([{ path: '', message: M.userInfoTextInvalid }]);
  });
});

describe('department, position and address', () => {
  it('accepts a position with spaces and slashes', () => {
    expect(issuesOf(positionSchema, 'CTO / Founder')).toEqual([]);
  });
  it('rejects a position of 65 characters', () => {
    expect(issuesOf(positionSchema, 'p'.repeat(65))).toEqual([{ path: '', message: M.positionInvalid }]);
  });
  it('rejects a department ending with a hyphen', () => {
    expect(issuesOf(departmentSchema, 'R&D-')).toEqual([{ path: '', message: M.departmentInvalid }]);
  });
  it.each(['a', 'a'.repeat(257), '_Road 1'])('rejects the address %s', (address) => {
    expect(issuesOf(addressSchema, address)).toEqual([{ path: '', message: M.addressInvalid }]);
  });
  it('accepts a 256-character address', () => {
    expect(issuesOf(addressSchema, 'a'.repeat(256))).toEqual([]);
  });
});

describe('websiteSchema', () => {
  it.each(['https://acme.com', 'http://acme.com.cn:8080/about', 'www.acme.com'])('accepts %s', (site) => {
    expect(issuesOf(websiteSchema, site)).toEqual([]);
  });
  it('treats an empty website as absent', () => {
    expect(parsed(websiteSchema, '')).toBeUndefined();
    expect(parsed(websiteSchema, undefined)).toBeUndefined();
  });
  it.each(['acme', 'ftp://acme.com', 'https://acme', `https://${'a'.repeat(60)}.com`])(
    'rejects %s',
    (site) => {
      expect(issuesOf(websiteSchema, site)[0]).toEqual({ path: '', message: M.websiteInvalid });
    },
  );
});

describe('profileSaveSchema', () => {
  it('accepts China with a listed province', () => {
    expect(issuesOf(profileSaveSchema, { industry: 'IT', state: 'China', province: '浙江省' })).toEqual([]);
  });
  it('rejects China with a province not in the list', () => {
    expect(issuesOf(profileSaveSchema, { industry: 'IT', state: 'China', province: 'Tokyo' })).toEqual([
      { path: 'province', message: M.provinceInvalid },
    ]);
  });
  it('requires the province for China', () => {
    expect(issuesOf(profileSaveSchema, { industry: 'IT', state: 'China' })).toEqual([
      { path: 'province', message: M.required },
    ]);
  });
  it('accepts typed Chinese or English letters and spaces for another country', () => {
    expect(issuesOf(profileSaveSchema, { industry: 'IT', state: 'Japan', province: 'Tokyo 东京' })).toEqual(
      [],
    );
  });
  it('rejects digits or symbols typed for another country', () => {
    expect(issuesOf(profileSaveSchema, { industry: 'IT', state: 'Japan', province: 'Tokyo-1' })).toEqual([
      { path: 'province', message: M.onlyChineseEnglish },
    ]);
  });
  it('requires industry and country', () => {
    expect(issuesOf(profileSaveSchema, { province: '浙江省' })).toEqual([
      { path: 'industry', message: M.required },
      { path: 'state', message: M.required },
    ]);
  });
});

describe('enterpriseFormSchema', () => {
  it('accepts the required fields without department and website', () => {
    expect(issuesOf(enterpriseFormSchema(), enterprise)).toEqual([]);
  });
  it('leaves an empty department out when not flagged required', () => {
    expect(parsed(enterpriseFormSchema(), { ...enterprise, department: '' }).department).toBeUndefined();
  });
  it('requires the department when flagged required', () => {
    expect(issuesOf(enterpriseFormSchema({ departmentRequired: true }), enterprise)).toEqual([
      { path: 'department', message: M.required },
    ]);
  });
  it('requires company, industry, position and address', () => {
    const paths = issuesOf(enterpriseFormSchema(), { state: 'Japan', province: 'Tokyo' }).map((e) => e.path);
    expect(paths).toEqual(['company', 'industry', 'position', 'address']);
  });
  it('rejects a website longer than 64 characters', () => {
    const site = `https://${'a'.repeat(57)}.com`;
    expect(issuesOf(enterpriseFormSchema(), { ...enterprise, website: site })).toEqual([
      { path: 'website', message: M.websiteInvalid },
    ]);
  });
});
