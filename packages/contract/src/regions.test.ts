import { describe, expect, it } from 'vitest';
import { CHINA_PROVINCES, regionOfAreaCode, regionOfMobile, sortCountries } from './regions';

describe('regions', () => {
  it("puts area code '86' in region cn", () => {
    expect(regionOfAreaCode('86')).toBe('cn');
    expect(regionOfAreaCode('+86')).toBe('cn');
  });
  it.each(['852', '1', '886', '8'])('puts area code %s in region intl', (code) => {
    expect(regionOfAreaCode(code)).toBe('intl');
  });
  it('reads the region of a stored mobile from its 86 prefix', () => {
    expect(regionOfMobile('8613912345678')).toBe('cn');
    expect(regionOfMobile('819012345678')).toBe('intl');
  });
  it('lists 34 distinct provinces', () => {
    expect(new Set(CHINA_PROVINCES.map((p) => p.zh)).size).toBe(34);
  });
  it('orders the pinned countries first, then the rest by code', () => {
    const codes = ['44', '1', '33', '82', '86', '7', '852'].map((areaCode) => ({ areaCode }));
    expect(sortCountries(codes).map((c) => c.areaCode)).toEqual(['86', '852', '82', '1', '7', '33', '44']);
  });
});
