import { z } from 'zod';
import { DEVICE_TABLE_STATUS, type DeviceTableStatus } from './devices';
import { commentSchema, devtypeNameSchema } from './devtype-calls';
import { filterConditions, filterText, listQuerySchema } from './lists';
import { deviceIdSchema, deviceNameSchema, searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf } from './validation/text';

// The Devices calls (iot-console.md §7 "Devices": devices, secrets, bulk import and download, online
// count, gateways). Device ids are unique across all users: a device signs in to the broker with its id
// and secret, and its topics are named by its id.

/** Most devices one batch call names (batch delete, secrets, group members, gateway sub-devices). */
export const DEVICE_BATCH_MAX = 1000;

/** Latitude and longitude in degrees (WGS 84). */
export const gpsSchema = fields({
  lat: z.number({ error: M.gpsInvalid }).min(-90, M.gpsInvalid).max(90, M.gpsInvalid),
  lng: z.number({ error: M.gpsInvalid }).min(-180, M.gpsInvalid).max(180, M.gpsInvalid),
});
/** A position. */
export type Gps = z.output<typeof gpsSchema>;

/** A list of device ids: 1 to DEVICE_BATCH_MAX. */
export const devidListSchema = listOf(deviceIdSchema, DEVICE_BATCH_MAX);

/** POST /devices: a new device of one of the user's types; the name defaults to the id. */
export const deviceCreateSchema = fields({
  devid: deviceIdSchema,
  devtype: devtypeNameSchema,
  devname: deviceNameSchema.optional(),
  comment: commentSchema.optional(),
  gps: gpsSchema.nullable().optional(),
});
/** A valid new device. */
export type DeviceCreate = z.output<typeof deviceCreateSchema>;

/** PUT /devices/{devid}: name, comment and position (null clears it); id and type stay. */
export const deviceUpdateSchema = fields({
  devname: deviceNameSchema.optional(),
  comment: commentSchema.optional(),
  gps: gpsSchema.nullable().optional(),
});
/** A valid device change. */
export type DeviceUpdate = z.output<typeof deviceUpdateSchema>;

/** Path of every /devices/{devid} call. */
export const deviceParamsSchema = z.object({ devid: deviceIdSchema });
/** `?devtype` of the /devices/{devid} calls: when given, the device must be of that type. */
export const deviceTypeQuerySchema = z.object({ devtype: devtypeNameSchema.optional() });

const tableStatusSchema = z.union(
  Object.values(DEVICE_TABLE_STATUS).map((code) => z.literal(code)) as [
    z.ZodLiteral<DeviceTableStatus>,
    ...z.ZodLiteral<DeviceTableStatus>[],
  ],
  { error: M.listFilterInvalid },
);

/** A project's id as a filter of the dashboard's device calls: its devices, directly and through its groups. */
export const deviceProjectFilterSchema = z
  .string({ error: M.listFilterInvalid })
  .min(1, M.listFilterInvalid)
  .max(36, M.listFilterInvalid);

/** GET /devices filter: by type, device-table status code, gateway (its sub-devices), group or project. */
export const deviceListFilterSchema = filterConditions({
  devtype: devtypeNameSchema.optional(),
  status: tableStatusSchema.optional(),
  gateway: deviceIdSchema.optional(),
  groupid: filterText(36),
  projectid: deviceProjectFilterSchema.optional(),
});

/** GET /devices: list parameters, the filter above, and a search over names and ids. */
export const deviceListQuerySchema = listQuerySchema.extend({
  filter: listQuerySchema.shape.filter.pipe(deviceListFilterSchema),
  search: searchInputSchema.optional(),
});
/** A parsed device list query. */
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;

/** POST /devices/batch/delete (with optional ?devtype): the devices to delete, all or none. */
export const deviceBatchDeleteSchema = fields({ devids: devidListSchema });
/** PUT /multi_devices/secrets: the devices whose secrets to regenerate. */
export const deviceSecretsRenewSchema = fields({ devids: devidListSchema });
/** GET /multi_devices/download and GET /devices_count/online: optionally one type only. */
export const deviceScopeQuerySchema = z.object({ devtype: devtypeNameSchema.optional() });
/** GET /devices_count/online: optionally one type, and optionally one project's devices (the dashboard's filter). */
export const deviceCountsQuerySchema = deviceScopeQuerySchema.extend({
  projectid: deviceProjectFilterSchema.optional(),
});
/** A parsed device counts query. */
export type DeviceCountsQuery = z.output<typeof deviceCountsQuerySchema>;

/** A device as lists and details read it (iot-console.md §3 "Device"); times are epoch milliseconds. */
export interface DeviceView {
  devid: string;
  devname: string;
  devtype: string;
  comment: string;
  /** Device-table code: 0 online, 1 offline, 2 faulty (device-status.ts maps the dashboard's codes). */
  status: DeviceTableStatus;
  onlinetime: number | null;
  offlinetime: number | null;
  gps: Gps | null;
  /** isnew 1: a newer firmware exists for the device. */
  newfm: { isnew: 0 | 1 };
  /** The firmware version the device last reported (dev/…/attributes or an update); null before it did. */
  firmware: string | null;
  /** The gateway the device is a sub-device of. */
  gateway: string | null;
  /** Id of the owning user. */
  owner: string;
  registertime: number;
  updatedAt: number;
}

/** A device with its secret: answered once, when the secret is made; only its hash is kept. */
export type DeviceWithSecret = DeviceView & { devsecret: string };

/** GET /devices/{devid}/secret: whether a secret is set, never the secret. */
export interface DeviceSecretState {
  devid: string;
  hasSecret: boolean;
  /** When the secret was last made. */
  updatedAt: number;
}

/** A newly made secret (PUT /devices/{devid}/secret, PUT /multi_devices/secrets). */
export interface DeviceSecret {
  devid: string;
  devsecret: string;
}

/** GET /devices_count/online: `count` is the online devices; the rest feed the dashboard's pie. */
export interface DeviceCounts {
  count: number;
  total: number;
  online: number;
  offline: number;
  faulty: number;
}
