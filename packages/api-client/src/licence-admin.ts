import { toListQueryParams } from '@fleetkey/contract';
import type {
  Edition,
  LicenceAdminRow,
  LicenceAdminSort,
  LicenceStatus,
  LicenceUseStatus,
  ListResult,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** What the licence administration list shows: search, filters and order. */
export interface LicenceAdminViewQuery {
  search?: string;
  useStatus?: LicenceUseStatus;
  edition?: Edition;
  status?: LicenceStatus;
  userId?: string;
  sort?: LicenceAdminSort;
  descend?: boolean;
}

/** A page of the licence administration list. */
export type LicenceAdminListQuery = LicenceAdminViewQuery & { skip?: number; limit?: number };

/** A licence change: any of remark, edition (`type`), expiry (epoch ms) and name. */
export interface LicenceChange {
  remark?: string;
  type?: Edition;
  expiredAt?: number;
  name?: string;
}

function viewQuery({ search, useStatus, edition, status, userId, sort, ...window }: LicenceAdminListQuery) {
  return {
    ...toListQueryParams(window),
    search: search || undefined,
    useStatus,
    edition,
    status,
    userId,
    sort,
  };
}

/** The administrators' licence calls (licence-portal.md §7 Licences). */
export function licenceAdminApi(client: ApiClient) {
  const id = (licenceId: string) => encodeURIComponent(licenceId);
  return {
    /** GET /licences_aggregate/: a page of every user's licences with the admin fields. */
    list: (query: LicenceAdminListQuery = {}) =>
      client.get<ListResult<LicenceAdminRow>>('/licences_aggregate/', { query: viewQuery(query) }),
    /** GET /licences_aggregate/export: the list's view as a CSV file (every page, up to 10,000 rows). */
    exportCsv: (query: LicenceAdminViewQuery = {}): Promise<FileAnswer> =>
      client.getFile('/licences_aggregate/export', { query: viewQuery(query) }),
    /** PUT /licences/update/{id}: remark in the body; edition, expiry and name in the query. */
    update: (licenceId: string, { remark, type, expiredAt, name }: LicenceChange) =>
      client.put<LicenceAdminRow>(`/licences/update/${id(licenceId)}`, {
        query: { type, expiredAt, name },
        ...(remark !== undefined ? { body: { remark } } : {}),
      }),
    /** DELETE /licences/{id}. */
    remove: (licenceId: string) => client.delete<null>(`/licences/${id(licenceId)}`),
    /** PUT /licences/role/{id}: assigns a role (permission group), or clears it with null. */
    assignRole: (licenceId: string, roleId: string | null) =>
      client.put<LicenceAdminRow>(`/licences/role/${id(licenceId)}`, { body: { roleId } }),
  };
}
