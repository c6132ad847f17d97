import type {
  DeviceGroupCreate,
  DeviceGroupDetail,
  DeviceGroupUpdate,
  DeviceGroupView,
  ListResult,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import { iotListParams, type IotListQuery } from './devtypes';

/** The Device groups calls (iot-console.md §7 "Device groups"). */
export function deviceGroupsApi(client: ApiClient) {
  const path = (groupid: string) => `/device_groups/${encodeURIComponent(groupid)}`;
  return {
    /** GET /device_groups: a page of the user's groups; filter `{devid}` gives the groups holding a device. */
    list: (query: IotListQuery = {}) =>
      client.get<ListResult<DeviceGroupView>>('/device_groups', { query: iotListParams(query) }),
    /** POST /device_groups: a new, empty group. */
    create: (input: DeviceGroupCreate) => client.post<DeviceGroupDetail>('/device_groups', { body: input }),
    /** GET /device_groups/{groupid}: the group and its members' ids. */
    get: (groupid: string) => client.get<DeviceGroupDetail>(path(groupid)),
    /** PUT /device_groups/{groupid}: a new name or comment. */
    update: (groupid: string, input: DeviceGroupUpdate) =>
      client.put<DeviceGroupDetail>(path(groupid), { body: input }),
    /** POST /device_groups/{groupid}: adds devices (members already in stay as they are). */
    addDevices: (groupid: string, devids: string[]) =>
      client.post<DeviceGroupDetail>(path(groupid), { body: { devids } }),
    /** DELETE /device_groups/{groupid}/{devid}: takes one device out of the group. */
    removeDevice: (groupid: string, devid: string, devtype?: string) =>
      client.delete<DeviceGroupDetail>(`${path(groupid)}/${encodeURIComponent(devid)}`, {
        query: { devtype },
      }),
    /** DELETE /device_groups/{groupid}: the devices stay. */
    remove: (groupid: string) => client.delete<null>(path(groupid)),
  };
}
