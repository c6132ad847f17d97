// The industry list and country choices of the enterprise form. The values are the ones the
// registration wizard stores, so a profile saved from either screen reads the same.

/** Industry values; the label is `userCentre.industries.<value>`. */
export const INDUSTRIES = [
  'manufacturing',
  'automotive',
  'energy',
  'electronics',
  'it',
  'telecom',
  'logistics',
  'agriculture',
  'construction',
  'healthcare',
  'education',
  'finance',
  'retail',
  'government',
  'smartHome',
  'other',
] as const;

/** The country value for anywhere but China (typed province / region). */
export const OTHER_STATE = 'Other';

const industries: readonly string[] = INDUSTRIES;

/** An industry's label: the translated one for a known value, the stored text otherwise. */
export function industryLabel(value: string, t: (key: string) => string): string {
  return industries.includes(value) ? t(`userCentre.industries.${value}`) : value;
}
