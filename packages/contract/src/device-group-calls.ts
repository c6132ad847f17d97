import { z } from 'zod';
import { devidListSchema } from './device-calls';
import { commentSchema } from './devtype-calls';
import { listFilterOf, listQuerySchema } from './lists';
import { deviceIdSchema, searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { nameSchema } from './validation/names';
import { fields } from './validation/text';

// The Device groups calls (iot-console.md §7 "Device groups"): a user's named sets of their own devices.
// A device may be in several groups; deleting a group leaves its devices alone.

/** POST /device_groups: a name unique among the user's groups. */
export const deviceGroupCreateSchema = fields({ name: nameSchema, comment: commentSchema.optional() });
/** A valid new group. */
export type DeviceGroupCreate = z.output<typeof deviceGroupCreateSchema>;

/** PUT /device_groups/{groupid}: a new name or comment. */
export const deviceGroupUpdateSchema = fields({
  name: nameSchema.optional(),
  comment: commentSchema.optional(),
});
/** A valid group change. */
export type DeviceGroupUpdate = z.output<typeof deviceGroupUpdateSchema>;

/** POST /device_groups/{groupid}: devices to add (already-members are left as they are). */
export const deviceGroupMembersSchema = fields({ devids: devidListSchema });

/** Path of every /device_groups/{groupid} call. */
export const deviceGroupParamsSchema = z.object({
  groupid: z.string().min(1, M.required).max(36, M.tooLong),
});
/** Path of DELETE /device_groups/{groupid}/{devid} (with optional ?devtype). */
export const deviceGroupMemberParamsSchema = deviceGroupParamsSchema.extend({ devid: deviceIdSchema });

/** GET /device_groups: list parameters, a search over names, and filter `{devid}` (groups holding it). */
export const deviceGroupListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({ devid: deviceIdSchema.optional() }),
  search: searchInputSchema.optional(),
});
/** A parsed group list query. */
export type DeviceGroupListQuery = z.output<typeof deviceGroupListQuerySchema>;

/** A group in lists. */
export interface DeviceGroupView {
  id: string;
  name: string;
  comment: string;
  devices: { count: number };
  createdAt: number;
  updatedAt: number;
}

/** GET /device_groups/{groupid}: the group and its members' ids (GET /devices filter groupid pages them). */
export type DeviceGroupDetail = DeviceGroupView & { devids: string[] };
