import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectDataApi, type ProjectDataListQuery } from '@fleetkey/api-client';
import type { DatasetBodyInput, DatasetValues } from '@fleetkey/contract';
import { useApiClient, useOnceMutation } from '@fleetkey/web-kit';

/** First element of every project-data query key. */
export const PROJECT_DATA_KEY = 'project-data';

/** The project-data calls over the console's api client. */
export function useProjectDataApi() {
  return projectDataApi(useApiClient());
}

/** A project's data sets with their schemas. */
export function useDatasets(projectId: string) {
  const api = useProjectDataApi();
  return useQuery({
    queryKey: [PROJECT_DATA_KEY, 'datasets', projectId],
    queryFn: () => api.datasets(projectId),
    meta: { silentError: true },
  });
}

/** One page of a data set's records, filtered and sorted by the server. */
export function useRecords(query: ProjectDataListQuery) {
  const api = useProjectDataApi();
  return useQuery({
    queryKey: [PROJECT_DATA_KEY, 'records', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Data-set and record writes; each refreshes every project-data query (counts, pages). */
export function useProjectDataActions(projectId: string) {
  const api = useProjectDataApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [PROJECT_DATA_KEY] });
  const silent = { silentError: true };
  return {
    createDataset: useMutation({
      mutationFn: (body: DatasetBodyInput) => api.createDataset(projectId, body),
      onSuccess,
      meta: silent,
    }),
    updateDataset: useMutation({
      mutationFn: ({ id, body }: { id: string; body: DatasetBodyInput }) =>
        api.updateDataset(projectId, id, body),
      onSuccess,
      meta: silent,
    }),
    removeDataset: useMutation({ mutationFn: (id: string) => api.removeDataset(projectId, id), onSuccess }),
    create: useMutation({
      mutationFn: ({ datasetId, values }: { datasetId: string; values: DatasetValues }) =>
        api.create(datasetId, values),
      onSuccess,
      meta: silent,
    }),
    update: useMutation({
      mutationFn: ({ id, values, version }: { id: string; values: DatasetValues; version: number }) =>
        api.update(id, values, version),
      onSuccess,
      meta: silent,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess }),
    importFile: useOnceMutation({
      mutationFn: ({ datasetId, file }: { datasetId: string; file: File }) => api.importFile(datasetId, file),
      onSuccess,
      meta: silent,
    }),
  };
}
