import { sortCountries } from '@fleetkey/contract';
import type { CountryEntry } from '@fleetkey/contract';

// The calling codes the mobile fields offer: the spec's pinned ones first, then the rest by code. The
// names are data in both languages (not UI text), as the contract's CountryEntry defines them.
const ENTRIES: readonly CountryEntry[] = [
  { zh: '中国大陆', en: 'Mainland China', areaCode: '86' },
  { zh: '中国香港', en: 'Hong Kong, China', areaCode: '852' },
  { zh: '中国澳门', en: 'Macau, China', areaCode: '853' },
  { zh: '中国台湾', en: 'Taiwan, China', areaCode: '886' },
  { zh: '日本', en: 'Japan', areaCode: '81' },
  { zh: '韩国', en: 'South Korea', areaCode: '82' },
  { zh: '美国/加拿大', en: 'USA / Canada', areaCode: '1' },
  { zh: '俄罗斯', en: 'Russia', areaCode: '7' },
  { zh: '埃及', en: 'Egypt', areaCode: '20' },
  { zh: '南非', en: 'South Africa', areaCode: '27' },
  { zh: '荷兰', en: 'Netherlands', areaCode: '31' },
  { zh: '法国', en: 'France', areaCode: '33' },
  { zh: '西班牙', en: 'Spain', areaCode: '34' },
  { zh: '意大利', en: 'Italy', areaCode: '39' },
  { zh: '英国', en: 'United Kingdom', areaCode: '44' },
  { zh: '瑞典', en: 'Sweden', areaCode: '46' },
  { zh: '德国', en: 'Germany', areaCode: '49' },
  { zh: '墨西哥', en: 'Mexico', areaCode: '52' },
  { zh: '巴西', en: 'Brazil', areaCode: '55' },
  { zh: '马来西亚', en: 'Malaysia', areaCode: '60' },
  { zh: '澳大利亚', en: 'Australia', areaCode: '61' },
  { zh: '印度尼西亚', en: 'Indonesia', areaCode: '62' },
  { zh: '菲律宾', en: 'Philippines', areaCode: '63' },
  { zh: '新西兰', en: 'New Zealand', areaCode: '64' },
  { zh: '新加坡', en: 'Singapore', areaCode: '65' },
  { zh: '泰国', en: 'Thailand', areaCode: '66' },
  { zh: '越南', en: 'Vietnam', areaCode: '84' },
  { zh: '土耳其', en: 'Turkey', areaCode: '90' },
  { zh: '印度', en: 'India', areaCode: '91' },
  { zh: '阿联酋', en: 'United Arab Emirates', areaCode: '971' },
];

/** Countries of the calling-code select, in display order. */
export const COUNTRIES: readonly CountryEntry[] = sortCountries(ENTRIES);

/** A full mobile as the server stores it: calling code then number, no plus. */
export function fullMobile(areaCode: string, mobile: string): string {
  return `${areaCode.replace(/^\+/, '')}${mobile.trim()}`;
}
