import type {
  BatchDeleteResult,
  DeviceCounts,
  DeviceCreate,
  DeviceSecret,
  DeviceSecretState,
  DeviceUpdate,
  DeviceView,
  DeviceWithSecret,
  GatewayTransfer,
  GatewayTransferResult,
  GatewayView,
  ListResult,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';
import { iotListParams, type IotListQuery } from './devtypes';
import type { UploadOptions } from './upload-progress';

/** Options of the bulk import upload. */
/** The Devices calls (iot-console.md §7 "Devices"): devices, secrets, bulk files, online count, gateways. */
export function devicesApi(client: ApiClient) {
  const path = (devid: string) => `/devices/${encodeURIComponent(devid)}`;
  const gateway = (devid: string) => `/gateway/${encodeURIComponent(devid)}`;
  return {
    /** GET /devices: a page of the user's devices; filter `{devtype, status, gateway, groupid, projectid}`, search name or id. */
    list: (query: IotListQuery = {}) =>
      client.get<ListResult<DeviceView>>('/devices', { query: iotListParams(query) }),
    /** GET /devices?aggregation=count: how many devices match the filter. */
    count: (query: Pick<IotListQuery, 'filter'> = {}) =>
      client
        .get<{ count?: number; totalCount: number }>('/devices', {
          query: { ...iotListParams(query), aggregation: 'count' },
        })
        .then((answer) => answer.count ?? answer.totalCount),
    /** POST /devices: a new device; its secret is in the answer, and only there. */
    create: (input: DeviceCreate) => client.post<DeviceWithSecret>('/devices', { body: input }),
    /** GET /devices/{devid}: one device (of `devtype` when given). */
    get: (devid: string, devtype?: string) => client.get<DeviceView>(path(devid), { query: { devtype } }),
    /** PUT /devices/{devid}: name, comment, position. */
    update: (devid: string, input: DeviceUpdate, devtype?: string) =>
      client.put<DeviceView>(path(devid), { body: input, query: { devtype } }),
    /** DELETE /devices/{devid}. */
    remove: (devid: string, devtype?: string) => client.delete<null>(path(devid), { query: { devtype } }),
    /** POST /devices/batch/delete: all or none. */
    removeMany: (devids: string[], devtype?: string) =>
      client.post<BatchDeleteResult>('/devices/batch/delete', { body: { devids }, query: { devtype } }),
    /** GET /devices/{devid}/secret: whether a secret is set (never the secret). */
    secretState: (devid: string) => client.get<DeviceSecretState>(`${path(devid)}/secret`),
    /** PUT /devices/{devid}/secret: a new secret, answered once. */
    renewSecret: (devid: string) => client.put<DeviceSecret>(`${path(devid)}/secret`),
    /** PUT /multi_devices/secrets: new secrets for several devices, answered once. */
    renewSecrets: (devids: string[]) =>
      client.put<DeviceSecret[]>('/multi_devices/secrets', { body: { devids } }),
    /**
     * POST /multi_devices: bulk create from a CSV or XLSX file, all rows or none (a DEVICE_IMPORT_INVALID
     * error carries every failing cell); answers the devices with their secrets, once.
     */
    importFile: (file: Blob, fileName: string, options: UploadOptions = {}) =>
      client.postFile<DeviceWithSecret[]>('/multi_devices', file, fileName, options),
    /** GET /multi_devices/download: the user's devices as CSV (of one type when given), without secrets. */
    download: (devtype?: string): Promise<FileAnswer> =>
      client.getFile('/multi_devices/download', { query: { devtype } }),
    /** GET /devices_count/online: online count, and total/online/offline/faulty for the dashboard (of one project when given). */
    counts: (devtype?: string, projectid?: string) =>
      client.get<DeviceCounts>('/devices_count/online', { query: { devtype, projectid } }),
    /** POST /gateway/{devid}/subdevs: attaches sub-devices to a gateway. */
    addSubdevs: (devid: string, subdevs: string[]) =>
      client.post<GatewayView>(`${gateway(devid)}/subdevs`, { body: { subdevs } }),
    /** PUT /gateway/{devid}/subdevs: detaches sub-devices from a gateway. */
    removeSubdevs: (devid: string, subdevs: string[]) =>
      client.put<GatewayView>(`${gateway(devid)}/subdevs`, { body: { subdevs } }),
    /** POST /gateway/{devid}/transfer_subdevs: moves sub-devices (all when none named) to another gateway. */
    transferSubdevs: (devid: string, transfer: GatewayTransfer) =>
      client.post<GatewayTransferResult>(`${gateway(devid)}/transfer_subdevs`, { body: transfer }),
  };
}
