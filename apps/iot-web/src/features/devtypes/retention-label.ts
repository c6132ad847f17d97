import type { DataRetentionDays, DeviceTypeSummary } from '@fleetkey/contract';
import type { TFunction } from 'i18next';

/** A type's retention as the console reads it: the server's setting, so many days, or years for whole ones. */
export function retentionLabel(days: DataRetentionDays | null, t: TFunction): string {
  if (days === null) return t('deviceTypes.retention.server');
  if (days % 365 === 0) return t('deviceTypes.retention.years', { count: days / 365 });
  return t('deviceTypes.retention.days', { count: days });
}

/** When a saved retention takes effect, while that is still to come as of `now`; null once it applies. */
export function pendingSince(
  { retentionSince }: Pick<DeviceTypeSummary, 'retentionSince'>,
  now: number,
): number | null {
  return retentionSince !== null && retentionSince > now ? retentionSince : null;
}
