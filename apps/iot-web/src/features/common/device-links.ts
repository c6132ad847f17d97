import type { DeviceView } from '@fleetkey/contract';

/** The devices screen's path; `?devid=` opens one device's detail, so the menu keeps "Devices" lit. */
export const DEVICES_PATH = '/Home/Devices';

/** Where a device's detail opens. */
export function deviceDetailPath(device: Pick<DeviceView, 'devid'>): string {
  return `${DEVICES_PATH}?devid=${encodeURIComponent(device.devid)}`;
}

/** The real-time page watching a device. */
export function realtimePath(devid: string): string {
  return `/Home/RealTime?devid=${encodeURIComponent(devid)}`;
}

/** The history page of a device. */
export function historyPath(devid: string): string {
  return `/Home/History?devid=${encodeURIComponent(devid)}`;
}
