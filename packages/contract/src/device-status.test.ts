import { describe, expect, it } from 'vitest';
import {
  DEVICE_STATUSES,
  dashboardDeviceStatus,
  deviceStatusOfTableCode,
  deviceTableStatus,
} from './device-status';

describe('device status readings (iot-console.md §4)', () => {
  it('reads the stored status as the device table does: 0 online, 1 offline, 2 faulty', () => {
    expect(DEVICE_STATUSES.map(deviceTableStatus)).toEqual([0, 1, 2]);
  });
  it('reads the stored status as the dashboard counts do: 0 normal, 1 offline, 5 fault', () => {
    expect(DEVICE_STATUSES.map(dashboardDeviceStatus)).toEqual([0, 1, 5]);
  });
  it('turns a table code back into the stored status', () => {
    for (const status of DEVICE_STATUSES)
      expect(deviceStatusOfTableCode(deviceTableStatus(status))).toBe(status);
  });
});
