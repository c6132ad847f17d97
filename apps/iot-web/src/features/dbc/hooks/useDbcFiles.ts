import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadControl } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';

/** Query keys of the DBC screens: files, one file's tree and text, strategies and bindings. */
export const DBC_KEYS = {
  files: [QUERY_ROOTS.dbc, 'files'],
  tree: (name: string) => [QUERY_ROOTS.dbc, 'tree', name],
  origin: (name: string) => [QUERY_ROOTS.dbc, 'origin', name],
  strategies: [QUERY_ROOTS.dbc, 'strategies'],
  bindings: [QUERY_ROOTS.dbc, 'bindings'],
} as const;

/** The account's DBC files. */
export function useDbcFiles() {
  const api = useIotApi();
  return useQuery({ queryKey: DBC_KEYS.files, queryFn: () => api.dbc.list(), meta: { silentError: true } });
}

/** One file's parsed tree (only fetched while `name` is set). */
export function useDbcTree(name: string | null) {
  const api = useIotApi();
  return useQuery({
    queryKey: DBC_KEYS.tree(name ?? ''),
    queryFn: () => api.dbc.analyse(name ?? ''),
    enabled: name !== null,
    meta: { silentError: true },
  });
}

/** One file's text. */
export function useDbcOrigin(name: string) {
  const api = useIotApi();
  return useQuery({
    queryKey: DBC_KEYS.origin(name),
    queryFn: () => api.dbc.origin(name),
    meta: { silentError: true },
  });
}

/** Uploading (with progress) and deleting files; both refresh the list and what was read of the file. */
export function useDbcFileActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dbc] }),
    [queryClient],
  );
  return {
    upload: useCallback(
      async (file: File, control: UploadControl, replace: boolean) => {
        const stored = await api.dbc.upload(file, file.name, { ...control, replace });
        await refresh();
        return stored;
      },
      [api, refresh],
    ),
    // A refusal (409 DBC_IN_USE) is shown by the screen with the strategies that use the file.
    remove: useMutation({
      mutationFn: (name: string) => api.dbc.remove(name),
      onSuccess: refresh,
      meta: { silentError: true },
    }),
  };
}
