import { Cron } from 'croner';
import { z } from 'zod';
import { commandBodySchema, COMMAND_TIMEOUT_MAX_MS, COMMAND_TIMEOUT_MIN_MS } from './command-calls';
import { devidListSchema } from './device-calls';
import { COMMAND_DEFAULT_TIMEOUT_MS, commandTypeSchema } from './devices';
import { devtypeNameSchema, keyNameSchema } from './devtype-calls';
import { firmwareNotifySchema, firmwareVersionSchema } from './firmware-calls';
import type { ListResult } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, requiredText, requiredTrimmedText, text } from './validation/text';
import { recordIdParamsSchema, recordIdSchema } from './validation/record-id';
import { strictNumber } from './strict-number';

// Scheduled tasks (iot-console.md §7 "Tasks", §4 "task status changes by a patch call"). A task sends one
// command to devices or a group, or starts an OTA rollout, once at a time or on a cron schedule read in the
// task's time zone. Each due time makes one run (exactly once across server nodes); a command run keeps one
// result per device.

/** What a task does: send a command, or start a firmware rollout (firmware-calls.ts). */
export const TASK_TYPES = ['command', 'ota'] as const;
/** What a task does. */
export type TaskType = (typeof TASK_TYPES)[number];

/**
 * A task's life: created (`idle`), started (`active`: it runs at its due times), `paused` (no new runs, a
 * run under way stops sending), `done` (a one-time task after its run), `cancelled`.
 */
export const TASK_STATES = ['idle', 'active', 'paused', 'done', 'cancelled'] as const;
/** A task's state. */
export type TaskState = (typeof TASK_STATES)[number];

