/** Countries of the calling-code select, in display order (the contract's list). */
export { COUNTRIES } from '@fleetkey/contract';

/** A full mobile as the server stores it: calling code then number, no plus. */
export function fullMobile(areaCode: string, mobile: string): string {
  return `${areaCode.replace(/^\+/, '')}${mobile.trim()}`;
}
