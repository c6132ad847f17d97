import type { TaskResultState } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import type { TaskRow, TaskRunRow } from './tasks.repository';

/** Rows written per statement (SQLite's bound-parameter limit, PostgreSQL's round trips). */
const CHUNK = 500;

/** A result still to send, with what delivery needs of its device (absent when the device was deleted). */
export interface PendingResult {
  devid: string;
  commandId: string;
}

/**
 * The runner's queries. Every step that decides who does something is one conditional statement, so two
 * nodes that both try get one winner: the due time moves on once, a run's lease has one holder.
 */
export function taskRunsRepository(db: Db) {
  return {
    /** Active tasks whose due time has come, oldest first. */
    due(now: number, limit: number): Promise<TaskRow[]> {
      return db
        .selectFrom('tasks')
        .selectAll()
        .where('state', '=', 'active')
        .where('nextRunAt', '<=', now)
        .orderBy('nextRunAt')
        .limit(limit)
        .execute();
    },

    /**
     * Makes the run of a due time: moves the task's due time on (only if it still is `dueAt`) and inserts the
     * run with a pending result per device, in one transaction. False when another node made it first.
     */
    open(
      task: TaskRow,
      dueAt: number,
      next: number | null,
      now: number,
      run: { id: string; rolloutId: string | null },
      devids: readonly string[],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('tasks')
          .set({ nextRunAt: next, updatedAt: now })
          .where('id', '=', task.id)
          .where('state', '=', 'active')
          .where('nextRunAt', '=', dueAt)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return false;
        await trx
          .insertInto('taskRuns')
          .values({
            id: run.id,
            taskId: task.id,
            dueAt,
            state: 'running',
            rolloutId: run.rolloutId,
            startedAt: now,
          })
          .execute();
        for (let start = 0; start < devids.length; start += CHUNK) {
          const rows = devids.slice(start, start + CHUNK).map((devid) => ({
            runId: run.id,
            devid,
            state: 'pending' as const,
            commandId: randomUUID(),
            updatedAt: now,
          }));
          await trx.insertInto('taskResults').values(rows).execute();
        }
        return true;
      });
    },

    /**
     * Takes (or renews) the lease of running runs of active tasks that no other node holds, in one
     * statement: free, expired, or already this node's. The conditions are repeated outside the subquery so
     * PostgreSQL re-checks them on a row another node leased meanwhile.
     */
    lease(node: string, now: number, leaseMs: number, limit: number): Promise<TaskRunRow[]> {
      return db
        .updateTable('taskRuns')
        .set({ leaseOwner: node, leaseUntil: now + leaseMs })
        .where('state', '=', 'running')
        .where((eb) =>
          eb.or([eb('leaseOwner', '=', node), eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]),
        )
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('taskRuns as free')
            .innerJoin('tasks', 'tasks.id', 'free.taskId')
            .select('free.id')
            .where('free.state', '=', 'running')
            .where('tasks.state', '=', 'active')
            .where((inner) =>
              inner.or([
                inner('free.leaseOwner', '=', node),
                inner('free.leaseUntil', 'is', null),
                inner('free.leaseUntil', '<', now),
              ]),
            )
            .orderBy('free.startedAt')
            .limit(limit),
        )
        .returningAll()
        .execute();
    },

    /** Extends this node's lease on a run: false when it lost it (expired and taken, or the run ended). */
    async renew(runId: string, node: string, now: number, leaseMs: number): Promise<boolean> {
      const result = await db
        .updateTable('taskRuns')
        .set({ leaseUntil: now + leaseMs })
        .where('id', '=', runId)
        .where('state', '=', 'running')
        .where('leaseOwner', '=', node)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    pending(runId: string, limit: number): Promise<PendingResult[]> {
      return db
        .selectFrom('taskResults')
        .select(['devid', 'commandId'])
        .where('runId', '=', runId)
        .where('state', '=', 'pending')
        .orderBy('devid')
        .limit(limit)
        .execute();
    },

    /**
     * Ends pending results of a run as `state` (a result already past pending keeps its state). `sent` also
     * overrides `cancelled`: a cancel that came while the command was on its way does not hide that it went.
     */
    async settle(
      runId: string,
      devids: readonly string[],
      state: TaskResultState,
      reason: string,
      now: number,
    ): Promise<void> {
      for (let start = 0; start < devids.length; start += CHUNK)
        await db
          .updateTable('taskResults')
          .set({ state, reason, updatedAt: now })
          .where('runId', '=', runId)
          .where('devid', 'in', devids.slice(start, start + CHUNK))
          .where('state', 'in', state === 'sent' ? ['pending', 'cancelled'] : ['pending'])
          .execute();
    },

    /** Confirmed commands of the run whose reply did not come within their timeout become `timeout`. */
    async expireWaits(runId: string, now: number): Promise<void> {
      await db
        .updateTable('deviceCommands')
        .set({ state: 'timeout', timedOutAt: now })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('taskResults')
            .select('commandId')
            .where('runId', '=', runId)
            .where('state', '=', 'sent'),
        )
        .where('state', '=', 'sent')
        .where('timeoutMs', 'is not', null)
        .where((eb) => eb(eb('sentAt', '+', eb.ref('timeoutMs')), '<=', now))
        .execute();
    },

    /** Results not ended yet: still to send, or a confirmed command still waiting for its reply. */
    async unfinished(runId: string): Promise<number> {
      const row = await db
        .selectFrom('taskResults')
        .leftJoin('deviceCommands', 'deviceCommands.id', 'taskResults.commandId')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('taskResults.runId', '=', runId)
        .where((eb) =>
          eb.or([
            eb('taskResults.state', '=', 'pending'),
            eb.and([
              eb('taskResults.state', '=', 'sent'),
              eb('deviceCommands.state', '=', 'sent'),
              eb('deviceCommands.timeoutMs', 'is not', null),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Ends a run this node holds, with a note; a one-time task whose run this was is then `done`. False when
     * the run was no longer this node's to end.
     */
    finish(run: TaskRunRow, node: string, now: number, note = ''): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('taskRuns')
          .set({ state: 'done', finishedAt: now, leaseOwner: null, leaseUntil: null, note })
          .where('id', '=', run.id)
          .where('state', '=', 'running')
          .where('leaseOwner', '=', node)
          .executeTakeFirst();
        if (ended.numUpdatedRows === 0n) return false;
        await trx
          .updateTable('tasks')
          .set({ state: 'done', updatedAt: now })
          .where('id', '=', run.taskId)
          .where('state', '=', 'active')
          .where('nextRunAt', 'is', null)
          .execute();
        return true;
      });
    },
  };
}
