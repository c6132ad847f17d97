import { toListQueryParams } from '@fleetkey/contract';
import type {
  ApplyData,
  ApplyDuration,
  ApplymentCreate,
  ApplymentView,
  ListResult,
  NewLicenceApply,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';

/** The users' application calls (licence-portal.md §7 Applyments, `/apply`). */
export function applymentsApi(client: ApiClient) {
  return {
    /** POST /applyments/: a new licence, a renewal, an unbind or a company-info audit. */
    create: (body: ApplymentCreate) => client.post<ApplymentView>('/applyments/', { body }),
    /** GET /applyments/: the signed-in user's own applications. */
    list: (query: PageQuery = {}) =>
      client.get<ListResult<ApplymentView>>('/applyments/', { query: toListQueryParams(query) }),
    /** GET /applyments/{userId}: a user's applications, for an administrator with applications:read. */
    ofUser: (userId: string, query: PageQuery = {}) =>
      client.get<ListResult<ApplymentView>>(`/applyments/${encodeURIComponent(userId)}`, {
        query: toListQueryParams(query),
      }),
    /** PUT /applyments/{userId}: changes the duration one's own pending new-licence or renewal application asks for. */
    changeDuration: (userId: string, applyId: string, duration: ApplyDuration) =>
      client.put<ApplymentView>(`/applyments/${encodeURIComponent(userId)}`, { body: { applyId, duration } }),
    /** DELETE /applyments/{userId}?applyId: withdraws one's own pending application. */
    withdraw: (userId: string, applyId: string) =>
      client.delete<null>(`/applyments/${encodeURIComponent(userId)}`, { query: { applyId } }),
    /** GET /apply/data: what the apply dialog offers (durations, editions) and the user's level. */
    applyData: () => client.get<ApplyData>('/apply/data'),
    /** POST /apply: the apply dialog's new-licence application (the type implied). */
    applyNewLicence: (body: NewLicenceApply) => client.post<ApplymentView>('/apply', { body }),
  };
}
