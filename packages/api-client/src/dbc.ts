import type { DbcDatabaseView, DbcFileView, DbcSampleBody, DbcSampleView } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** CAN databases (iot-console.md §7 "DBC"): DBC files and decoding frames with them. */
export function dbcApi(client: ApiClient) {
  const filePath = (name: string) => `/dbc/file/${encodeURIComponent(name)}`;
  return {
    /** GET /dbc/file: the account's DBC files by name. */
    list: () => client.get<DbcFileView[]>('/dbc/file'),
    /** GET /dbc/file/{name}. */
    get: (name: string) => client.get<DbcFileView>(filePath(name)),
    /** POST /dbc/file: stores the file under its name (replacing one of that name); 400 DBC_INVALID names the line. */
    upload: (file: Blob, fileName: string) => {
      const body = new FormData();
      body.append('file', file, fileName);
      return client.post<DbcFileView>('/dbc/file', { body });
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
  };
}
