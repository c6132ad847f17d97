import type { DatePicker, GetProps } from 'antd';
import type { OplogFilters } from '@fleetkey/api-client';

/** The range picker's value: two days (either may be open), or none. */
export type DayRange = GetProps<typeof DatePicker.RangePicker>['value'];

/** What the filter form holds. */
export interface OplogFilterValues {
  adminId?: string;
  adminName?: string;
  range?: DayRange;
  search?: string;
}

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The list's filters from the form: whole days in local time, the last day included (the server's range
 * is [from, to)), and blank texts left out.
 */
export function toOplogFilters({ adminId, adminName, range, search }: OplogFilterValues): OplogFilters {
  const [start, end] = range ?? [];
  return {
    adminId: adminId || undefined,
    adminName: trimmed(adminName),
    from: start ? start.startOf('day').valueOf() : undefined,
    to: end ? end.startOf('day').add(1, 'day').valueOf() : undefined,
    search: trimmed(search),
  };
}
