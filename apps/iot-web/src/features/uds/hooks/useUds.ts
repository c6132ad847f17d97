import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { udsApi } from '@fleetkey/api-client';
import type {
  UdsChannelBodyInput,
  UdsDtcCommandBodyInput,
  UdsErrorCodeBodyInput,
  UdsExportFormat,
} from '@fleetkey/contract';
import { useApiClient, useOnceMutation, saveBlob } from '@fleetkey/web-kit';
import { pageWindow, type ListPageQuery } from '../../common/paging';

/** First element of every diagnostics query key. */
const ROOT = 'uds';
/** How often a sent command's answer is looked for, and for how long at most. */
export const ANSWER_POLL_MS = 1000;
export const ANSWER_WAIT_MS = 30_000;

/** The diagnostics calls over the console's api client. */
export function useUdsApi() {
  const client = useApiClient();
  return useMemo(() => udsApi(client), [client]);
}

/** A page of the DTC catalogue, by code, searched by code or description. */
export function useErrorCodes({ page, pageSize, search }: ListPageQuery) {
  const api = useUdsApi();
  return useQuery({
    queryKey: [ROOT, 'codes', page, pageSize, search],
    queryFn: () => api.codes.list({ ...pageWindow(page, pageSize), search: search || undefined }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Catalogue edits, imports and the export; each edit refetches what shows descriptions. */
export function useErrorCodeActions() {
  const api = useUdsApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    // The dialog shows a refused save beside its form.
    create: useMutation({
      mutationFn: (body: UdsErrorCodeBodyInput) => api.codes.create(body),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UdsErrorCodeBodyInput }) => api.codes.update(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => api.codes.remove(id), onSuccess }),
    // The import dialog reads a refusal row by row.
    importFile: useOnceMutation({
      mutationFn: (file: File) => api.file.import(file, file.name),
      onSuccess,
      meta: { silentError: true },
    }),
    exportFile: useMutation({
      mutationFn: async (format: UdsExportFormat) => {
        const file = await api.file.export(format);
        saveBlob(file.blob, file.fileName ?? `uds-error-codes.${format}`);
      },
    }),
  };
}

/** A device's diagnostic answers, newest first. */
export function useDtcAnswers(devid: string, page: number, pageSize: number) {
  const api = useUdsApi();
  return useQuery({
    queryKey: [ROOT, 'answers', devid, page, pageSize],
    queryFn: () => api.data(devid, pageWindow(page, pageSize)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * The answer to one sent command, looked for every ANSWER_POLL_MS until it is stored (the device answers
 * when its ECU has, which may take seconds) or ANSWER_WAIT_MS have passed.
 */
export function useCommandAnswer(devid: string, command: { id: string; startedAt: number } | null) {
  const api = useUdsApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [ROOT, 'answer', devid, command?.id],
    enabled: command !== null,
    queryFn: async () => {
      const answer = (await api.data(devid, { command: command?.id, limit: 1 })).result[0] ?? null;
      // The list below shows it too once it is there.
      if (answer) void queryClient.invalidateQueries({ queryKey: [ROOT, 'answers', devid] });
      return answer;
    },
    refetchInterval: (query) =>
      query.state.data || !command || Date.now() - command.startedAt > ANSWER_WAIT_MS
        ? false
        : ANSWER_POLL_MS,
    meta: { silentError: true },
  });
}

/** Sends a read or clear to a device (a refusal — offline, no right — is the central toast). */
export function useDtcCommand() {
  const api = useUdsApi();
  return useMutation({ mutationFn: (body: UdsDtcCommandBodyInput) => api.command(body) });
}

/** The catalogue entries one channel/ECU reports (nothing asked until both are given). */
export function useChannelCodes(target: { channel: string; ecu: string } | null) {
  const api = useUdsApi();
  return useQuery({
    queryKey: [ROOT, 'channel', target?.channel, target?.ecu],
    enabled: target !== null,
    queryFn: () => (target ? api.channel.get(target.channel, target.ecu) : null),
    meta: { silentError: true },
  });
}

/** Setting and clearing a channel/ECU's codes; each refetches that channel. */
export function useChannelCodeActions() {
  const api = useUdsApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT, 'channel'] });
  return {
    set: useMutation({ mutationFn: (body: UdsChannelBodyInput) => api.channel.set(body), onSuccess }),
    clear: useMutation({
      mutationFn: ({ channel, ecu }: { channel: string; ecu: string }) => api.channel.clear(channel, ecu),
      onSuccess,
    }),
  };
}
