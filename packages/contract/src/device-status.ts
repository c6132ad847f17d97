import {
  DASHBOARD_DEVICE_STATUS,
  DEVICE_TABLE_STATUS,
  type DashboardDeviceStatus,
  type DeviceTableStatus,
} from './devices';

// iot-console.md §4 gives two numberings of a device's status (the device table: 0 online, 1 offline,
// 2 faulty; the dashboard counts: 0 normal/online, 1 offline, 5 fault). The server stores one model and
// every reading is derived here, so the two can never disagree.

/** The device status the server stores. */
export const DEVICE_STATUSES = ['online', 'offline', 'faulty'] as const;
/** The device status the server stores. */
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

const DASHBOARD_OF: Record<DeviceStatus, DashboardDeviceStatus> = {
  online: DASHBOARD_DEVICE_STATUS.normal,
  offline: DASHBOARD_DEVICE_STATUS.offline,
  faulty: DASHBOARD_DEVICE_STATUS.fault,
};

/** The device table's code of a status (0 online, 1 offline, 2 faulty). */
export function deviceTableStatus(status: DeviceStatus): DeviceTableStatus {
  return DEVICE_TABLE_STATUS[status];
}

/** The dashboard's code of a status (0 normal/online, 1 offline, 5 fault). */
export function dashboardDeviceStatus(status: DeviceStatus): DashboardDeviceStatus {
  return DASHBOARD_OF[status];
}

const STATUS_OF_TABLE_CODE = {
  [DEVICE_TABLE_STATUS.online]: 'online',
  [DEVICE_TABLE_STATUS.offline]: 'offline',
  [DEVICE_TABLE_STATUS.faulty]: 'faulty',
} as const satisfies Record<DeviceTableStatus, DeviceStatus>;

/** The stored status a device-table code stands for (list filters use table codes). */
export function deviceStatusOfTableCode(code: DeviceTableStatus): DeviceStatus {
  return STATUS_OF_TABLE_CODE[code];
}
