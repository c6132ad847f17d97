import type { UdsSeverity } from '@fleetkey/contract';

/** Tag colours of catalogue severities, lowest first. */
export const SEVERITY_COLOURS: Readonly<Record<UdsSeverity, string>> = {
  info: 'default',
  low: 'blue',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};

/** A status byte as `0x2F`. */
export const byteHex = (value: number): string => `0x${value.toString(16).toUpperCase().padStart(2, '0')}`;

/** The description of a catalogue entry in the UI language, falling back to the other when it is empty. */
export function descriptionIn(
  entry: { descriptionZh: string; descriptionEn: string },
  language: string,
): string {
  const zh = language.startsWith('zh');
  return (zh ? entry.descriptionZh : entry.descriptionEn) || (zh ? entry.descriptionEn : entry.descriptionZh);
}
