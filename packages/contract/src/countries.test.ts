import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { INDUSTRIES } from './industries';
import { areaCodeSchema } from './validation/contact';
import { PINNED_AREA_CODES } from './regions';

describe('the country list', () => {
  it('starts with China, Hong Kong, Macau, Taiwan, Japan, Korea and USA-Canada, +86 first', () => {
    expect(COUNTRIES.slice(0, 7).map((c) => c.areaCode)).toEqual([...PINNED_AREA_CODES]);
    expect(COUNTRIES[0]).toEqual({ zh: '中国大陆', en: 'Mainland China', areaCode: '86' });
  });

  it('sorts the rest by calling code', () => {
    const rest = COUNTRIES.slice(PINNED_AREA_CODES.length).map((c) => Number(c.areaCode));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('covers the whole world, one entry per calling code, each a code the server takes', () => {
    expect(COUNTRIES.length).toBeGreaterThan(220);
    expect(new Set(COUNTRIES.map((c) => c.areaCode)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(areaCodeSchema.safeParse(country.areaCode).success, country.en).toBe(true);
      expect(country.zh.trim(), country.en).not.toBe('');
      expect(country.en.trim(), country.zh).not.toBe('');
    }
  });

  it.each([
    ['44', 'United Kingdom'],
    ['49', 'Germany'],
    ['91', 'India'],
    ['234', 'Nigeria'],
    ['971', 'United Arab Emirates'],
    ['1876', 'Jamaica'],
  ])('gives +%s to %s', (areaCode, name) => {
    expect(COUNTRIES.find((c) => c.areaCode === areaCode)?.en).toBe(name);
  });
});

describe('the industry list', () => {
  it('has the 31 entries of the spec, each once, "other" last', () => {
    expect(INDUSTRIES).toHaveLength(31);
    expect(new Set(INDUSTRIES).size).toBe(31);
    expect(INDUSTRIES.at(-1)).toBe('other');
  });
});
