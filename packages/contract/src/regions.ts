import { z } from 'zod';

// Area codes, regions and the China province list (licence-portal.md §9, iot-console.md §5, §9).

/** Country calling code selected by default (China), without the plus. */
export const DEFAULT_AREA_CODE = '86';

/** SMS regions: mainland China or international. */
export const REGIONS = ['cn', 'intl'] as const;
/** SMS region. */
export type Region = (typeof REGIONS)[number];
/** SMS region as it arrives in a code request. */
export const regionSchema = z.enum(REGIONS);

/** Region of a calling code: '86' (with or without '+') is 'cn', any other is 'intl'. */
export function regionOfAreaCode(areaCode: string): Region {
  return areaCode.trim().replace(/^\+/, '') === DEFAULT_AREA_CODE ? 'cn' : 'intl';
}

/** Region of a stored mobile (country code first, no plus); calling codes are prefix-free, so 86 is China. */
export function regionOfMobile(mobile: string): Region {
  return mobile.startsWith(DEFAULT_AREA_CODE) ? 'cn' : 'intl';
}

/** Calling codes listed first, in this order: China, Hong Kong, Macau, Taiwan, Japan, Korea, USA-Canada. */
export const PINNED_AREA_CODES = ['86', '852', '853', '886', '81', '82', '1'] as const;

/** One entry of the country list. */
export interface CountryEntry {
  /** Chinese name. */
  zh: string;
  /** English name. */
  en: string;
  /** Calling code, digits only. */
  areaCode: string;
}

/** The country list in display order: pinned codes first, the rest by code (numerically). */
export function sortCountries<T extends Pick<CountryEntry, 'areaCode'>>(countries: readonly T[]): T[] {
  const pinned: readonly string[] = PINNED_AREA_CODES;
  const rank = (c: T): number => {
    const at = pinned.indexOf(c.areaCode);
    return at === -1 ? pinned.length : at;
  };
  return [...countries].sort((a, b) => rank(a) - rank(b) || Number(a.areaCode) - Number(b.areaCode));
}

/** The country value that switches the profile's province field to the list below. */
export const CHINA_STATE = 'China';

/** China's 34 provincial-level divisions; the stored value is the Chinese name. */
export const CHINA_PROVINCES = [
  { zh: '北京市', en: 'Beijing' },
  { zh: '天津市', en: 'Tianjin' },
  { zh: '上海市', en: 'Shanghai' },
  { zh: '重庆市', en: 'Chongqing' },
  { zh: '河北省', en: 'Hebei' },
  { zh: '山西省', en: 'Shanxi' },
  { zh: '辽宁省', en: 'Liaoning' },
  { zh: '吉林省', en: 'Jilin' },
  { zh: '黑龙江省', en: 'Heilongjiang' },
  { zh: '江苏省', en: 'Jiangsu' },
  { zh: '浙江省', en: 'Zhejiang' },
  { zh: '安徽省', en: 'Anhui' },
  { zh: '福建省', en: 'Fujian' },
  { zh: '江西省', en: 'Jiangxi' },
  { zh: '山东省', en: 'Shandong' },
  { zh: '河南省', en: 'Henan' },
  { zh: '湖北省', en: 'Hubei' },
  { zh: '湖南省', en: 'Hunan' },
  { zh: '广东省', en: 'Guangdong' },
  { zh: '海南省', en: 'Hainan' },
  { zh: '四川省', en: 'Sichuan' },
  { zh: '贵州省', en: 'Guizhou' },
  { zh: '云南省', en: 'Yunnan' },
  { zh: '陕西省', en: 'Shaanxi' },
  { zh: '甘肃省', en: 'Gansu' },
  { zh: '青海省', en: 'Qinghai' },
  { zh: '台湾省', en: 'Taiwan' },
  { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  { zh: '广西壮族自治区', en: 'Guangxi' },
  { zh: '西藏自治区', en: 'Tibet' },
  { zh: '宁夏回族自治区', en: 'Ningxia' },
  { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  { zh: '香港特别行政区', en: 'Hong Kong' },
  { zh: '澳门特别行政区', en: 'Macau' },
] as const;

/** Whether a country value is China (the list's value, or its Chinese name). */
export function isChinaState(state: string): boolean {
  return state === CHINA_STATE || state === '中国';
}

/**
 * A mobile for display with its 4th to 7th digits hidden (139****5678), the calling code dropped —
 * the spec's "masked in characters 4 to 8", read as the usual 3-4-4 mask of an 11-digit number.
 */
export function maskMobile(mobile: string, areaCode: string): string {
  const national = mobile.startsWith(areaCode) ? mobile.slice(areaCode.length) : mobile;
  if (national.length < 8) return national.replace(/\d(?=\d{2})/g, '*');
  return `${national.slice(0, 3)}****${national.slice(7)}`;
}
