import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DbcBindBody, DbcStrategyBodyInput } from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { DBC_KEYS } from './useDbcFiles';

/** The account's strategies. */
export function useDbcStrategies() {
  const api = useIotApi();
  return useQuery({
    queryKey: DBC_KEYS.strategies,
    queryFn: () => api.dbc.strategies.list(),
    meta: { silentError: true },
  });
}

/** Every binding (a type's or a device's). */
export function useDbcBindings() {
  const api = useIotApi();
  return useQuery({
    queryKey: DBC_KEYS.bindings,
    queryFn: () => api.dbc.strategies.bindings(),
    meta: { silentError: true },
  });
}

/** Creating, changing, deleting, binding and unbinding strategies; each refreshes strategies and bindings. */
export function useDbcStrategyActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DBC_KEYS.strategies }),
        queryClient.invalidateQueries({ queryKey: DBC_KEYS.bindings }),
      ]).then(() => undefined),
    [queryClient],
  );
  return {
    // The dialogs show a refusal beside their form.
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: DbcStrategyBodyInput }) =>
        id ? api.dbc.strategies.update(id, body) : api.dbc.strategies.create(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: (id: string) => api.dbc.strategies.remove(id), onSuccess: refresh }),
    bind: useMutation({
      mutationFn: (body: DbcBindBody) => api.dbc.strategies.bind(body),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
    unbind: useMutation({
      mutationFn: (body: DbcBindBody) => api.dbc.strategies.unbind(body),
      onSuccess: refresh,
    }),
  };
}
