import { isListedIndustry } from '@fleetkey/contract';

// The industry list and country choices of the enterprise form. The values are the ones the
// registration wizard stores, so a profile saved from either screen reads the same.

/** Industry values (the contract's list of 31); the label is `userCentre.industries.<value>`. */
export { INDUSTRIES } from '@fleetkey/contract';

/** The country value for anywhere but China (typed province / region). */
export const OTHER_STATE = 'Other';

/** An industry's label: the translated one for a listed value, the stored text otherwise. */
export function industryLabel(value: string, t: (key: string) => string): string {
  return isListedIndustry(value) ? t(`userCentre.industries.${value}`) : value;
}
