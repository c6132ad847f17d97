import {
  iotAllows,
  TASK_STATUS_MOVES,
  type TaskBody,
  type TaskListQuery,
  type TaskPage,
  type TaskResultListQuery,
  type TaskResultPage,
  type TaskRunListQuery,
  type TaskRunPage,
  type TaskStatusAction,
  type TaskView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { groupInScope } from '../../../db/device-scope';
import { authoredBy, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { requireDeclaredCommand } from '../devtypes/declared-commands';
import type { TaskRunner } from './task-runner';
import { nextDue } from './task-schedule';
import { commandTargets } from './task-targets';
import { scheduleOf, toResultView, toRunView, toTaskView } from './task-view';
import { emptyCounts, tasksRepository, type TaskRow } from './tasks.repository';

/** Scheduled tasks (iot-console.md §7 "Tasks"): what users make, start, pause, resume, cancel and read. */
export function tasksService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, runner: TaskRunner) {
  const tasks = tasksRepository(db);

  const requireTask = async (scope: DeviceScope, id: string): Promise<TaskRow> => {
    const row = await tasks.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  const view = async (row: TaskRow): Promise<TaskView> =>
    (await views([row])).get(row.id) ?? toTaskView(row, null, clock.now());
  const views = async (rows: readonly TaskRow[]): Promise<Map<string, TaskView>> => {
    const last = await tasks.lastRuns(rows.map((row) => row.id));
    const counts = await tasks.runCounts([...last.values()].map((run) => run.id));
    const now = clock.now();
    return new Map(
      rows.map((row) => {
        const run = last.get(row.id);
        const runView = run ? toRunView(run, counts.get(run.id) ?? emptyCounts()) : null;
        return [row.id, toTaskView(row, runView, now)];
      }),
    );
  };

  /**
   * What a task will send must be something its author may do and that exists: a command needs the
   * devices' control and a declared command of a type, with targets in the author's scope; a rollout needs
   * the firmware's control and the version.
   */
  const requireSendable = async (actor: IotActor, body: TaskBody) => {
    const { scope } = actor;
    if (body.type === 'command' && body.command) {
      if (!iotAllows(actor.grants, { resource: 'devices', action: 'control' }))
        throw AppError.of('FORBIDDEN');
      const { command } = body;
      const [known] = await devtypesRepository(db).existing(scope.ownerId, [command.devtype]);
      if (!known) throw AppError.of('NOT_FOUND');
      await requireDeclaredCommand(db, scope.ownerId, command.devtype, command.cmd, command.params);
      if (command.targetKind === 'group') {
        const group = await db
          .selectFrom('deviceGroups')
          .select('id')
          .where((eb) => groupInScope(eb, scope))
          .where('id', '=', command.groupid ?? '')
          .executeTakeFirst();
        if (!group) throw AppError.of('NOT_FOUND');
      } else {
        const found = new Set(await commandTargets(db, scope, command));
        const missing = (command.devids ?? []).filter((devid) => !found.has(devid));
        if (missing.length > 0) throw AppError.of('NOT_FOUND', { devids: missing });
      }
    }
    if (body.type === 'ota' && body.ota) {
      if (!iotAllows(actor.grants, { resource: 'firmware', action: 'control' }))
        throw AppError.of('FORBIDDEN');
      const version = await db
        .selectFrom('firmwares')
        .select('id')
        .where('userId', '=', scope.ownerId)
        .where('devtype', '=', body.ota.devtype)
        .where('version', '=', body.ota.version)
        .executeTakeFirst();
      if (!version) throw AppError.of('NOT_FOUND');
    }
  };

  /** The stored parts of a body: only the part of its type is kept. */
  const parts = (body: TaskBody) => ({
    name: body.name,
    type: body.type,
    schedule: JSON.stringify(body.schedule),
    command: body.type === 'command' && body.command ? JSON.stringify(body.command) : null,
    ota: body.type === 'ota' && body.ota ? JSON.stringify(body.ota) : null,
  });

  return {
    async list(scope: DeviceScope, query: TaskListQuery): Promise<TaskPage> {
      const page = await tasks.list(scope, query);
      const byId = await views(page.rows);
      return { totalCount: page.totalCount, result: page.rows.flatMap((row) => byId.get(row.id) ?? []) };
    },

    async get(scope: DeviceScope, id: string): Promise<TaskView> {
      return view(await requireTask(scope, id));
    },

    /** Saves a new task, `idle` until started. */
    async create(actor: IotActor, body: TaskBody): Promise<TaskView> {
      await requireSendable(actor, body);
      const now = clock.now();
      const id = randomUUID();
      await tasks.insert({
        id,
        ...parts(body),
        state: 'idle',
        nextRunAt: null,
        ...authoredBy(actor, now),
      });
      return view(await requireTask(actor.scope, id));
    },

    /** Replaces a task's definition; an active task's next due time follows the new schedule. */
    async update(actor: IotActor, id: string, body: TaskBody): Promise<TaskView> {
      const current = await requireTask(actor.scope, id);
      if (await tasks.hasRunningRun(id)) throw AppError.of('TASK_RUNNING');
      await requireSendable(actor, body);
      const now = clock.now();
      const editable = ['idle', 'active', 'paused'] as const;
      const nextRunAt = current.state === 'active' ? nextDue(body.schedule, now) : current.nextRunAt;
      if (!(await tasks.update(actor.scope, id, editable, { ...parts(body), nextRunAt, updatedAt: now })))
        throw AppError.of('TASK_STATE_INVALID');
      if (current.state === 'active') runner.kick();
      return view(await requireTask(actor.scope, id));
    },

    async remove(scope: DeviceScope, id: string): Promise<void> {
      await requireTask(scope, id);
      if (await tasks.hasRunningRun(id)) throw AppError.of('TASK_RUNNING');
      await tasks.remove(scope, id);
    },

    /**
     * start: from `idle`, due at its time (a one-time task whose time passed runs at once). pause: no new runs,
     * and a run under way stops sending until resumed. resume: due again from now. cancel: no more runs; what a
     * run had not sent yet is `cancelled`. 409 TASK_STATE_INVALID from a state the action does not leave.
     */
    async changeStatus(scope: DeviceScope, id: string, action: TaskStatusAction): Promise<TaskView> {
      const row = await requireTask(scope, id);
      const move = TASK_STATUS_MOVES[action];
      const now = clock.now();
      const schedule = scheduleOf(row);
      let nextRunAt: number | null = null;
      if (action === 'start') nextRunAt = nextDue(schedule, now);
      // A one-time task resumed after its run was made has nothing more to make: the run goes on.
      if (action === 'resume')
        nextRunAt =
          schedule.kind === 'once' && (await tasks.lastRuns([id])).size > 0 ? null : nextDue(schedule, now);
      const moved = await db.transaction().execute(async (trx) => {
        const changed = await tasksRepository(trx).update(scope, id, move.from, {
          state: move.to,
          nextRunAt,
          updatedAt: now,
        });
        if (changed && action === 'cancel') await tasksRepository(trx).cancelRuns(id, now);
        return changed;
      });
      if (!moved) throw AppError.of('TASK_STATE_INVALID');
      if (move.to === 'active') runner.kick();
      return view(await requireTask(scope, id));
    },

    async runs(scope: DeviceScope, id: string, query: TaskRunListQuery): Promise<TaskRunPage> {
      await requireTask(scope, id);
      const page = await tasks.runs(id, query);
      const counts = await tasks.runCounts(page.rows.map((run) => run.id));
      return {
        totalCount: page.totalCount,
        result: page.rows.map((run) => toRunView(run, counts.get(run.id) ?? emptyCounts())),
      };
    },

    async results(
      scope: DeviceScope,
      id: string,
      runId: string,
      query: TaskResultListQuery,
    ): Promise<TaskResultPage> {
      await requireTask(scope, id);
      if (!(await tasks.findRun(id, runId))) throw AppError.of('NOT_FOUND');
      const page = await tasks.results(runId, query);
      return { totalCount: page.totalCount, result: page.rows.map(toResultView) };
    },
  };
}
