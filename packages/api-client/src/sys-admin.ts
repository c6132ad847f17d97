import { INSTALLER_UPLOAD_TIMEOUT_MS, installerDownloadPath, toListQueryParams } from '@fleetkey/contract';
import type {
  ClientInfoConfig,
  FileUploadView,
  InstallerView,
  ListResult,
  SiteLinks,
  SysConfigView,
  WebappView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { PageQuery } from './licences';
import type { UploadOptions } from './upload-progress';

/** What an installer is, sent beside its file (POST /sys/installers query). */
export interface InstallerDetails {
  version?: string;
  os?: string;
  description?: string;
}

/** The list window of a /sys list: a page, newest first unless `descend` is false. */
export type SysListQuery = PageQuery & { descend?: boolean };

/**
 * System administration (licence-portal.md §2 InstallerManage, SystemDeploy, SystemConfig; §7 /sys/*).
 * Uploads may take up to the installer upload time (§9: 600 s), web bundles as much as installers.
 */
export function sysAdminApi(client: ApiClient) {
  return {
    installers: {
      /** GET /sys/installers: a page of installers with their checksums and uploaders. */
      list: (query: SysListQuery = {}) =>
        client.get<ListResult<InstallerView>>('/sys/installers', { query: toListQueryParams(query) }),
      /** POST /sys/installers: streams the file; the answer carries the SHA-256 measured on the way. */
      upload: (file: Blob, fileName: string, details: InstallerDetails, options: UploadOptions = {}) =>
        client.postFile<InstallerView>('/sys/installers', file, fileName, {
          ...options,
          query: { ...details },
          timeoutMs: INSTALLER_UPLOAD_TIMEOUT_MS,
        }),
      /** DELETE /sys/installers/{id}. */
      remove: (id: string) => client.delete<null>(`/sys/installers/${encodeURIComponent(id)}`),
      /** The public download address of an installer (a link, so the browser streams it to disk). */
      downloadUrl: (id: string) => client.url(installerDownloadPath(id), undefined, true),
    },
    webapps: {
      /** GET /sys/webapp: a page of web app versions, optionally for one web path. */
      list: (query: SysListQuery & { webPath?: string } = {}) =>
        client.get<ListResult<WebappView>>('/sys/webapp', {
          query: { ...toListQueryParams(query), webPath: query.webPath },
        }),
      /** POST /sys/webapp?webPath: a web bundle for that path, kept as uploaded. */
      upload: (file: Blob, fileName: string, webPath: string, options: UploadOptions = {}) =>
        client.postFile<WebappView>('/sys/webapp', file, fileName, {
          ...options,
          query: { webPath },
          timeoutMs: INSTALLER_UPLOAD_TIMEOUT_MS,
        }),
    },
    files: {
      /** GET /sys/file/upload: a page of the generic uploads, newest first unless told. */
      list: (query: SysListQuery = {}) =>
        client.get<ListResult<FileUploadView>>('/sys/file/upload', { query: toListQueryParams(query) }),
      /** POST /sys/file/upload?type&log: a file recorded with its kind and a note. */
      upload: (file: Blob, fileName: string, type: string, log: string, options: UploadOptions = {}) =>
        client.postFile<FileUploadView>('/sys/file/upload', file, fileName, {
          ...options,
          query: { type, log: log || undefined },
          timeoutMs: INSTALLER_UPLOAD_TIMEOUT_MS,
        }),
    },
    config: {
      /** GET /sys/config: the system configuration, including the client info behind /config.json. */
      get: () => client.get<SysConfigView>('/sys/config'),
      /** PUT /sys/config: changes the given client-info fields. */
      update: (info: Partial<ClientInfoConfig>) =>
        client.put<SysConfigView>('/sys/config', { body: { client: info } }),
      /** PUT /sys/config: changes the given link settings ('' hides a link). */
      updateLinks: (links: Partial<SiteLinks>) =>
        client.put<SysConfigView>('/sys/config', { body: { links } }),
    },
  };
}
