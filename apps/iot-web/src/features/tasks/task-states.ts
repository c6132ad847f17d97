import {
  TASK_RESULT_STATES,
  TASK_STATUS_ACTIONS,
  TASK_STATUS_MOVES,
  type TaskResultState,
  type TaskRunState,
  type TaskRunView,
  type TaskState,
  type TaskStatusAction,
} from '@fleetkey/contract';

// What the Tasks screen shows of states and which status buttons apply: the contract's moves, the same the
// server checks (409 TASK_STATE_INVALID otherwise).

/** Tag colour of each task state. */
export const TASK_STATE_COLORS: Readonly<Record<TaskState, string>> = {
  idle: 'default',
  active: 'processing',
  paused: 'warning',
  done: 'success',
  cancelled: 'default',
};

/** Tag colour of each run state. */
export const RUN_STATE_COLORS: Readonly<Record<TaskRunState, string>> = {
  running: 'processing',
  done: 'success',
  cancelled: 'default',
};

/** Tag colour of each device result. */
export const RESULT_STATE_COLORS: Readonly<Record<TaskResultState, string>> = {
  pending: 'default',
  sent: 'processing',
  replied: 'success',
  failed: 'error',
  timeout: 'volcano',
  offline: 'warning',
  cancelled: 'default',
};

/** The status actions a task in `state` allows, in the contract's order. */
export function statusActionsOf(state: TaskState): TaskStatusAction[] {
  return TASK_STATUS_ACTIONS.filter((action) =>
    (TASK_STATUS_MOVES[action].from as readonly TaskState[]).includes(state),
  );
}

/** Whether a task's definition can still be changed (the server refuses done and cancelled tasks). */
export function isEditable(state: TaskState): boolean {
  return state === 'idle' || state === 'active' || state === 'paused';
}

/** The result states a run has devices in, with their numbers, in the contract's order. */
export function countsOf(run: Pick<TaskRunView, 'counts'>): { state: TaskResultState; count: number }[] {
  return TASK_RESULT_STATES.map((state) => ({ state, count: run.counts[state] })).filter((c) => c.count > 0);
}

/** How many devices a run has in all. */
export function deviceTotal(run: Pick<TaskRunView, 'counts'>): number {
  return TASK_RESULT_STATES.reduce((sum, state) => sum + run.counts[state], 0);
}
