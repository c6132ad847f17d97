import type {
  DatasetBodyInput,
  DatasetValues,
  DatasetView,
  ListFilter,
  ProjectDataImportResult,
  ProjectDataPage,
  ProjectDataView,
} from '@fleetkey/contract';
import { toListQueryParams } from '@fleetkey/contract';
import type { ApiClient } from './client';
import type { UploadProgress } from './upload-progress';
import type { ListWindow } from './rules';

/** What a record list asks for: the window, the filter on indexed fields and the sort field. */
export interface ProjectDataListQuery extends ListWindow {
  datasetid: string;
  filter?: ListFilter;
  sort?: string;
}

/** Project data sets and their records (iot-console.md §7 "project data"). */
export function projectDataApi(client: ApiClient) {
  const datasets = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/datasets`;
  const record = (id: string) => `/project_datas/${encodeURIComponent(id)}`;
  const listParams = ({ datasetid, sort, filter, ...window }: ProjectDataListQuery) => ({
    ...toListQueryParams({
      ...window,
      filter: filter && Object.keys(filter).length > 0 ? filter : undefined,
    }),
    datasetid,
    ...(sort ? { sort } : {}),
  });
  return {
    /** GET /projects/{id}/datasets: the project's data sets with their schemas. */
    datasets: (projectId: string) => client.get<DatasetView[]>(datasets(projectId)),
    createDataset: (projectId: string, body: DatasetBodyInput) =>
      client.post<DatasetView>(datasets(projectId), { body }),
    /** PUT …/datasets/{id}: a new schema must hold for every stored record (else 409). */
    updateDataset: (projectId: string, id: string, body: DatasetBodyInput) =>
      client.put<DatasetView>(`${datasets(projectId)}/${encodeURIComponent(id)}`, { body }),
    /** DELETE …/datasets/{id}: with all its records. */
    removeDataset: (projectId: string, id: string) =>
      client.delete<null>(`${datasets(projectId)}/${encodeURIComponent(id)}`),
    /** GET /project_datas: one page, filtered and sorted on the schema's indexed fields. */
    list: (query: ProjectDataListQuery) =>
      client.get<ProjectDataPage>('/project_datas', { query: listParams(query) }),
    /** GET /project_datas/{id}: one record with its current version. */
    get: (id: string) => client.get<ProjectDataView>(record(id)),
    create: (datasetid: string, values: DatasetValues) =>
      client.post<ProjectDataView>('/project_datas', { body: { datasetid, values } }),
    /** PUT /project_datas/{id} with the version read (409 PROJECT_DATA_STALE when another write came first). */
    update: (id: string, values: DatasetValues, version: number) =>
      client.put<ProjectDataView>(record(id), { body: { values, version } }),
    /** PUT /project_datas/{id}/{index}: element `index` of the array field `field` (index = length appends). */
    updateElement: (id: string, index: number, body: { field: string; value: unknown; version: number }) =>
      client.put<ProjectDataView>(`${record(id)}/${index}`, { body }),
    remove: (id: string) => client.delete<null>(record(id)),
    removeMany: (ids: string[]) =>
      client.post<{ deleted: number }>('/project_datas/batch/delete', { body: { ids } }),
    /** POST /project_datas/import: all rows or none (400 PROJECT_DATA_ROWS_INVALID names the failing rows). */
    importFile: (datasetid: string, file: File, onProgress?: (progress: UploadProgress) => void) =>
      client.postFile<ProjectDataImportResult>('/project_datas/import', file, file.name, {
        query: { datasetid },
        onProgress,
        timeoutMs: 120_000,
      }),
    /** GET /project_datas/export: the matching records as a CSV or XLSX file. */
    exportFile: (query: Omit<ProjectDataListQuery, 'skip' | 'limit'>, format: 'csv' | 'xlsx') =>
      client.getFile('/project_datas/export', { query: { ...listParams(query), format } }),
  };
}
