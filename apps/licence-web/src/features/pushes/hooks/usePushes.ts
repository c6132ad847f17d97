import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushesApi } from '@fleetkey/api-client';
import type { MessageType, PushMessage, TicketUpdate } from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import { pageWindow, TABLE_PAGE_SIZE } from '../../common/paging';
import type { AudienceKind } from '../audience';

/** First element of every push query key. */
const PUSHES = 'pushes';

/** The push lists' filters. */
export interface PushFilters {
  type?: MessageType;
  search?: string;
}

/** A push as the new-message form sends it. */
export interface PushDraft {
  audience: AudienceKind;
  /** The mobiles or user ids (ignored for everyone). */
  targets: string[];
  message: PushMessage;
}

function usePushesApi() {
  const client = useApiClient();
  return useMemo(() => pushesApi(client), [client]);
}

/** A page of broadcasts for the filters, newest first unless `descend` is false. */
export function useBroadcasts(filters: PushFilters, page: number, descend: boolean) {
  const api = usePushesApi();
  return useQuery({
    queryKey: [PUSHES, 'broadcasts', filters, page, descend],
    queryFn: () => api.broadcasts({ ...filters, ...pageWindow(page, TABLE_PAGE_SIZE), descend }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** A page of targeted pushes for the filters, newest first unless `descend` is false. */
export function useTickets(filters: PushFilters, page: number, descend: boolean) {
  const api = usePushesApi();
  return useQuery({
    queryKey: [PUSHES, 'tickets', filters, page, descend],
    queryFn: () => api.tickets({ ...filters, ...pageWindow(page, TABLE_PAGE_SIZE), descend }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One broadcast with its read count (while `id` is set). */
export function useBroadcast(id: string | null) {
  const api = usePushesApi();
  return useQuery({
    queryKey: [PUSHES, 'broadcast', id],
    queryFn: () => api.broadcast(id ?? ''),
    enabled: id !== null,
    meta: { silentError: true },
  });
}

/** One targeted push with its targets (while `id` is set). */
export function useTicket(id: string | null) {
  const api = usePushesApi();
  return useQuery({
    queryKey: [PUSHES, 'ticket', id],
    queryFn: () => api.ticket(id ?? ''),
    enabled: id !== null,
    meta: { silentError: true },
  });
}

// A push changes lists, details and counts at once: every push query is refetched.
function usePushMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  silent = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PUSHES] }),
    meta: { silentError: silent },
  });
}

/** Recalls a broadcast from every user's centre (errors reach the central toast). */
export function useRecall() {
  const api = usePushesApi();
  return usePushMutation((id: string) => api.recall(id));
}

/** Edits a targeted push and its delivered messages (the drawer shows errors itself). */
export function useUpdateTicket() {
  const api = usePushesApi();
  return usePushMutation(
    ({ id, changes }: { id: string; changes: TicketUpdate }) => api.updateTicket(id, changes),
    true,
  );
}

/** Sends a push to everyone, or to the listed mobiles or user ids; answers how many it reached. */
export function useSendPush() {
  const api = usePushesApi();
  return usePushMutation(async ({ audience, targets, message }: PushDraft) => {
    const sent =
      audience === 'all'
        ? await api.broadcastToAll(message)
        : audience === 'mobiles'
          ? await api.pushToMobiles(message, targets)
          : await api.pushToUserIds(message, targets);
    return sent.recipientCount;
  }, true);
}
