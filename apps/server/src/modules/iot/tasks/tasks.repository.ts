import {
  TASK_RESULT_STATES,
  type TaskListQuery,
  type TaskResultListQuery,
  type TaskResultState,
  type TaskRunListQuery,
  type TaskState,
} from '@fleetkey/contract';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { authoredInScope } from '../../../db/device-scope';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import type { TaskRunsTable, TasksTable } from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored task. */
export type TaskRow = Selectable<TasksTable>;
/** A stored run. */
export type TaskRunRow = Selectable<TaskRunsTable>;

/** A run's devices per result state. */
export type ResultCounts = Record<TaskResultState, number>;

/**
 * The state a device's result shows: a sent command's own state once the device answered or its wait ended
 * (replies are recorded on the command, by whichever node hears them), else the result's.
 */
export const shownResultState = sql<TaskResultState>`case when task_results.state = 'sent' and device_commands.state in ('replied', 'failed', 'timeout') then device_commands.state else task_results.state end`;

/** Zero devices in every result state. */
export const emptyCounts = (): ResultCounts =>
  Object.fromEntries(TASK_RESULT_STATES.map((state) => [state, 0])) as ResultCounts;

/** Reads and writes of tasks and their history, within a caller's scope. */
export function tasksRepository(db: Db) {
  const runCounts = async (runIds: readonly string[]): Promise<Map<string, ResultCounts>> => {
    const counts = new Map<string, ResultCounts>(runIds.map((id) => [id, emptyCounts()]));
    if (runIds.length === 0) return counts;
    const rows = await db
      .selectFrom('taskResults')
      .leftJoin('deviceCommands', 'deviceCommands.id', 'taskResults.commandId')
      .select(['taskResults.runId', shownResultState.as('shown'), sql<number | string>`count(*)`.as('n')])
      .where('taskResults.runId', 'in', runIds)
      .groupBy(['taskResults.runId', shownResultState])
      .execute();
    for (const row of rows) {
      const of = counts.get(row.runId);
      if (of) of[row.shown] = Number(row.n);
    }
    return counts;
  };

  return {
    runCounts,

    async insert(row: Insertable<TasksTable>): Promise<void> {
      await db.insertInto('tasks').values(row).execute();
    },

    find(scope: DeviceScope, id: string): Promise<TaskRow | undefined> {
      return db
        .selectFrom('tasks')
        .selectAll()
        .where(authoredInScope('tasks', scope))
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async list(scope: DeviceScope, query: TaskListQuery): Promise<{ totalCount: number; rows: TaskRow[] }> {
      let select = db.selectFrom('tasks').where(authoredInScope('tasks', scope));
      if (query.type) select = select.where('type', '=', query.type);
      if (query.id) select = select.where('id', '=', query.id);
      if (query.name) select = select.where(containsText('tasks.name', query.name));
      const counted = await select.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst();
      const rows = await select
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { totalCount: Number(counted?.n ?? 0), rows };
    },

    /** Changes a task if it is still in one of `from`: false when it moved meanwhile (or is not there). */
    async update(
      scope: DeviceScope,
      id: string,
      from: readonly TaskState[],
      set: Updateable<TasksTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('tasks')
        .set(set)
        .where(authoredInScope('tasks', scope))
        .where('id', '=', id)
        .where('state', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(scope: DeviceScope, id: string): Promise<void> {
      await db.deleteFrom('tasks').where(authoredInScope('tasks', scope)).where('id', '=', id).execute();
    },

    /** Ends the task's runs under way: what they had not sent is `cancelled`. */
    async cancelRuns(taskId: string, now: number): Promise<void> {
      const ended = await db
        .updateTable('taskRuns')
        .set({ state: 'cancelled', finishedAt: now, leaseOwner: null, leaseUntil: null })
        .where('taskId', '=', taskId)
        .where('state', '=', 'running')
        .returning('id')
        .execute();
      if (ended.length === 0) return;
      await db
        .updateTable('taskResults')
        .set({ state: 'cancelled', updatedAt: now })
        .where(
          'runId',
          'in',
          ended.map((run) => run.id),
        )
        .where('state', '=', 'pending')
        .execute();
    },

    /** Whether one of the task's runs is still sending or waiting for replies. */
    async hasRunningRun(taskId: string): Promise<boolean> {
      return exists(db.selectFrom('taskRuns').where('taskId', '=', taskId).where('state', '=', 'running'));
    },

    /** The newest run of each task. */
    async lastRuns(taskIds: readonly string[]): Promise<Map<string, TaskRunRow>> {
      const last = new Map<string, TaskRunRow>();
      if (taskIds.length === 0) return last;
      const rows = await db
        .selectFrom('taskRuns')
        .selectAll()
        .where('taskId', 'in', taskIds)
        .where('startedAt', '=', (eb) =>
          eb
            .selectFrom('taskRuns as newer')
            .select((inner) => inner.fn.max('newer.startedAt').as('latest'))
            .whereRef('newer.taskId', '=', 'taskRuns.taskId'),
        )
        .execute();
      for (const row of rows) last.set(row.taskId, row);
      return last;
    },

    async runs(taskId: string, query: TaskRunListQuery): Promise<{ totalCount: number; rows: TaskRunRow[] }> {
      const select = db.selectFrom('taskRuns').where('taskId', '=', taskId);
      const counted = await select.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst();
      const rows = await select
        .selectAll()
        .orderBy('dueAt', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { totalCount: Number(counted?.n ?? 0), rows };
    },

    findRun(taskId: string, runId: string): Promise<TaskRunRow | undefined> {
      return db
        .selectFrom('taskRuns')
        .selectAll()
        .where('taskId', '=', taskId)
        .where('id', '=', runId)
        .executeTakeFirst();
    },

    /** A page of a run's results, each with the state it shows and the device's reply. */
    async results(runId: string, query: TaskResultListQuery) {
      let select = db
        .selectFrom('taskResults')
        .leftJoin('deviceCommands', 'deviceCommands.id', 'taskResults.commandId')
        .where('taskResults.runId', '=', runId);
      if (query.state) select = select.where(shownResultState, '=', query.state);
      const counted = await select.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst();
      const rows = await select
        .select([
          'taskResults.devid',
          shownResultState.as('state'),
          'taskResults.reason',
          'taskResults.commandId',
          'taskResults.updatedAt',
          'deviceCommands.reply',
          'deviceCommands.repliedAt',
        ])
        .orderBy('taskResults.devid')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { totalCount: Number(counted?.n ?? 0), rows };
    },
  };
}
