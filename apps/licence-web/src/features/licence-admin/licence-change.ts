import type { LicenceChange } from '@fleetkey/api-client';
import type { Edition, LicenceAdminRow } from '@fleetkey/contract';
import { formatDate } from '../common/format';

/** The edit form's values: the expiry as a local calendar day (YYYY-MM-DD). */
export interface LicenceEditValues {
  name: string;
  edition: Edition;
  expiryDay: string;
  remark: string;
}

/** The form's starting values for a licence. */
export function editValuesOf(licence: LicenceAdminRow): LicenceEditValues {
  return {
    name: licence.name,
    edition: licence.edition,
    expiryDay: formatDate(licence.expiredAt),
    remark: licence.remark,
  };
}

/** The last millisecond of a local calendar day (YYYY-MM-DD): a licence is valid through the day chosen. */
export function endOfDay(day: string): number {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).getTime();
}

/** Only what the form changed, as PUT /licences/update takes it (an untouched expiry day is left alone). */
export function licenceChangeOf(licence: LicenceAdminRow, values: LicenceEditValues): LicenceChange {
  const start = editValuesOf(licence);
  const change: LicenceChange = {};
  const name = values.name.trim();
  if (name !== start.name) change.name = name;
  if (values.edition !== start.edition) change.type = values.edition;
  if (values.expiryDay !== start.expiryDay) change.expiredAt = endOfDay(values.expiryDay);
  const remark = values.remark.trim();
  if (remark !== start.remark) change.remark = remark;
  return change;
}
