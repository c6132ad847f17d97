import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@fleetkey/api-client';
import type {
  TaskBodyInput,
  TaskResultState,
  TaskRunView,
  TaskStatusAction,
  TaskType,
  TaskView,
} from '@fleetkey/contract';
import { useApiClient } from '@fleetkey/web-kit';
import type { ListPageQuery } from '../../common/paging';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';
import { LIVE_REFRESH_MS } from '../../firmware/ota-states';

/** The task calls over the console's api client. */
function useTasksApi() {
  const client = useApiClient();
  return useMemo(() => tasksApi(client), [client]);
}

const hasLiveRun = (runs: readonly (TaskRunView | null)[]) => runs.some((run) => run?.state === 'running');

/**
 * A page of the user's tasks, newest first, by name and type; read again while one of them is due soon
 * or has a run under way (its state, last run and next time move by themselves).
 */
export function useTaskList({ page, pageSize, search }: ListPageQuery, type: TaskType | undefined) {
  const api = useTasksApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.tasks, 'list', page, pageSize, search, type],
    queryFn: () => api.list({ page, pageSize, name: search || undefined, type }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const tasks = query.state.data?.result ?? [];
      const dueSoon = tasks.some(
        (task) => task.nextRunAt !== null && task.nextRunAt - Date.now() < 2 * LIVE_REFRESH_MS,
      );
      return dueSoon || hasLiveRun(tasks.map((task) => task.lastRun)) ? LIVE_REFRESH_MS : false;
    },
    meta: { silentError: true },
  });
}

/** One task, read again while its last run is under way or its next one is due. */
export function useTask(id: string) {
  const api = useTasksApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.tasks, 'one', id],
    queryFn: () => api.get(id),
    refetchInterval: (query) => {
      const task = query.state.data;
      if (!task) return false;
      const due = task.nextRunAt !== null && task.nextRunAt - Date.now() < 2 * LIVE_REFRESH_MS;
      return due || hasLiveRun([task.lastRun]) ? LIVE_REFRESH_MS : false;
    },
    meta: { silentError: true },
  });
}

/** A page of a task's runs, newest first; read again while one is running or the task's last run moved. */
export function useTaskRuns(task: TaskView, page: number) {
  const api = useTasksApi();
  return useQuery({
    // The last run's id and state are in the key: a new or finished run reads the page again at once.
    queryKey: [QUERY_ROOTS.tasks, 'runs', task.id, page, task.lastRun?.id, task.lastRun?.state],
    queryFn: () => api.runs(task.id, { page, pageSize: TABLE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasLiveRun(query.state.data?.result ?? []) ? LIVE_REFRESH_MS : false),
    meta: { silentError: true },
  });
}

/** A page of a run's device results, optionally of one state; read again while the run is running. */
export function useRunResults(run: TaskRunView, state: TaskResultState | undefined, page: number) {
  const api = useTasksApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.tasks, 'results', run.taskId, run.id, state, page, run.state],
    queryFn: () => api.results(run.taskId, run.id, { state, page, pageSize: TABLE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: run.state === 'running' ? LIVE_REFRESH_MS : false,
    meta: { silentError: true },
  });
}

/** Creating, editing, deleting and starting/pausing/resuming/cancelling tasks; each refetches the tasks. */
export function useTaskActions() {
  const api = useTasksApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.tasks] });
  return {
    // The dialog shows a refused save beside its form.
    create: useMutation({
      mutationFn: (body: TaskBodyInput) => api.create(body),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TaskBodyInput }) => api.update(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    // A refusal (409 TASK_RUNNING, TASK_STATE_INVALID when the state moved meanwhile) is the central toast.
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess }),
    changeStatus: useMutation({
      mutationFn: ({ id, action }: { id: string; action: TaskStatusAction }) => api.changeStatus(id, action),
      onSuccess,
    }),
  };
}
