import { DEVICE_EXPORT_COLUMNS, zonedMomentText } from '@fleetkey/contract';
import { csvCell } from '../../../platform/http/csv';
import { toDeviceView } from './device-view';
import type { DeviceRow } from './devices.repository';

// The download: RFC 4180 CSV with a BOM (Excel reads UTF-8 names only with it), the import's columns
// first so an edited download imports back. Never a secret.

/**
 * The devices as the download's CSV text: the status as the import reads it (online, offline, faulty),
 * the registration moment in the reader's `zone`.
 */
export function devicesCsv(rows: readonly DeviceRow[], zone: string): string {
  const lines = rows.map((row) => {
    const device = toDeviceView(row);
    const cells: Record<(typeof DEVICE_EXPORT_COLUMNS)[number], string | number | null> = {
      devid: device.devid,
      devname: device.devname,
      devtype: device.devtype,
      comment: device.comment,
      lat: device.gps?.lat ?? null,
      lng: device.gps?.lng ?? null,
      gateway: device.gateway,
      status: row.status,
      registertime: zonedMomentText(device.registertime, zone),
    };
    return DEVICE_EXPORT_COLUMNS.map((column) => csvCell(cells[column])).join(',');
  });
  return `\uFEFF${[DEVICE_EXPORT_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
