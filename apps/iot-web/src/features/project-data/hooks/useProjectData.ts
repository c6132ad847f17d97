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

/** What PUT /project_datas/{dataid}/{index} sends: element `index` of `field`, with the version read. */
export interface ElementSave {
  id: string;
  index: number;
  field: string;
  value: unknown;
  version: number;
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
    updateElement: useMutation({
      mutationFn: ({ id, index, ...body }: ElementSave) => api.updateElement(id, index, body),
      onSuccess,
      meta: silent,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess }),
    removeMany: useMutation({ mutationFn: (ids: string[]) => api.removeMany(ids), onSuccess }),
    importFile: useOnceMutation({
      mutationFn: ({ datasetId, file }: { datasetId: string; file: File }) => api.importFile(datasetId, file),
      onSuccess,
      meta: silent,
    }),
  };
}
