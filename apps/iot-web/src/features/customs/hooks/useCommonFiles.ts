import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '@fleetkey/api-client';
import { useCustomsApi } from './useCustoms';

const FILES_KEY = ['customs', 'common-files'] as const;

/** The account's common files, newest first. */
export function useCommonFiles() {
  const api = useCustomsApi();
  return useQuery({ queryKey: FILES_KEY, queryFn: () => api.files.list(), meta: { silentError: true } });
}

/** Upload (with its progress), signed link and delete; writes refresh the list. */
export function useCommonFileActions() {
  const api = useCustomsApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FILES_KEY });
  return {
    progress,
    upload: useMutation({
      mutationFn: (file: File) => api.files.upload(file, file.name, { onProgress: setProgress }),
      onSettled: () => setProgress(null),
      onSuccess: refresh,
    }),
    link: useMutation({ mutationFn: (id: string) => api.files.link({ id }) }),
    remove: useMutation({ mutationFn: (id: string) => api.files.remove(id), onSuccess: refresh }),
  };
}
