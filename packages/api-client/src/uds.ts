import type {
  UdsChannelBodyInput,
  UdsChannelView,
  UdsDtcCommandBodyInput,
  UdsDtcCommandView,
  UdsDtcDataPage,
  UdsErrorCodeBodyInput,
  UdsErrorCodePage,
  UdsErrorCodeView,
  UdsExportFormat,
  UdsImportResult,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** A diagnostics list's window. */
export interface UdsListWindow {
  skip?: number;
  limit?: number;
}

/** Diagnostics (iot-console.md §7 "Diagnostics (uds)"): the DTC catalogue and devices' ECU answers. */
export function udsApi(client: ApiClient) {
  return {
    codes: {
      /** GET /uds/errorCode: a page of the catalogue by code; `search` matches code or description. */
      list: (query: UdsListWindow & { search?: string } = {}) =>
        client.get<UdsErrorCodePage>('/uds/errorCode', { query: { ...query } }),
      /** POST /uds/errorCode (409 UDS_ERROR_CODE_EXISTS for a code the catalogue has). */
      create: (body: UdsErrorCodeBodyInput) => client.post<UdsErrorCodeView>('/uds/errorCode', { body }),
      /** PUT /uds/errorCode/{id}. */
      update: (id: string, body: UdsErrorCodeBodyInput) =>
        client.put<UdsErrorCodeView>(`/uds/errorCode/${encodeURIComponent(id)}`, { body }),
      /** DELETE /uds/errorCode/{id}. */
      remove: (id: string) => client.delete<null>(`/uds/errorCode/${encodeURIComponent(id)}`),
    },
    file: {
      /** POST /uds/errorCodeFile: a CSV or XLSX catalogue, all rows or none (400 UDS_IMPORT_INVALID names them). */
      import: (file: Blob, fileName: string) =>
        client.postFile<UdsImportResult>('/uds/errorCodeFile', file, fileName),
      /** GET /uds/errorCodeFile: the catalogue as CSV (default) or XLSX. */
      export: (format: UdsExportFormat = 'csv') =>
        client.getFile('/uds/errorCodeFile', { query: { format } }),
    },
    channel: {
      /** GET /uds/channel/errorCode: the catalogue entries a channel/ECU reports. */
      get: (channel: string, ecu: string) =>
        client.get<UdsChannelView>('/uds/channel/errorCode', { query: { channel, ecu } }),
      /** PUT /uds/channel/errorCode: sets them (codes must be in the catalogue). */
      set: (body: UdsChannelBodyInput) => client.put<UdsChannelView>('/uds/channel/errorCode', { body }),
      /** DELETE /uds/channel/errorCode. */
      clear: (channel: string, ecu: string) =>
        client.delete<null>('/uds/channel/errorCode', { query: { channel, ecu } }),
    },
    /** POST /uds/dtcCommand: asks the device to read or clear an ECU's DTCs; the answer comes to dtcData. */
    command: (body: UdsDtcCommandBodyInput) => client.post<UdsDtcCommandView>('/uds/dtcCommand', { body }),
    /** GET /uds/dtcData: a device's answers, newest first; `command` picks one command's answer. */
    data: (devid: string, query: UdsListWindow & { command?: string } = {}) =>
      client.get<UdsDtcDataPage>('/uds/dtcData', { query: { ...query, devid } }),
  };
}
