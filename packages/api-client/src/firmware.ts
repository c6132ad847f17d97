import {
  INSTALLER_UPLOAD_TIMEOUT_MS,
  type FirmwareDesc,
  type FirmwareNotify,
  type FirmwareOwnerType,
  type FirmwareType,
  type FirmwareView,
  type ListResult,
  type OtaDeviceView,
  type OtaHistoryEntry,
  type OtaState,
  type RolloutStatusChange,
  type RolloutView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { UploadOptions } from './upload-progress';

/** What a firmware upload sends beside its file. */
export interface FirmwareUpload {
  file: Blob;
  fileName: string;
  desc?: string;
  ownerType?: FirmwareOwnerType;
  versionNum?: number;
  firmwareType?: FirmwareType;
}

/** A notify body as a form fills it (the limits default on the server when absent). */
export type FirmwareNotifyInput = Partial<FirmwareNotify> & Pick<FirmwareNotify, 'upgrade_type'>;

/** Paging of the rollout lists. */
export interface RolloutPage {
  skip?: number;
  limit?: number;
}

/** Firmware versions and their rollouts (iot-console.md §7 "Firmware"; /ota/rollouts). */
export function firmwareApi(client: ApiClient) {
  const typePath = (devtype: string) => `/firmware/${encodeURIComponent(devtype)}`;
  const versionPath = (devtype: string, version: string) =>
    `${typePath(devtype)}/${encodeURIComponent(version)}`;
  const rolloutPath = (id: string) => `/ota/rollouts/${encodeURIComponent(id)}`;
  return {
    /** GET /firmware/{devtype}: the type's versions, newest first. */
    list: (devtype: string) => client.get<FirmwareView[]>(typePath(devtype)),
    /** GET /firmware/{devtype}/{version}: one version as stored now (its active rollouts counted). */
    get: (devtype: string, version: string) => client.get<FirmwareView>(versionPath(devtype, version)),
    /** GET /firmware/{devtype}/{version}/file: the stored image, under the name it was uploaded with. */
    image: (devtype: string, version: string) => client.getFile(`${versionPath(devtype, version)}/file`),
    /** GET /firmware/{devtype}/{version}/desc. */
    desc: (devtype: string, version: string) =>
      client.get<FirmwareDesc>(`${versionPath(devtype, version)}/desc`),
    /** POST /firmware/{devtype}/{version}: fields first, then the file (streamed; progress in browsers). */
    upload: (devtype: string, version: string, input: FirmwareUpload, options: UploadOptions = {}) => {
      const body = new FormData();
      if (input.desc) body.append('desc', input.desc);
      if (input.ownerType) body.append('ownerType', input.ownerType);
      if (input.versionNum !== undefined) body.append('versionNum', String(input.versionNum));
      if (input.firmwareType) body.append('firmwareType', input.firmwareType);
      body.append('file', input.file, input.fileName);
      return client.post<FirmwareView>(versionPath(devtype, version), {
        body,
        timeoutMs: INSTALLER_UPLOAD_TIMEOUT_MS,
        signal: options.signal,
        onUploadProgress: options.onProgress,
      });
    },
    /** DELETE /firmware/{devtype}/{version}: refused (409) while a rollout uses it. */
    remove: (devtype: string, version: string) => client.delete<null>(versionPath(devtype, version)),
    /** POST /firmware/{devtype}/{version}/notify: starts a rollout. */
    notify: (devtype: string, version: string, input: FirmwareNotifyInput) =>
      client.post<RolloutView>(`${versionPath(devtype, version)}/notify`, { body: input }),
    rollouts: {
      /** GET /ota/rollouts: newest first, optionally of one type (and version). */
      list: (query: { devtype?: string; version?: string } & RolloutPage = {}) =>
        client.get<ListResult<RolloutView>>('/ota/rollouts', { query: { ...query } }),
      /** GET /ota/rollouts/{id}: the rollout with its devices counted by state. */
      get: (id: string) => client.get<RolloutView>(rolloutPath(id)),
      /** GET /ota/rollouts/{id}/devices: its devices, optionally of one state. */
      devices: (id: string, query: { state?: OtaState } & RolloutPage = {}) =>
        client.get<ListResult<OtaDeviceView>>(`${rolloutPath(id)}/devices`, { query: { ...query } }),
      /** PATCH /ota/rollouts/{id}/status: pause, resume or cancel. */
      changeStatus: (id: string, action: RolloutStatusChange['action']) =>
        client.patch<RolloutView>(`${rolloutPath(id)}/status`, { body: { action } }),
      /** POST /ota/rollouts/{id}/retry: failed and timed-out devices again (all, or the listed). */
      retry: (id: string, devids?: string[]) =>
        client.post<RolloutView>(`${rolloutPath(id)}/retry`, { body: devids ? { devids } : {} }),
    },
    /** GET /devices/{devid}/ota: the device's update history, newest first. */
    history: (devid: string) => client.get<OtaHistoryEntry[]>(`/devices/${encodeURIComponent(devid)}/ota`),
  };
}
