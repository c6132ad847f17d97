import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoraSessionBody, MulticastGroupView, MulticastMode } from '@fleetkey/contract';
import { useOnceMutation } from '@fleetkey/web-kit';
import { ApiError, type MulticastGroupInput, type MulticastSendOptions } from '@fleetkey/api-client';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, TABLE_PAGE_SIZE, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.multicast;

/** One page of the account's multicast groups, searched by name. */
export function useMulticastList({ page, pageSize, search, descend }: ListPageQuery) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'list', page, pageSize, search, descend],
    queryFn: () => api.multicast.list({ ...pageWindow(page, pageSize), search, descend }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One page of a group's members. */
export function useMulticastMembers(groupid: string, page: number) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'members', groupid, page],
    queryFn: () => api.multicast.members(groupid, pageWindow(page, TABLE_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One page of a group's sends, newest first. */
export function useMulticastSends(groupid: string, page: number) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'sends', groupid, page],
    queryFn: () => api.multicast.sends(groupid, pageWindow(page, TABLE_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A send with each member's result; read again while members may still answer. */
export function useMulticastSend(groupid: string, sendid: string, live: boolean) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'send', groupid, sendid],
    queryFn: () => api.multicast.sendDetail(groupid, sendid),
    refetchInterval: live ? 2000 : false,
    meta: { silentError: true },
  });
}

/** The group's LoRa session (keys masked), or null when it has none. */
export function useLoraSession(groupid: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'lora', groupid],
    queryFn: () =>
      api.multicast.lora(groupid).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    meta: { silentError: true },
  });
}

/** Group, member, session and send writes; each refreshes what the screen shows of multicast. */
export function useMulticastActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  const silent = { meta: { silentError: true } } as const;
  return {
    create: useMutation({
      mutationFn: (input: MulticastGroupInput) => api.multicast.create(input),
      onSuccess,
      ...silent,
    }),
    update: useMutation({
      mutationFn: ({
        group,
        input,
      }: {
        group: MulticastGroupView;
        input: { name: string; description: string };
      }) => api.multicast.update(group.id, input),
      onSuccess,
      ...silent,
    }),
    remove: useMutation({ mutationFn: (groupid: string) => api.multicast.remove(groupid), onSuccess }),
    add: useMutation({
      mutationFn: ({ groupid, devids }: { groupid: string; devids: string[] }) =>
        api.multicast.add(groupid, devids),
      onSuccess,
    }),
    removeMember: useMutation({
      mutationFn: ({ groupid, devid }: { groupid: string; devid: string }) =>
        api.multicast.removeMembers(groupid, [devid]),
      onSuccess,
    }),
    setLora: useMutation({
      mutationFn: ({ groupid, input }: { groupid: string; input: LoraSessionBody }) =>
        api.multicast.setLora(groupid, input),
      onSuccess,
      ...silent,
    }),
    removeLora: useMutation({
      mutationFn: (groupid: string) => api.multicast.removeLora(groupid),
      onSuccess,
    }),
    send: useMutation({
      mutationFn: (request: {
        groupid: string;
        cmd: string;
        params: Record<string, unknown>;
        options: MulticastSendOptions;
      }) => api.multicast.send(request.groupid, request.cmd, request.params, request.options),
      onSuccess,
      ...silent,
    }),
  };
}

/** What a gateway send carries: the mode, the gateway, the command and its parameters. */
export interface GatewaySendRequest {
  mode: MulticastMode;
  gwid: string;
  cmd: string;
  params: Record<string, unknown>;
}

/** Sends a command to a gateway's sub-devices, once however often the form is submitted while it is out. */
export function useGatewaySend() {
  const api = useIotApi();
  return useOnceMutation({
    mutationFn: ({ mode, gwid, cmd, params }: GatewaySendRequest) =>
      api.multicast.gatewaySend(mode, gwid, cmd, params),
    meta: { silentError: true },
  });
}
