import { toListQueryParams } from '@fleetkey/contract';
import type {
  LicenceBindQuery,
  LicenceOwner,
  LicenceSigningKey,
  LicenceUseStatus,
  LicenceView,
  ListResult,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** A page of a list: `skip` rows left out, at most `limit` returned. */
export interface PageQuery {
  skip?: number;
  limit?: number;
}

/** GET /licences/{userId}: the licence/user info panel — the owner and a page of their licences. */
export type LicencePanel = ListResult<LicenceView> & { owner: LicenceOwner };

/** The users' licence calls (licence-portal.md §7 Licences). */
export function licencesApi(client: ApiClient) {
  const id = (licenceId: string) => encodeURIComponent(licenceId);
  return {
    /** GET /licences: the signed-in user's licences, optionally of one use status. */
    list: (query: PageQuery & { useStatus?: LicenceUseStatus } = {}) =>
      client.get<ListResult<LicenceView>>('/licences', {
        query: { ...toListQueryParams(query), useStatus: query.useStatus },
      }),
    /** GET /licences/{userId}: company, account manager, level and a page of licences. */
    panel: (userId: string, query: PageQuery = {}) =>
      client.get<LicencePanel>(`/licences/${encodeURIComponent(userId)}`, {
        query: toListQueryParams(query),
      }),
    /** PUT /licences/bind/{licenceId}?deviceId&deviceName: binds the licence to a device (§5 rules). */
    bind: (licenceId: string, device: LicenceBindQuery) =>
      client.put<LicenceView>(`/licences/bind/${id(licenceId)}`, { query: { ...device } }),
    /** PUT /licences/unbind/{licenceId}: level ≥ 5 only; other users apply for an unbind. */
    unbind: (licenceId: string) => client.put<LicenceView>(`/licences/unbind/${id(licenceId)}`),
    /** GET /licences/cdkey/{licenceId}: the licence key a device presents. */
    cdkey: (licenceId: string) => client.get<{ cdkey: string }>(`/licences/cdkey/${id(licenceId)}`),
    /** GET /licences/offline/{licenceId}: the signed offline licence file (level ≥ 5, bound licence). */
    offlineFile: (licenceId: string): Promise<FileAnswer> =>
      client.getFile(`/licences/offline/${id(licenceId)}`),
    /** GET /licences/public-key[?keyId]: the active signing key (or the named one) as SPKI PEM text. */
    publicKeyPem: async (keyId?: string) =>
      (await client.getFile('/licences/public-key', { query: { keyId } })).blob.text(),
    /** GET /licences/public-keys: every key offline files were signed with, the active one first. */
    publicKeys: () => client.get<LicenceSigningKey[]>('/licences/public-keys'),
  };
}
