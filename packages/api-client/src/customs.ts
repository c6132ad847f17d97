import {
  INSTALLER_UPLOAD_TIMEOUT_MS,
  type CommonFileLink,
  type CommonFileLinkInput,
  type CommonFileView,
  type CustomBodyInput,
  type CustomKey,
  type CustomListQuery,
  type CustomView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { UploadOptions } from './upload-progress';

/** Customs and common files (iot-console.md §7 "Projects, schemas, customs, project data"). */
export function customsApi(client: ApiClient) {
  return {
    /** GET /customs: the account's customs, optionally of one device type, customtype or app. */
    list: (query: CustomListQuery = {}) => client.get<CustomView[]>('/customs', { query: { ...query } }),
    /** GET /customs/detail by its four-part key. */
    get: (key: CustomKey) => client.get<CustomView>('/customs/detail', { query: { ...key } }),
    /** POST /customs: 409 CUSTOM_EXISTS when the key is taken. */
    create: (body: CustomBodyInput) => client.post<CustomView>('/customs', { body }),
    /** PUT /customs/detail: a new value for the custom of that key. */
    update: (key: CustomKey, value: object) =>
      client.put<CustomView>('/customs/detail', { query: { ...key }, body: { value } }),
    remove: (key: CustomKey) => client.delete<null>('/customs/detail', { query: { ...key } }),
    files: {
      /** GET /customs/commonFile: newest first. */
      list: () => client.get<CommonFileView[]>('/customs/commonFile'),
      /**
       * POST /filemanager/upload/commonfile: multipart `file` (progress in browsers). The file manager's
       * upload, as the spec's console sends it; POST /customs/commonFile takes the same body (scripts).
       */
      upload: (file: Blob, fileName: string, options: UploadOptions = {}) =>
        client.postFile<CommonFileView>('/filemanager/upload/commonfile', file, fileName, {
          ...options,
          timeoutMs: INSTALLER_UPLOAD_TIMEOUT_MS,
        }),
      /** POST /customs/commonFile?fileuri=true: a signed link anyone may use until it expires. */
      link: (input: CommonFileLinkInput) =>
        client.post<CommonFileLink>('/customs/commonFile', { query: { fileuri: 'true' }, body: input }),
      remove: (id: string) => client.delete<null>('/customs/commonFile', { query: { id } }),
    },
  };
}
