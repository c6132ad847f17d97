import type {
  TaskCommand,
  TaskOta,
  TaskResultView,
  TaskRunView,
  TaskSchedule,
  TaskView,
} from '@fleetkey/contract';
import { upcomingRuns } from './task-schedule';
import type { ResultCounts, TaskRow, TaskRunRow } from './tasks.repository';

// The JSON columns were written from the contract's parsed bodies, so they are read back as those shapes.

/** A task's schedule. */
export const scheduleOf = (row: TaskRow): TaskSchedule => JSON.parse(row.schedule) as TaskSchedule;
/** A command task's command. */
export const commandOf = (row: TaskRow): TaskCommand | null =>
  row.command === null ? null : (JSON.parse(row.command) as TaskCommand);
/** An OTA task's version and rollout settings. */
export const otaOf = (row: TaskRow): TaskOta | null =>
  row.ota === null ? null : (JSON.parse(row.ota) as TaskOta);

export function toRunView(row: TaskRunRow, counts: ResultCounts): TaskRunView {
  return {
    id: row.id,
    taskId: row.taskId,
    dueAt: row.dueAt,
    state: row.state,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    counts,
    rolloutId: row.rolloutId,
    note: row.note,
  };
}

export function toTaskView(row: TaskRow, lastRun: TaskRunView | null, now: number): TaskView {
  const schedule = scheduleOf(row);
  const upcoming = row.state === 'active' || row.state === 'paused' || row.state === 'idle';
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    state: row.state,
    schedule,
    command: commandOf(row),
    ota: otaOf(row),
    nextRunAt: row.state === 'active' ? row.nextRunAt : null,
    nextRuns: upcoming ? upcomingRuns(schedule, now) : [],
    lastRun,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A result row as the history lists it (the reply is the device's JSON, as recorded). */
export function toResultView(row: {
  devid: string;
  state: TaskResultView['state'];
  reason: string;
  commandId: string;
  updatedAt: number;
  reply: string | null;
  repliedAt: number | null;
}): TaskResultView {
  const reply = row.reply === null ? null : (JSON.parse(row.reply) as Record<string, unknown>);
  const message = typeof reply?.message === 'string' ? reply.message : '';
  return {
    devid: row.devid,
    state: row.state,
    reason: row.reason || message,
    commandId: row.state === 'offline' || row.state === 'cancelled' ? null : row.commandId,
    reply,
    updatedAt: row.repliedAt ?? row.updatedAt,
  };
}
