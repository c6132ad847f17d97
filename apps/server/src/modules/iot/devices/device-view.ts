import { deviceTableStatus, type DeviceView } from '@fleetkey/contract';
import type { DeviceRow } from './devices.repository';

/** A stored device as the calls answer it (iot-console.md §3 "Device"). */
export function toDeviceView(row: DeviceRow): DeviceView {
  return {
    devid: row.devid,
    devname: row.name,
    devtype: row.devtype,
    comment: row.comment,
    status: deviceTableStatus(row.status),
    onlinetime: row.lastOnlineAt,
    offlinetime: row.lastOfflineAt,
    gps: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    newfm: { isnew: row.newFirmware ? 1 : 0 },
    firmware: row.firmwareVersion,
    gateway: row.gatewayDevid,
    owner: row.userId,
    registertime: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
