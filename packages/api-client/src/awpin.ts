import { toListQueryParams } from '@fleetkey/contract';
import type {
  DevBoardFacet,
  DevBoardSaveInput,
  DevBoardStatistics,
  DevBoardUploadView,
  DevBoardView,
  ListResult,
  MyBoardUse,
  PinImportResult,
  PinMapSaveInput,
  PinMapView,
  PinModelView,
  ThreeElementsView,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';
import type { UploadProgress } from './upload-progress';

/** A list window (skip, limit, newest first unless told). */
interface ListWindowQuery {
  skip?: number;
  limit?: number;
  descend?: boolean;
}

/** The development-board list's window, search and filters. */
export interface DevBoardListQuery extends ListWindowQuery {
  search?: string;
  model?: string;
  industry?: string;
  company?: string;
}

/** The upload list's window, search and board filter. */
export interface DevBoardUploadListQuery extends ListWindowQuery {
  search?: string;
  boardId?: string;
}

/** Days of the use statistics (YYYY-MM-DD, inclusive) and the zone they are counted in. */
export interface StatisticsRangeQuery {
  from: string;
  to: string;
  timeZone?: string;
}

/** AWPin development boards, pin maps and uploads (licence-portal.md §7 Development boards). */
export function awpinApi(client: ApiClient) {
  return {
    boards: {
      /** GET /develop_board: a page of boards, last changed first unless told. */
      list: ({ search, model, industry, company, ...window }: DevBoardListQuery = {}) =>
        client.get<ListResult<DevBoardView>>('/develop_board', {
          query: { ...toListQueryParams(window), search: search || undefined, model, industry, company },
        }),
      /** POST /develop_board: creates a board, or with `id` replaces that board's fields. */
      save: (body: DevBoardSaveInput) => client.post<DevBoardView>('/develop_board', { body }),
      /** DELETE /develop_board: the boards, with their uploads and use records. */
      remove: (ids: string[]) => client.delete<null>('/develop_board', { body: { ids } }),
      /** GET /three_elements: identity triples for a picker. */
      triples: (search?: string) =>
        client.get<ThreeElementsView[]>('/three_elements', { query: { search: search || undefined } }),
      /** GET /industry, /serie, /client_data: the values boards carry, with board and use counts. */
      industries: () => client.get<DevBoardFacet[]>('/industry'),
      series: () => client.get<DevBoardFacet[]>('/serie'),
      companies: () => client.get<DevBoardFacet[]>('/client_data'),
      /** GET /develop_board/my_uses: the boards the signed-in user's toolkit reported, with counts. */
      myUses: () => client.get<MyBoardUse[]>('/develop_board/my_uses'),
      /** GET /develop_board/statistics. */
      statistics: (range: StatisticsRangeQuery) =>
        client.get<DevBoardStatistics>('/develop_board/statistics', { query: { ...range } }),
      /** GET /develop_board/statistics/export: each board's uses in the range as CSV. */
      exportStatistics: (range: StatisticsRangeQuery): Promise<FileAnswer> =>
        client.getFile('/develop_board/statistics/export', { query: { ...range } }),
    },
    uploads: {
      /** POST /develop_board/upload?id: a file for the board. */
      upload: (
        boardId: string,
        file: Blob,
        fileName: string,
        onUploadProgress?: (p: UploadProgress) => void,
      ) =>
        client.postFile<DevBoardUploadView>('/develop_board/upload', file, fileName, {
          query: { id: boardId },
          onProgress: onUploadProgress,
        }),
      /** GET /develop_board/uploads: a page of uploaded files, newest first unless told. */
      list: ({ search, boardId, ...window }: DevBoardUploadListQuery = {}) =>
        client.get<ListResult<DevBoardUploadView>>('/develop_board/uploads', {
          query: { ...toListQueryParams(window), search: search || undefined, boardId },
        }),
      /** GET /develop_board/uploads/{id}: the file. */
      download: (id: string): Promise<FileAnswer> =>
        client.getFile(`/develop_board/uploads/${encodeURIComponent(id)}`),
      /** DELETE /develop_board/uploads/{id}. */
      remove: (id: string) => client.delete<null>(`/develop_board/uploads/${encodeURIComponent(id)}`),
      /** DELETE /develop_board/uploads_batch_del. */
      removeMany: (ids: string[]) =>
        client.delete<null>('/develop_board/uploads_batch_del', { body: { ids } }),
    },
    pins: {
      /** GET /pins/models: the models that have a pin map. */
      models: () => client.get<PinModelView[]>('/pins/models'),
      /** GET /pins?model: a model's map (no pins when it has none). */
      map: (model: string) => client.get<PinMapView>('/pins', { query: { model } }),
      /** PUT /pins: replaces a model's whole map. */
      save: (body: PinMapSaveInput) => client.put<PinMapView>('/pins', { body }),
      /** DELETE /pins?model. */
      remove: (model: string) => client.delete<null>('/pins', { query: { model } }),
      /** POST /pins_upload: a JSON pin file, all or nothing. */
      upload: (file: Blob, fileName: string) =>
        client.postFile<PinImportResult>('/pins_upload', file, fileName),
      /** GET /pins_download: one model's map, or every model's, as a pin file. */
      download: (model?: string): Promise<FileAnswer> =>
        client.getFile('/pins_download', { query: { model } }),
    },
  };
}
