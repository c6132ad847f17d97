import { isListedIndustry } from '@fleetkey/contract';

/** An industry as the screens show it: the listed ones in the reader's language, others as stored. */
export function industryLabel(value: string, t: (key: string) => string): string {
  return isListedIndustry(value) ? t(`userCentre.industries.${value}`) : value;
}
