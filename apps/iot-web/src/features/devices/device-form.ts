import { deviceCreateSchema, deviceUpdateSchema } from '@fleetkey/contract';
import type { DeviceCreate, DeviceUpdate, DeviceView } from '@fleetkey/contract';
import type { z } from 'zod';

/** The device dialog's values; coordinates are blank (null) when the device has no position. */
export interface DeviceFormValues {
  devid: string;
  devtype: string;
  devname?: string;
  comment?: string;
  lat?: number | null;
  lng?: number | null;
}

/** A new device's empty form, of a type chosen beforehand when there is one. */
export function emptyDevice(devtype = ''): DeviceFormValues {
  return { devid: '', devtype, devname: '', comment: '', lat: null, lng: null };
}

/** The form of an existing device. */
export function formOfDevice(device: DeviceView): DeviceFormValues {
  return {
    devid: device.devid,
    devtype: device.devtype,
    devname: device.devname,
    comment: device.comment,
    lat: device.gps?.lat ?? null,
    lng: device.gps?.lng ?? null,
  };
}

const present = (value: number | null | undefined): value is number => typeof value === 'number';

// Both coordinates or none: one alone is sent as given so the contract reports the missing one.
function gpsOf(values: DeviceFormValues) {
  if (!present(values.lat) && !present(values.lng)) return null;
  return { lat: values.lat, lng: values.lng };
}

/** A blank name means "name it after its id" (the server's default). */
const nameOf = (values: DeviceFormValues) => (values.devname?.trim() ? values.devname.trim() : undefined);

/** The create call's body, checked with the contract. */
export function toDeviceCreate(values: DeviceFormValues): z.ZodSafeParseResult<DeviceCreate> {
  return deviceCreateSchema.safeParse({
    devid: values.devid.trim(),
    devtype: values.devtype,
    devname: nameOf(values),
    comment: values.comment ?? '',
    gps: gpsOf(values),
  });
}

/** The update call's body, checked with the contract; a cleared position is sent as null. */
export function toDeviceUpdate(values: DeviceFormValues): z.ZodSafeParseResult<DeviceUpdate> {
  return deviceUpdateSchema.safeParse({
    devname: nameOf(values),
    comment: values.comment ?? '',
    gps: gpsOf(values),
  });
}
