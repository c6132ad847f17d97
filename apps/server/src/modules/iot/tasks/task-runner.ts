import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { nodeName } from '../../../platform/node-name';
import { startTicker, type Ticker } from '../../../platform/ticker';
import type { CommandDelivery } from '../commands/command-delivery';
import { commandMessage, commandTopic } from '../commands/command-view';
import type { DeviceRow } from '../devices/devices.repository';
import type { FirmwareService } from '../firmware/firmware.service';
import { commandTargets } from './task-targets';
import { taskRunsRepository, type PendingResult } from './task-runs.repository';
import { nextDue } from './task-schedule';
import { commandOf, otaOf, scheduleOf } from './task-view';
import type { TaskRow, TaskRunRow } from './tasks.repository';

/** Due tasks opened per tick, and runs leased per tick. */
const TICK_BATCH = 50;
/** Commands published at once (each awaits its broker acknowledgement); the lease is renewed per window. */
const SEND_WINDOW = 100;

/** The task engine on this node: kick() looks for due tasks soon (one was started or resumed). */
export type TaskRunner = Ticker;

/**
 * Every TASK_TICK_MS: opens a run for each due time (once across nodes: the due time moves on in the same
 * conditional write), then sends the runs this node holds the lease of. A result is marked `sent` only after
 * the broker acknowledged its command, so a run taken over after a crash sends what was not confirmed —
 * again with the command id chosen when the run was made — and never what was.
 */
export function startTaskRunner(
  context: AppContext,
  delivery: CommandDelivery,
  firmware: FirmwareService,
): TaskRunner {
  const { app, db, bus, clock, config } = context;
  const node = nodeName();
  const log = app.log.child({ module: 'tasks', node });
  const runs = taskRunsRepository(db);
  const { leaseMs } = config.tasks;

  const openRun = async (task: TaskRow) => {
    const dueAt = task.nextRunAt;
    if (dueAt === null) return;
    const now = clock.now();
    const schedule = scheduleOf(task);
    // Times missed while the server was down or the task paused make one run, not a burst.
    const next = schedule.kind === 'cron' ? nextDue(schedule, Math.max(now, dueAt)) : null;
    const scope = { ownerId: task.userId, profileId: task.profileId };
    const command = commandOf(task);
    const devids = command ? await commandTargets(db, scope, command) : [];
    const run = { id: randomUUID(), rolloutId: task.type === 'ota' ? randomUUID() : null };
    if (await runs.open(task, dueAt, next, now, run, devids))
      log.info({ task: task.id, run: run.id, dueAt, devices: devids.length }, 'task run opened');
  };

  /** Starts an OTA run's rollout (made once: its id was chosen with the run) and ends the run. */
  const startRollout = async (task: TaskRow, run: TaskRunRow) => {
    const ota = otaOf(task);
    let note = '';
    if (ota && run.rolloutId) {
      const starter = {
        scope: { ownerId: task.userId, profileId: task.profileId },
        username: task.createdBy,
      };
      try {
        await firmware.notify(starter, ota.devtype, ota.version, ota.rollout, run.rolloutId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The version deleted, no device to update: the run says why instead of failing again each tick.
        note = error.code;
      }
    }
    await runs.finish(run, node, clock.now(), note);
  };

  /** Sends one pending result's command, or settles it as offline or gone; false when the broker refused. */
  const sendOne = async (
    run: TaskRunRow,
    command: NonNullable<ReturnType<typeof commandOf>>,
    result: PendingResult,
    device: Pick<DeviceRow, 'devid' | 'devtype' | 'status' | 'gatewayDevid'> | undefined,
  ): Promise<boolean> => {
    const now = clock.now();
    if (!device) {
      await runs.settle(run.id, [result.devid], 'failed', 'NOT_FOUND', now);
      return true;
    }
    if (!delivery.reachable(device)) {
      await runs.settle(run.id, [result.devid], 'offline', '', now);
      return true;
    }
    const confirmed = command.cmdtype === 'confirmed';
    const row = {
      id: result.commandId,
      devid: result.devid,
      cmd: command.cmd,
      cmdtype: command.cmdtype,
      datatype: 'json',
      params: JSON.stringify(command.params),
      state: 'sent',
      timeoutMs: confirmed ? command.timeout : null,
      sentAt: now,
    };
    // A resend after a takeover finds the command recorded already: the device sees the same id again.
    await db
      .insertInto('deviceCommands')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    try {
      await bus.publish(
        commandTopic(device.devtype, device.devid, command.cmd),
        commandMessage(row, command.params),
        1,
      );
    } catch (error) {
      log.warn({ err: error, run: run.id, devid: result.devid }, 'task command not sent');
      return false;
    }
    await runs.settle(run.id, [result.devid], 'sent', '', clock.now());
    return true;
  };

  const sendRun = async (run: TaskRunRow) => {
    const task = await db.selectFrom('tasks').selectAll().where('id', '=', run.taskId).executeTakeFirst();
    if (!task) return;
    if (task.type === 'ota') {
      await startRollout(task, run);
      return;
    }
    const command = commandOf(task);
    if (!command) return;
    for (;;) {
      if (!bus.link().up) return;
      const pending = await runs.pending(run.id, SEND_WINDOW);
      if (pending.length === 0) break;
      if (!(await runs.renew(run.id, node, clock.now(), leaseMs))) {
        log.warn({ run: run.id }, 'task run lease lost; another node goes on with it');
        return;
      }
      const devices = await db
        .selectFrom('devices')
        .select(['devid', 'devtype', 'status', 'gatewayDevid'])
        .where(
          'devid',
          'in',
          pending.map((result) => result.devid),
        )
        .execute();
      const byId = new Map(devices.map((device) => [device.devid, device]));
      log.debug({ run: run.id, devices: pending.length }, 'task run sending');
      const sent = await Promise.all(
        pending.map((result) => sendOne(run, command, result, byId.get(result.devid))),
      );
      // The broker went away: what is left is sent on a later tick, by whichever node holds the run.
      if (sent.includes(false)) return;
    }
    const now = clock.now();
    await runs.expireWaits(run.id, now);
    if ((await runs.unfinished(run.id)) === 0 && (await runs.finish(run, node, now)))
      log.info({ task: task.id, run: run.id }, 'task run done');
  };

  return startTicker(app, { tickMs: config.tasks.tickMs, log, what: 'task' }, async () => {
    for (const task of await runs.due(clock.now(), TICK_BATCH))
      await openRun(task).catch((error: unknown) =>
        log.error({ err: error, task: task.id }, 'task run not opened'),
      );
    for (const run of await runs.lease(node, clock.now(), leaseMs, TICK_BATCH))
      await sendRun(run).catch((error: unknown) =>
        log.error({ err: error, run: run.id }, 'task run step failed'),
      );
  });
}
