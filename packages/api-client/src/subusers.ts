import type {
  AccessProfileCreate,
  AccessProfileUpdate,
  AccessProfileView,
  AccountActivityFilter,
  AccountActivityView,
  IotAccessView,
  IotResource,
  IotAction,
  ListResult,
  SubuserCreate,
  SubuserUpdate,
  SubuserView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import { iotListParams, type IotListQuery } from './devtypes';

/** One entry of GET /authorization_mapping_table. */
export interface IotCatalogueEntry {
  key: IotResource;
  zh: string;
  en: string;
  actions: IotAction[];
}

/** The Sub-users and access-profile calls (iot-console.md §7 "Sub-users"); the main account's only. */
export function subusersApi(client: ApiClient) {
  const user = (username: string) => `/subusers/${encodeURIComponent(username)}`;
  const profile = (id: number) => `/subusers_access/${id}`;
  return {
    /** GET /subusers: a page of the main account's sub-users; filter `{status, role}`, search names. */
    list: (query: IotListQuery = {}) =>
      client.get<ListResult<SubuserView>>('/subusers', { query: iotListParams(query) }),
    /** POST /subusers: a new sub-user on an initial password it must change. */
    create: (input: SubuserCreate) => client.post<SubuserView>('/subusers', { body: input }),
    /** GET /subusers/{username}: one sub-user as stored now (an edit starts from it). */
    get: (username: string) => client.get<SubuserView>(user(username)),
    /** PUT /subusers/{username}: name, contact, status, or a new initial password. */
    update: (username: string, input: SubuserUpdate) =>
      client.put<SubuserView>(user(username), { body: input }),
    /** DELETE /subusers/{username}: ends its sessions at once. */
    remove: (username: string) => client.delete<{ deleted: number }>(user(username)),
    /** POST /subusers/batch/delete: all or none. */
    removeMany: (usernames: string[]) =>
      client.post<{ deleted: number }>('/subusers/batch/delete', { body: { usernames } }),
    /** POST /subusers/{username}/{id}: puts profile `id` on one wearing none (409 if it wears another by now). */
    attachProfile: (username: string, id: number) => client.post<SubuserView>(`${user(username)}/${id}`),
    /** PUT /subusers/{username}/{id}: wears profile `id` from now on (replacing any other). */
    setProfile: (username: string, id: number) => client.put<SubuserView>(`${user(username)}/${id}`),
    /** DELETE /subusers/{username}/{id}: takes profile `id` off. */
    clearProfile: (username: string, id: number) => client.delete<SubuserView>(`${user(username)}/${id}`),

    /** GET /subusers_access: a page of the access profiles, search names. */
    profiles: (query: IotListQuery = {}) =>
      client.get<ListResult<AccessProfileView>>('/subusers_access', { query: iotListParams(query) }),
    /** GET /subusers_access/{id}: one profile as stored now (an edit starts from it). */
    getProfile: (id: number) => client.get<AccessProfileView>(profile(id)),
    createProfile: (input: AccessProfileCreate) =>
      client.post<AccessProfileView>('/subusers_access', { body: input }),
    updateProfile: (id: number, input: AccessProfileUpdate) =>
      client.put<AccessProfileView>(profile(id), { body: input }),
    removeProfile: (id: number) => client.delete<{ deleted: number }>(profile(id)),
    /** POST /subusers_access/batch/delete: all or none; a profile some sub-user wears is refused (ACCESS_PROFILE_IN_USE). */
    removeProfiles: (ids: number[]) =>
      client.post<{ deleted: number }>('/subusers_access/batch/delete', { body: { ids } }),
    /** GET /authorization_mapping_table: the resources a profile can grant and their actions. */
    catalogue: () => client.get<IotCatalogueEntry[]>('/authorization_mapping_table'),
    /** GET /subusers_access/mine: what the signed-in user may do (everything for a main account). */
    mine: () => client.get<IotAccessView>('/subusers_access/mine'),
    /** GET /account_activities: the log of changes to sub-users and profiles and of every IoT write. */
    activities: (query: IotListQuery = {}) =>
      client.get<ListResult<AccountActivityView>>('/account_activities', { query: iotListParams(query) }),
    /** GET /account_activities?format=csv: the log (of one kind and resource when given) as a CSV download. */
    activitiesCsv: (filter: AccountActivityFilter = {}) =>
      client.getFile('/account_activities', {
        query: { format: 'csv', filter: JSON.stringify(filter) },
      }),
  };
}
