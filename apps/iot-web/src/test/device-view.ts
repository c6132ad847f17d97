import type { DeviceView } from '@fleetkey/contract';

/** A device as the API lists it: offline, never seen, on no gateway; what a test cares about given. */
export function deviceView(fields: Pick<DeviceView, 'devid' | 'devtype'> & Partial<DeviceView>): DeviceView {
  return {
    devname: fields.devid,
    comment: '',
    status: 0,
    onlinetime: null,
    offlinetime: null,
    gps: null,
    newfm: { isnew: 0 },
    firmware: null,
    gateway: null,
    owner: 'u1',
    registertime: 0,
    updatedAt: 0,
    ...fields,
  };
}
