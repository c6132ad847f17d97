import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommandSendOptions } from '@fleetkey/api-client';
import type { DeviceEventType, DeviceView } from '@fleetkey/contract';
import { useOnceMutation } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

/** Rows the detail's "recent data" shows. */
export const RECENT_ROWS = 20;

/** The device's newest data rows. */
export function useRecentData(device: DeviceView) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.telemetry, 'recent', device.devid],
    queryFn: () =>
      api.telemetry.query(device.devid, { devtype: device.devtype, limit: RECENT_ROWS, descend: true }),
    meta: { silentError: true },
  });
}

/** Deletes all of the device's stored data; every view of its data is read again. */
export function useClearData(device: DeviceView) {
  const api = useIotApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.telemetry.clear(device.devid, device.devtype),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.telemetry] }),
  });
}

/** A page of the device's events (of one type, when given), newest first. */
export function useDeviceEvents(device: DeviceView, page: number, pageSize: number, type?: DeviceEventType) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.events, device.devid, page, pageSize, type],
    queryFn: () =>
      api.events.list(device.devid, { devtype: device.devtype, type, ...pageWindow(page, pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of the device's recorded commands, newest first. */
export function useCommandHistory(device: DeviceView, page: number, pageSize: number) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.commands, device.devid, page, pageSize],
    queryFn: () =>
      api.commands.list(device.devid, { devtype: device.devtype, ...pageWindow(page, pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * The commands the device's type defines (the command box offers them); none known without a type or to a
 * user who may not read device types (the box then takes any command name).
 */
export function useTypeCommands(devtype: string) {
  const api = useIotApi();
  const readable = useIotAccess().can('devtypes', 'read');
  return useQuery({
    queryKey: [QUERY_ROOTS.devtypes, 'one', devtype],
    queryFn: () => api.devtypes.get(devtype),
    enabled: devtype !== '' && readable,
    select: (type) => type.commands,
    meta: { silentError: true },
  });
}

/** What the command panel sends. */
export interface CommandRequest {
  cmd: string;
  params: Record<string, unknown>;
  options: CommandSendOptions;
}

/**
 * Sends a command, once however often the form is submitted while it is out (Enter in a box is not stopped
 * by the busy button); the panel shows the reply or the failure itself. The history refreshes either way.
 */
export function useSendCommand(device: DeviceView) {
  const api = useIotApi();
  const queryClient = useQueryClient();
  return useOnceMutation({
    mutationFn: ({ cmd, params, options }: CommandRequest) =>
      api.commands.send(device.devid, cmd, params, { ...options, devtype: device.devtype }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.commands, device.devid] }),
    meta: { silentError: true },
  });
}

/** The secret's state: whether one is set and when it was made. */
export function useSecretState(devid: string) {
  const api = useIotApi();
  // The server answers it to users who may change devices (who may renew the secret) only.
  const allowed = useIotAccess().can('devices', 'write');
  return useQuery({
    queryKey: [QUERY_ROOTS.devices, 'secret', devid],
    queryFn: () => api.devices.secretState(devid),
    enabled: allowed,
    meta: { silentError: true },
  });
}

/** The device's firmware updates, newest first (the rollouts that included it and how each ended). */
export function useFirmwareHistory(devid: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.rollouts, 'history', devid],
    queryFn: () => api.firmware.history(devid),
    meta: { silentError: true },
  });
}
