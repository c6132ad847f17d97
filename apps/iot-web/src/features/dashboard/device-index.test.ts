import { describe, expect, it } from 'vitest';
import type { DeviceView } from '@fleetkey/contract';
import {
  buildDeviceIndex,
  filterDevices,
  statsByType,
  typesOfDevices,
  type DeviceFilter,
} from './device-index';
import { deviceTypeSummary } from '../../test/device-type';
import { deviceView } from '../../test/device-view';

function device(
  devid: string,
  devtype: string,
  status: 0 | 1 | 2,
  registertime: number,
  devname = devid,
): DeviceView {
  return deviceView({ devid, devname, devtype, status, owner: '1', registertime, updatedAt: registertime });
}

const DEVICES = [
  device('meter-001', 'meter', 0, 3, 'Kitchen meter'),
  device('meter-002', 'meter', 1, 1, '电表二号'),
  device('gw-1', 'gateway', 2, 2),
];
const ALL: DeviceFilter = { search: '', devtype: '', sort: 'registertime', descend: true };
const ids = (list: DeviceView[]) => list.map((d) => d.devid);

describe('dashboard device filter', () => {
  const index = buildDeviceIndex(DEVICES);

  it('matches the name or the ID, case-insensitively', () => {
    expect(ids(filterDevices(index, { ...ALL, search: 'KITCHEN' }))).toEqual(['meter-001']);
    expect(ids(filterDevices(index, { ...ALL, search: '002' }))).toEqual(['meter-002']);
    expect(ids(filterDevices(index, { ...ALL, search: '电表' }))).toEqual(['meter-002']);
    expect(filterDevices(index, { ...ALL, search: 'nothing' })).toEqual([]);
  });

  it('filters by type, "" meaning all types, and by status', () => {
    expect(ids(filterDevices(index, { ...ALL, devtype: 'meter' }))).toEqual(['meter-001', 'meter-002']);
    expect(ids(filterDevices(index, { ...ALL, status: 2 }))).toEqual(['gw-1']);
    expect(filterDevices(index, ALL)).toHaveLength(3);
  });

  it('orders by registration (newest first by default), id, name or status', () => {
    expect(ids(filterDevices(index, ALL))).toEqual(['meter-001', 'gw-1', 'meter-002']);
    expect(ids(filterDevices(index, { ...ALL, sort: 'devid', descend: false }))).toEqual([
      'gw-1',
      'meter-001',
      'meter-002',
    ]);
    expect(ids(filterDevices(index, { ...ALL, sort: 'status', descend: false }))).toEqual([
      'meter-001',
      'meter-002',
      'gw-1',
    ]);
  });
});

describe('per-type statistics', () => {
  it('counts each type by status and lists types without devices', () => {
    expect(statsByType(DEVICES, ['meter', 'gateway', 'empty'])).toEqual([
      { devtype: 'meter', total: 2, online: 1, offline: 1, faulty: 0 },
      { devtype: 'gateway', total: 1, online: 0, offline: 0, faulty: 1 },
      { devtype: 'empty', total: 0, online: 0, offline: 0, faulty: 0 },
    ]);
  });
});

describe('type overview of a project', () => {
  const summary = (devtype: string, count: number) =>
    deviceTypeSummary({ devtype, mode: 'strict', devices: { count }, createdAt: 1, updatedAt: 1 });

  it("keeps only the types the project's devices have, counting those devices", () => {
    const types = [summary('gateway', 9), summary('empty', 4), summary('meter', 30)];
    const projectDevices = DEVICES.filter((each) => each.devid !== 'meter-002');
    expect(typesOfDevices(types, statsByType(projectDevices, []))).toEqual([
      summary('gateway', 1),
      summary('meter', 1),
    ]);
  });
});