/** PATCH /tasks/{id}/status actions, and the states each one may leave. */
export const TASK_STATUS_MOVES = {
  start: { from: ['idle'], to: 'active' },
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: ['idle', 'active', 'paused'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly TaskState[]; to: TaskState }>;
/** A status action. */
export type TaskStatusAction = keyof typeof TASK_STATUS_MOVES;
/** Every status action. */
export const TASK_STATUS_ACTIONS = Object.keys(TASK_STATUS_MOVES) as TaskStatusAction[];

/** When a task runs: once at a time, or at every time a cron expression names. */
export const SCHEDULE_KINDS = ['once', 'cron'] as const;
/** How a task is scheduled. */
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** Which devices a command task reaches: listed devices, or a group's members (read at each run). */
export const TASK_TARGET_KINDS = ['devices', 'group'] as const;
/** Which devices a command task reaches. */
export type TaskTargetKind = (typeof TASK_TARGET_KINDS)[number];

/** A run: sending (`running`), every device answered or ended (`done`), or stopped by a cancel. */
export const TASK_RUN_STATES = ['running', 'done', 'cancelled'] as const;
/** A run's state. */
export type TaskRunState = (typeof TASK_RUN_STATES)[number];

/**
 * One device's result in a command run: not yet sent (`pending`), published (`sent`), answered with code 0
 * (`replied`) or another code (`failed`), no answer within a confirmed command's timeout (`timeout`), not
 * connected when its turn came (`offline`, nothing sent), or not sent because the task was cancelled.
 */
export const TASK_RESULT_STATES = [
  'pending',
  'sent',
  'replied',
  'failed',
  'timeout',
  'offline',
  'cancelled',
] as const;
/** One device's result. */
export type TaskResultState = (typeof TASK_RESULT_STATES)[number];

/** Limits of a task. */
export const TASK_LIMITS = {
  nameMax: 64,
  cronMax: 120,
  /** Devices a command task may list (a group may hold more: its members are read at each run). */
  devicesMax: 1000,
  /** Next run times the cron helper and a task's view show. */
  nextRuns: 5,
  pageSizeMax: 100,
  pageSizeDefault: 20,
} as const;

/** Whether an IANA time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The cron job for an expression in a time zone, or undefined when the expression is not valid. */
function cronOf(expression: string, timezone: string): Cron | undefined {
  try {
    // Five fields (minute hour day month weekday), as crontab writes them; days match like Vixie cron.
    return new Cron(expression, { timezone, paused: true, mode: '5-part', domAndDow: false });
  } catch {
    return undefined;
  }
}

/**
 * The next `count` times (epoch ms) a cron expression names after `after`, read in `timezone`; empty when
 * the expression is not valid or never matches (30 February).
 */
export function nextCronTimes(expression: string, timezone: string, after: number, count: number): number[] {
  const job = cronOf(expression, timezone);
  if (!job) return [];
  return job.nextRuns(count, new Date(after)).map((date) => date.getTime());
}

const timeZoneSchema = requiredText().max(64, M.tooLong).refine(isTimeZone, M.timezoneInvalid);

/** When a task runs. `at` (epoch ms) for `once`; `cron` for `cron`; the time zone reads the expression. */
export const taskScheduleSchema = fields({
  kind: z.enum(SCHEDULE_KINDS, { error: M.invalidOption }),
  at: z.number({ error: M.invalidType }).int(M.invalidType).positive(M.invalidType).optional(),
  cron: text().trim().max(TASK_LIMITS.cronMax, M.tooLong).optional(),
  timezone: timeZoneSchema,
}).superRefine((schedule, ctx) => {
  if (schedule.kind === 'once' && schedule.at === undefined)
    ctx.addIssue({ code: 'custom', path: ['at'], message: M.required });
  if (schedule.kind !== 'cron') return;
  if (!schedule.cron) {
    ctx.addIssue({ code: 'custom', path: ['cron'], message: M.required });
    return;
  }
  // Checked against the zone given: a bad zone is reported on its own field above.
  const zone = isTimeZone(schedule.timezone) ? schedule.timezone : 'UTC';
  if (nextCronTimes(schedule.cron, zone, Date.now(), 1).length === 0)
    ctx.addIssue({ code: 'custom', path: ['cron'], message: M.cronInvalid });
});
/** A valid schedule. */
export type TaskSchedule = z.output<typeof taskScheduleSchema>;

/** What a command task sends, and to which devices of the type. */
export const taskCommandSchema = fields({
  devtype: devtypeNameSchema,
  cmd: keyNameSchema,
  params: commandBodySchema,
  cmdtype: commandTypeSchema,
  /** How long a confirmed command waits for each device's reply, ms. */
  timeout: z
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(COMMAND_TIMEOUT_MIN_MS, M.outOfRange)
    .max(COMMAND_TIMEOUT_MAX_MS, M.outOfRange)
    .default(COMMAND_DEFAULT_TIMEOUT_MS),
  targetKind: z.enum(TASK_TARGET_KINDS, { error: M.invalidOption }),
  devids: devidListSchema.max(TASK_LIMITS.devicesMax, M.tooMany).optional(),
  groupid: z.string({ error: M.invalidType }).min(1, M.required).max(36, M.tooLong).optional(),
}).superRefine((command, ctx) => {
  if (command.targetKind === 'devices' && !command.devids)
    ctx.addIssue({ code: 'custom', path: ['devids'], message: M.required });
  if (command.targetKind === 'group' && !command.groupid)
    ctx.addIssue({ code: 'custom', path: ['groupid'], message: M.required });
});
/** A valid command of a task. */
export type TaskCommand = z.output<typeof taskCommandSchema>;

/** What an OTA task starts at its due time: a rollout of a version to its targets (as POST …/notify). */
export const taskOtaSchema = fields({
  devtype: devtypeNameSchema,
  version: firmwareVersionSchema,
  rollout: firmwareNotifySchema,
});
/** A valid OTA part of a task. */
export type TaskOta = z.output<typeof taskOtaSchema>;

/** Body of POST /tasks and PUT /tasks/{id}: `command` for a command task, `ota` for an OTA task. */
export const taskBodySchema = fields({
  name: requiredTrimmedText().max(TASK_LIMITS.nameMax, M.tooLong),
  type: z.enum(TASK_TYPES, { error: M.invalidOption }),
  schedule: taskScheduleSchema,
  command: taskCommandSchema.optional(),
  ota: taskOtaSchema.optional(),
}).superRefine((task, ctx) => {
  if (task.type === 'command' && !task.command)
    ctx.addIssue({ code: 'custom', path: ['command'], message: M.required });
  if (task.type === 'ota' && !task.ota) ctx.addIssue({ code: 'custom', path: ['ota'], message: M.required });
});
/** A valid task body. */
export type TaskBody = z.output<typeof taskBodySchema>;
/** A task body as a form writes it. */
export type TaskBodyInput = z.input<typeof taskBodySchema>;

/** Path of /tasks/{id}. */
export const taskParamsSchema = recordIdParamsSchema;
/** Path of /tasks/{id}/runs/{runId}/results. */
export const taskRunParamsSchema = taskParamsSchema.extend({ runId: recordIdSchema });

/** PATCH /tasks/{id}/status. */
export const taskStatusSchema = fields({
  action: z.enum(TASK_STATUS_ACTIONS as [TaskStatusAction, ...TaskStatusAction[]], {
    error: M.invalidOption,
  }),
});

const pageNumber = (max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    strictNumber(
      z.coerce
        .number({ error: M.listParamInvalid })
        .int(M.listParamInvalid)
        .min(1, M.listParamInvalid)
        .max(max, M.listParamInvalid)
        .default(fallback),
    ),
  );
const pageQuery = {
  page: pageNumber(Number.MAX_SAFE_INTEGER, 1),
  pageSize: pageNumber(TASK_LIMITS.pageSizeMax, TASK_LIMITS.pageSizeDefault),
};

/** GET /tasks: `type`, `name` (contains), `id`, pages from 1. */
export const taskListQuerySchema = z.object({
  ...pageQuery,
  type: z.enum(TASK_TYPES, { error: M.invalidOption }).optional(),
  name: text().trim().max(TASK_LIMITS.nameMax, M.tooLong).optional(),
  id: z.string().max(36, M.tooLong).optional(),
});
/** A parsed task list query. */
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

/** GET /tasks/{id}/runs: pages from 1. */
export const taskRunListQuerySchema = z.object(pageQuery);
/** A parsed run list query. */
export type TaskRunListQuery = z.output<typeof taskRunListQuerySchema>;

/** GET /tasks/{id}/runs/{runId}/results: pages from 1, optionally one state. */
export const taskResultListQuerySchema = z.object({
  ...pageQuery,
  state: z.enum(TASK_RESULT_STATES, { error: M.invalidOption }).optional(),
});
/** A parsed result list query. */
export type TaskResultListQuery = z.output<typeof taskResultListQuerySchema>;

/** A run in a task's history. */
export interface TaskRunView {
  id: string;
  taskId: string;
  /** The due time it ran for (epoch ms). */
  dueAt: number;
  state: TaskRunState;
  startedAt: number;
  finishedAt: number | null;
  /** Devices per result state (command runs). */
  counts: Record<TaskResultState, number>;
  /** The rollout an OTA run started. */
  rolloutId: string | null;
  /** Why a run ended without sending, as an error code (`OTA_NO_TARGETS`, `NOT_FOUND`); empty otherwise. */
  note: string;
}

/** A task in lists and on its page. */
export interface TaskView {
  id: string;
  name: string;
  type: TaskType;
  state: TaskState;
  schedule: TaskSchedule;
  command: TaskCommand | null;
  ota: TaskOta | null;
  /** When it runs next (epoch ms), while active. */
  nextRunAt: number | null;
  /** The next run times (up to TASK_LIMITS.nextRuns) while idle (as if started now), active or paused. */
  nextRuns: number[];
  lastRun: TaskRunView | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** One device's result in a run. */
export interface TaskResultView {
  devid: string;
  state: TaskResultState;
  /** The device's reply message, or why the server did not send: an error code (`NOT_FOUND`: deleted). */
  reason: string;
  /** The command sent (see the device's command history). */
  commandId: string | null;
  /** The device's reply, when it answered. */
  reply: Record<string, unknown> | null;
  updatedAt: number;
}

/** GET /tasks. */
export type TaskPage = ListResult<TaskView>;
/** GET /tasks/{id}/runs. */
export type TaskRunPage = ListResult<TaskRunView>;
/** GET /tasks/{id}/runs/{runId}/results. */
export type TaskResultPage = ListResult<TaskResultView>;
