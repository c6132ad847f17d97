import type {
  CanTrafficView,
  DbcBindBody,
  DbcBindingView,
  DbcDatabaseView,
  DbcFileView,
  DbcSampleBody,
  DbcSampleView,
  DbcStrategyBodyInput,
  DbcStrategyView,
  DbcUploadView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { UploadOptions } from './upload-progress';

/** CAN databases (iot-console.md §7 "DBC"): DBC files and decoding frames with them. */
export function dbcApi(client: ApiClient) {
  const filePath = (name: string) => `/dbc/file/${encodeURIComponent(name)}`;
  return {
    /** GET /dbc/file: the account's DBC files by name. */
    list: () => client.get<DbcFileView[]>('/dbc/file'),
    /** GET /dbc/file/{name}. */
    get: (name: string) => client.get<DbcFileView>(filePath(name)),
    /**
     * POST /dbc/file: stores the file under its name and answers what its parse skipped; 400 DBC_INVALID
     * (naming the line) only for a file with no usable message; 409 NAME_IN_USE when the account has a file
     * of that name, unless `replace` says to replace it.
     */
    upload: (file: Blob, fileName: string, options: UploadOptions & { replace?: boolean } = {}) => {
      const { replace, ...upload } = options;
      return client.postFile<DbcUploadView>('/dbc/file', file, fileName, {
        ...upload,
        ...(replace ? { query: { replace: 'true' } } : {}),
      });
    },
    /** DELETE /dbc/file/{name}. */
    remove: (name: string) => client.delete<null>(filePath(name)),
    /** GET /dbc/file/{name}/analyse: the parsed tree. */
    analyse: (name: string) => client.get<DbcDatabaseView>(`${filePath(name)}/analyse`),
    /** GET /dbc/file/{name}/origin: the file's text. */
    origin: (name: string) => client.get<string>(`${filePath(name)}/origin`),
    /** POST /dbc/data/{deviceId}/convert/sample: decodes pasted frames with a DBC. */
    sample: (deviceId: string, body: DbcSampleBody) =>
      client.post<DbcSampleView>(`/dbc/data/${encodeURIComponent(deviceId)}/convert/sample`, { body }),
    /** GET /dbc/data/{deviceId}: the device's raw frames in a range (epoch ms), and its bound strategy. */
    traffic: (deviceId: string, range: { from: number; to: number }) =>
      client.get<CanTrafficView>(`/dbc/data/${encodeURIComponent(deviceId)}`, { query: range }),
    /** GET /dbc/data/{deviceId}/convert/document: the range's stored frames decoded with a DBC, as CSV. */
    document: (deviceId: string, query: { dbc: string; from: number; to: number }) =>
      client.getFile(`/dbc/data/${encodeURIComponent(deviceId)}/convert/document`, { query }),
    strategies: {
      /** GET /dbc/strategy. */
      list: () => client.get<DbcStrategyView[]>('/dbc/strategy'),
      /** GET /dbc/strategy/{id}. */
      get: (id: string) => client.get<DbcStrategyView>(`/dbc/strategy/${encodeURIComponent(id)}`),
      /** POST /dbc/strategy: each signal must be in the DBC (400 naming the entry). */
      create: (body: DbcStrategyBodyInput) => client.post<DbcStrategyView>('/dbc/strategy', { body }),
      /** PUT /dbc/strategy/{id}. */
      update: (id: string, body: DbcStrategyBodyInput) =>
        client.put<DbcStrategyView>(`/dbc/strategy/${encodeURIComponent(id)}`, { body }),
      /** DELETE /dbc/strategy/{id} (its bindings go with it). */
      remove: (id: string) => client.delete<null>(`/dbc/strategy/${encodeURIComponent(id)}`),
      /** GET /dbc/bindstrategy: every binding (devid null = the whole type). */
      bindings: () => client.get<DbcBindingView[]>('/dbc/bindstrategy'),
      /** POST /dbc/bindstrategy: to the strategy's whole type, or to listed devices of it. */
      bind: (body: DbcBindBody) => client.post<DbcBindingView[]>('/dbc/bindstrategy', { body }),
      /** DELETE /dbc/bindstrategy: from the strategy's whole type, or from listed devices. */
      unbind: (body: DbcBindBody) => client.delete<DbcBindingView[]>('/dbc/bindstrategy', { body }),
    },
  };
}
