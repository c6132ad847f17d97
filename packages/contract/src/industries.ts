// The industry list of the enterprise forms (licence-portal.md §9: 31 entries). The values are what the
// registration wizard and the profile dialog store; each one's label is `userCentre.industries.<value>`
// in both languages. Values stored before the list grew stay valid, and `other` stays last.

/** Industry values, in display order. */
export const INDUSTRIES = [
  'manufacturing',
  'industrialAutomation',
  'automotive',
  'railTransit',
  'aerospace',
  'marine',
  'energy',
  'electricPower',
  'petrochemical',
  'mining',
  'metallurgy',
  'electronics',
  'semiconductors',
  'robotics',
  'it',
  'telecom',
  'logistics',
  'agriculture',
  'construction',
  'water',
  'environmental',
  'healthcare',
  'education',
  'research',
  'finance',
  'retail',
  'government',
  'smartCity',
  'security',
  'smartHome',
  'other',
] as const;
/** One industry value. */
export type Industry = (typeof INDUSTRIES)[number];

const industries: readonly string[] = INDUSTRIES;

/** Whether a stored industry is one of the list's values (older records may hold free text). */
export function isListedIndustry(value: string): value is Industry {
  return industries.includes(value);
}
