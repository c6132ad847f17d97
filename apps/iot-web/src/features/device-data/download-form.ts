import { TELEMETRY_DOWNLOAD_DEVICES_MAX } from '@fleetkey/contract';
import type { FormCheck, FormIssue } from '../common/form-issues';
import { isValidRange, toEpochSeconds, type TimeRange } from '../history/history-range';

/** Whose data one file holds: the devices chosen, or every device of one type. */
export type DownloadScope = 'devices' | 'type';

/** The data download dialog's values. */
export interface DownloadValues {
  scope: DownloadScope;
  devids: string[];
  devtype: string | null;
  /** The rows' range; null: all of them. */
  range: TimeRange | null;
}

/** What is asked for: POST (devices) or PUT (type) /devices/data/download, range in epoch seconds. */
export type DownloadRequest =
  | { scope: 'devices'; devids: string[]; starttime?: number; endtime?: number }
  | { scope: 'type'; devtype: string; starttime?: number; endtime?: number };

/** The download to ask for, or the issues on the dialog's fields. */
export function toDownload(values: DownloadValues): FormCheck<DownloadRequest> {
  const issues: FormIssue[] = [];
  if (values.range !== null && !isValidRange(values.range))
    issues.push({ path: ['range'], message: 'validation.rangeInvalid' });
  const range = values.range ? toEpochSeconds(values.range) : {};
  if (values.scope === 'devices') {
    if (values.devids.length === 0) issues.push({ path: ['devids'], message: 'validation.required' });
    if (values.devids.length > TELEMETRY_DOWNLOAD_DEVICES_MAX)
      issues.push({ path: ['devids'], message: 'validation.tooMany' });
    if (issues.length > 0) return { ok: false, issues };
    return { ok: true, body: { scope: 'devices', devids: values.devids, ...range } };
  }
  if (!values.devtype) issues.push({ path: ['devtype'], message: 'validation.required' });
  if (issues.length > 0 || !values.devtype) return { ok: false, issues };
  return { ok: true, body: { scope: 'type', devtype: values.devtype, ...range } };
}
