import type {
  TaskBodyInput,
  TaskPage,
  TaskResultPage,
  TaskResultState,
  TaskRunPage,
  TaskStatusAction,
  TaskType,
  TaskView,
} from '@fleetkey/contract';
import type { ApiClient } from './client';

/** Pages of the task lists, from 1. */
export interface TaskPaging {
  page?: number;
  pageSize?: number;
}

/** Scheduled tasks and their history (iot-console.md §7 "Tasks"). */
export function tasksApi(client: ApiClient) {
  const taskPath = (id: string) => `/tasks/${encodeURIComponent(id)}`;
  return {
    /** GET /tasks: newest first, optionally of one type, by name (contains) or id. */
    list: (query: { type?: TaskType; name?: string; id?: string } & TaskPaging = {}) =>
      client.get<TaskPage>('/tasks', { query: { ...query } }),
    get: (id: string) => client.get<TaskView>(taskPath(id)),
    /** POST /tasks: a new task, idle until started. */
    create: (body: TaskBodyInput) => client.post<TaskView>('/tasks', { body }),
    /** PUT /tasks/{id}: a new definition (refused while a run is under way). */
    update: (id: string, body: TaskBodyInput) => client.put<TaskView>(taskPath(id), { body }),
    remove: (id: string) => client.delete<null>(taskPath(id)),
    /** PATCH /tasks/{id}/status: start, pause, resume or cancel. */
    changeStatus: (id: string, action: TaskStatusAction) =>
      client.patch<TaskView>(`${taskPath(id)}/status`, { body: { action } }),
    /** GET /tasks/{id}/runs: its runs, newest due time first, each with devices counted by result. */
    runs: (id: string, query: TaskPaging = {}) =>
      client.get<TaskRunPage>(`${taskPath(id)}/runs`, { query: { ...query } }),
    /** GET /tasks/{id}/runs/{runId}/results: each device's result, optionally of one state. */
    results: (id: string, runId: string, query: { state?: TaskResultState } & TaskPaging = {}) =>
      client.get<TaskResultPage>(`${taskPath(id)}/runs/${encodeURIComponent(runId)}/results`, {
        query: { ...query },
      }),
  };
}
