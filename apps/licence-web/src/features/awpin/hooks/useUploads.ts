import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevBoardUploadListQuery } from '@fleetkey/api-client';
import { saveBlob } from '@fleetkey/web-kit';
import { DEV_BOARDS_ROOT, useAwpinApi } from './useAwpinApi';

/** What the upload screen shows: a search, a board filter, the order by date and a page. */
export type UploadListView = Omit<DevBoardUploadListQuery, 'skip' | 'limit'> & {
  page: number;
  pageSize: number;
};

/** One page of uploaded files. */
export function useUploadList({ page, pageSize, ...filter }: UploadListView) {
  const api = useAwpinApi();
  return useQuery({
    queryKey: [DEV_BOARDS_ROOT, 'uploads', filter, page, pageSize],
    queryFn: () => api.uploads.list({ ...filter, skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Download and delete (one or many); deletes refresh the uploads and the boards' counts. */
export function useUploadActions() {
  const api = useAwpinApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [DEV_BOARDS_ROOT] });
  return {
    download: useMutation({
      mutationFn: ({ id }: { id: string; fileName: string }) => api.uploads.download(id),
      onSuccess: ({ blob, fileName }, { fileName: stored }) => saveBlob(blob, fileName ?? stored),
    }),
    remove: useMutation({ mutationFn: (id: string) => api.uploads.remove(id), onSuccess: refresh }),
    removeMany: useMutation({
      mutationFn: (ids: string[]) => api.uploads.removeMany(ids),
      onSuccess: refresh,
    }),
  };
}
