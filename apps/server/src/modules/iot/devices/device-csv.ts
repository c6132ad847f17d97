import { DEVICE_EXPORT_COLUMNS } from '@fleetkey/contract';
import { csvCell } from '../../../platform/http/csv';
import { toDeviceView } from './device-view';
import type { DeviceRow } from './devices.repository';

// The download: RFC 4180 CSV with a BOM (Excel reads UTF-8 names only with it), the import's columns
// first so an edited download imports back. Never a secret.

/** The devices as the download's CSV text. */
export function devicesCsv(rows: readonly DeviceRow[]): string {
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
      status: device.status,
      registertime: new Date(device.registertime).toISOString(),
    };
    return DEVICE_EXPORT_COLUMNS.map((column) => csvCell(cells[column])).join(',');
  });
  return `\uFEFF${[DEVICE_EXPORT_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
