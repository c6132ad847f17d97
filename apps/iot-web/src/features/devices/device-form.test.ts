import { describe, expect, it } from 'vitest';
import { emptyDevice, toDeviceCreate, toDeviceUpdate } from './device-form';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('device form', () => {
  it('creates a device named after its id when the name is blank, without a position', () => {
    const result = toDeviceCreate({ ...emptyDevice('meter'), devid: ' meter-1 ' });
    expect(result.success && result.data).toEqual({
      devid: 'meter-1',
      devtype: 'meter',
      comment: '',
      gps: null,
    });
  });

  it('sends a position only as both coordinates, and reports the missing one', () => {
    const both = toDeviceCreate({ ...emptyDevice('meter'), devid: 'm1', lat: 31.23, lng: 121.47 });
    expect(both.success && both.data.gps).toEqual({ lat: 31.23, lng: 121.47 });
    expect(messages(toDeviceCreate({ ...emptyDevice('meter'), devid: 'm1', lat: 31.23 }))).toEqual([
      ['gps.lng', 'validation.gpsInvalid'],
    ]);
  });

  it('refuses ids and names the contract refuses', () => {
    expect(messages(toDeviceCreate({ ...emptyDevice('meter'), devid: '-bad' }))).toEqual([
      ['devid', 'validation.deviceIdInvalid'],
    ]);
    expect(messages(toDeviceUpdate({ ...emptyDevice('meter'), devid: 'm1', devname: 'has#hash' }))).toEqual([
      ['devname', 'validation.deviceNameInvalid'],
    ]);
  });

  it('clears a position on update by sending null', () => {
    const result = toDeviceUpdate({ ...emptyDevice('meter'), devid: 'm1', devname: '电表1' });
    expect(result.success && result.data).toEqual({ devname: '电表1', comment: '', gps: null });
  });
});
