import { durationMonths, EDITIONS, LICENCE_STATUS, LICENCE_STATUS_LABELS } from '@fleetkey/contract';
import type { LicenceStatus, LicenceUseStatus } from '@fleetkey/contract';

// How licence codes read on screen: i18n keys and antd tag colours.

/** Tag colour of each use status. */
export const USE_STATUS_COLORS: Record<LicenceUseStatus, string> = {
  unused: 'blue',
  inUse: 'green',
  expired: 'red',
};

/** Tag colour of each status label (pending requests stand out; "normal" stays quiet). */
export const STATUS_COLORS: Record<LicenceStatus, string> = {
  [LICENCE_STATUS.normal]: 'default',
  [LICENCE_STATUS.renewalRequested]: 'orange',
  [LICENCE_STATUS.unbindRequested]: 'gold',
  [LICENCE_STATUS.both]: 'volcano',
};

/** i18n key of a use status. */
export function licenceUseKey(useStatus: LicenceUseStatus): string {
  return `licences.useStatus.${useStatus}`;
}

/** i18n key of a status label (normal, renewal requested, unbind requested, both). */
export function statusKey(status: LicenceStatus): string {
  return `licences.status.${LICENCE_STATUS_LABELS[status]}`;
}

const EDITION_NAMES = new Map<number, string>(Object.entries(EDITIONS).map(([name, code]) => [code, name]));

/** i18n key of an edition code (community, trial, professional, OEM). */
export function editionKey(edition: number): string {
  return `licences.editions.${EDITION_NAMES.get(edition) ?? 'unknown'}`;
}

/** i18n key of a stored duration: ≤1 → 3 months, ≤2 → 6 months, ≤3 → 1 year. */
export function durationKey(duration: number): string {
  return `licences.durations.${durationMonths(duration) ?? 'unknown'}`;
}

/** Whether a renewal request is pending on the licence. */
export function hasRenewalRequest(status: LicenceStatus): boolean {
  return status === LICENCE_STATUS.renewalRequested || status === LICENCE_STATUS.both;
}

/** Whether an unbind request is pending on the licence. */
export function hasUnbindRequest(status: LicenceStatus): boolean {
  return status === LICENCE_STATUS.unbindRequested || status === LICENCE_STATUS.both;
}
