import {
  DEVICE_TABLE_STATUS,
  dashboardDeviceStatus,
  deviceStatusOfTableCode,
  type DashboardDeviceStatus,
  type DeviceStatus,
  type DeviceTableStatus,
} from '@fleetkey/contract';

// iot-console.md §4 gives two readings of one stored status: the device table's codes (0 online,
// 1 offline, 2 faulty) arrive on every device, the dashboard's (0 normal, 1 offline, 5 fault) label its
// counts. Both are derived from the contract's one model, so a screen cannot show them disagreeing.

/** How a status shows: its i18n key, tag colour and both numeric readings. */
export interface StatusLook {
  status: DeviceStatus;
  labelKey: string;
  color: 'success' | 'default' | 'error';
  tableCode: DeviceTableStatus;
  dashboardCode: DashboardDeviceStatus;
}

const COLORS: Record<DeviceStatus, StatusLook['color']> = {
  online: 'success',
  offline: 'default',
  faulty: 'error',
};

/** The look of a device-table status code. */
export function statusLook(tableCode: DeviceTableStatus): StatusLook {
  const status = deviceStatusOfTableCode(tableCode);
  return {
    status,
    labelKey: `deviceStatus.${status}`,
    color: COLORS[status],
    tableCode,
    dashboardCode: dashboardDeviceStatus(status),
  };
}

/** Every status in the device table's order (online, offline, faulty): the status filter's options. */
export const STATUS_LOOKS: readonly StatusLook[] = Object.values(DEVICE_TABLE_STATUS).map(statusLook);
