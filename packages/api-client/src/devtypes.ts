import { toListQueryParams } from '@fleetkey/contract';
import type {
  BatchDeleteResult,
  DeviceTypeCreateInput,
  DeviceTypeSection,
  DeviceTypeSections,
  DeviceTypeSummary,
  DeviceTypeUpdate,
  DeviceTypeView,
  ListFilter,
  ListResult,
  Point,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** A list call's window, order, filter and search (the iot lists' common parameters). */
export interface IotListQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
  filter?: ListFilter;
  search?: string;
}

/** The query string of an iot list call: the contract's list parameters plus `search`. */
export function iotListParams(query: IotListQuery): Record<string, string | undefined> {
  return { ...toListQueryParams(query), search: query.search || undefined };
}

/** The Device types calls (iot-console.md §7 "Device types"). */
export function devtypesApi(client: ApiClient) {
  const path = (devtype: string) => `/devtype/${encodeURIComponent(devtype)}`;
  return {
    /** GET /devtype: a page of the user's types with their device counts; filter `{devtype}`, search names. */
    list: (query: IotListQuery = {}) =>
      client.get<ListResult<DeviceTypeSummary>>('/devtype', { query: iotListParams(query) }),
    /** GET /devtype?aggregation=count: how many types the user has. */
    count: () =>
      client
        .get<{ count?: number; totalCount: number }>('/devtype', { query: { aggregation: 'count' } })
        .then((answer) => answer.count ?? answer.totalCount),
    /** POST /devtype: a new type with any sections to start with. */
    create: (input: DeviceTypeCreateInput) => client.post<DeviceTypeView>('/devtype', { body: input }),
    /** GET /devtype/{devtype}: a type with every section. */
    get: (devtype: string) => client.get<DeviceTypeView>(path(devtype)),
    /** PUT /devtype/{devtype}: the comment and any sections to replace. */
    update: (devtype: string, input: DeviceTypeUpdate) =>
      client.put<DeviceTypeView>(path(devtype), { body: input }),
    /** PUT /devtype/{devtype}/{section}: replaces one section; answers the whole type. */
    putSection: <S extends DeviceTypeSection>(devtype: string, section: S, value: DeviceTypeSections[S]) =>
      client.put<DeviceTypeView>(`${path(devtype)}/${section}`, { body: value }),
    /** PUT /devtype/{devtype}/much_data: replaces the points of one topic. */
    putTopic: (devtype: string, topic: string, data: Point[]) =>
      client.put<DeviceTypeView>(`${path(devtype)}/much_data`, { body: { topic, data } }),
    /** DELETE /devtype/{devtype}/much_data?topic: removes one topic's points. */
    deleteTopic: (devtype: string, topic: string) =>
      client.delete<DeviceTypeView>(`${path(devtype)}/much_data`, { query: { topic } }),
    /** DELETE /devtype/{devtype}: refused while the type still has devices. */
    remove: (devtype: string) => client.delete<null>(path(devtype)),
    /** POST /devtype/batch/delete: all or none. */
    removeMany: (devtypes: string[]) =>
      client.post<BatchDeleteResult>('/devtype/batch/delete', { body: { devtypes } }),
  };
}
