import { REGISTERED_USERS_TIMEOUT_MS, toListQueryParams } from '@fleetkey/contract';
import type {
  EnterpriseDecision,
  EnterpriseStatusResult,
  GuestRow,
  GuestSort,
  GuestUpdate,
  Level,
  ListResult,
  RegistDay,
  UserProfile,
} from '@fleetkey/contract';
import type { StatisticsRangeQuery } from './awpin';
import type { ApiClient, FileAnswer } from './client';

/** What the registered-user list shows: search, level filter and order. */
export interface GuestViewQuery {
  search?: string;
  level?: Level;
  sort?: GuestSort;
  descend?: boolean;
}

/** A page of the registered-user list. */
export type GuestListQuery = GuestViewQuery & { skip?: number; limit?: number };

function guestQuery({ search, level, sort, ...window }: GuestListQuery) {
  return { ...toListQueryParams(window), search: search || undefined, level, sort };
}

/** The administrators' user calls (licence-portal.md §7 "admin variants under /guests"; the list waits 120 s, §9). */
export function guestsApi(client: ApiClient) {
  const path = (id: string) => `/guests/${encodeURIComponent(id)}`;
  return {
    /** GET /regist: how many users registered on each day of the range (every day present). */
    registrations: (range: StatisticsRangeQuery) =>
      client.get<RegistDay[]>('/regist', { query: { ...range } }),
    /** GET /guests: a page of registered users with licence count, level and remark. */
    list: (query: GuestListQuery = {}) =>
      client.get<ListResult<GuestRow>>('/guests', {
        query: guestQuery(query),
        timeoutMs: REGISTERED_USERS_TIMEOUT_MS,
      }),
    /** GET /guests/export: the list's view as a CSV file (every page, up to 10,000 rows). */
    exportCsv: (query: GuestViewQuery = {}): Promise<FileAnswer> =>
      client.getFile('/guests/export', { query: guestQuery(query), timeoutMs: REGISTERED_USERS_TIMEOUT_MS }),
    /** GET /guests/{id}: the user's full profile. */
    get: (id: string) => client.get<UserProfile>(path(id)),
    /** PUT /guests/{id}: name, account manager, phone security, unlock, remark. */
    update: (id: string, body: Partial<GuestUpdate>) => client.put<UserProfile>(path(id), { body }),
    /** PUT /guests/{id}/level: the user's level, 0–7 (levels:write). */
    setLevel: (id: string, level: Level) => client.put<GuestRow>(`${path(id)}/level`, { body: { level } }),
    /** DELETE /guests/{id}. */
    remove: (id: string) => client.delete<null>(path(id)),
    /** PUT /users/enterprise_info/status/: the audit decision on the user's enterprise information. */
    setEnterpriseStatus: (userId: string, status: EnterpriseDecision) =>
      client.put<EnterpriseStatusResult>('/users/enterprise_info/status/', { body: { userId, status } }),
  };
}
