import dayjs, { type Dayjs } from 'dayjs';
import {
  COMMAND_DEFAULT_TIMEOUT_MS,
  taskBodySchema,
  type CommandType,
  type ScheduleKind,
  type TaskBody,
  type TaskTargetKind,
  type TaskType,
  type TaskView,
  wallTimeIn,
} from '@fleetkey/contract';
import { NOTIFY_DEFAULTS, type NotifyFormValues } from '../firmware/notify-form';
import { browserTimeZone } from '@fleetkey/web-kit';
import { epochOfWallTime } from './task-schedule';
import type { FormCheck, FormIssue } from '../common/form-issues';

/**
 * What the task form holds. The rollout settings of an OTA task sit at the top, under the names the
 * firmware screen's notify form gives them (its target and settings fields are reused as they are).
 */
export type TaskFormValues = {
  name: string;
  type: TaskType;
  schedule: {
    kind: ScheduleKind;
    /** The one time as the picker shows it: a wall-clock time in the schedule's zone. */
    at?: Dayjs | null;
    cron: string;
    timezone: string;
  };
  command: {
    devtype?: string;
    cmd?: string;
    /** A JSON object, or blank for none. */
    params: string;
    cmdtype: CommandType;
    timeout: number;
    targetKind: TaskTargetKind;
    devids?: string[];
    groupid?: string;
  };
  ota: { devtype?: string; version?: string };
} & NotifyFormValues;

/** A new task: a command to chosen devices, every day at 09:00 in the browser's zone. */
export function newTaskValues(): TaskFormValues {
  return {
    name: '',
    type: 'command',
    schedule: { kind: 'cron', at: null, cron: '0 9 * * *', timezone: browserTimeZone() },
    command: {
      params: '',
      cmdtype: 'unconfirmed',
      timeout: COMMAND_DEFAULT_TIMEOUT_MS,
      targetKind: 'devices',
    },
    ota: {},
    ...NOTIFY_DEFAULTS,
  };
}

/** A wall-clock time as the date picker holds it (its own zone is the browser's, which is not used). */
function pickerTime(ms: number, zone: string): Dayjs {
  const w = wallTimeIn(ms, zone);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** The form of an existing task. */
export function taskFormValues(task: TaskView): TaskFormValues {
  const blank = newTaskValues();
  const { schedule, command, ota } = task;
  return {
    ...blank,
    name: task.name,
    type: task.type,
    schedule: {
      kind: schedule.kind,
      at: schedule.at === undefined ? null : pickerTime(schedule.at, schedule.timezone),
      cron: schedule.cron ?? '',
      timezone: schedule.timezone,
    },
    command: command
      ? {
          ...command,
          params: Object.keys(command.params).length > 0 ? JSON.stringify(command.params) : '',
        }
      : blank.command,
    ota: ota ? { devtype: ota.devtype, version: ota.version } : blank.ota,
    ...(ota ? { ...ota.rollout } : {}),
  };
}

/** The parameters box as an object; undefined when it is not a JSON object. */
export function paramsOf(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The form's path of a body issue: the rollout's fields sit at the form's top. */
function formPath(path: readonly PropertyKey[]): (string | number)[] {
  const parts = path.map((part) => (typeof part === 'number' ? part : String(part)));
  return parts[0] === 'ota' && parts[1] === 'rollout' ? parts.slice(2) : parts;
}

/**
 * The form as a task body, checked with the contract's schema (the server's own). Only the part of the
 * chosen type, and of a command only the targets of the chosen kind, are sent; the one time is read in the
 * schedule's zone.
 */
export function toTaskBody(values: TaskFormValues): FormCheck<TaskBody> {
  const { schedule, command, ota, name, type, ids, groupid, ...rollout } = values;
  const params = paramsOf(command.params);
  const at = schedule.at
    ? epochOfWallTime(
        {
          year: schedule.at.year(),
          month: schedule.at.month() + 1,
          day: schedule.at.date(),
          hour: schedule.at.hour(),
          minute: schedule.at.minute(),
          second: schedule.at.second(),
        },
        schedule.timezone,
      )
    : undefined;
  const parsed = taskBodySchema.safeParse({
    name,
    type,
    schedule: {
      kind: schedule.kind,
      timezone: schedule.timezone,
      ...(schedule.kind === 'once' ? { at } : { cron: schedule.cron }),
    },
    ...(type === 'command'
      ? {
          command: {
            devtype: command.devtype ?? '',
            cmd: command.cmd ?? '',
            params: params ?? {},
            cmdtype: command.cmdtype,
            timeout: command.timeout,
            targetKind: command.targetKind,
            ...(command.targetKind === 'devices' ? { devids: command.devids } : { groupid: command.groupid }),
          },
        }
      : {
          ota: {
            devtype: ota.devtype ?? '',
            version: ota.version ?? '',
            rollout: {
              ...rollout,
              ...(rollout.upgrade_type === 'ids' ? { ids } : {}),
              ...(rollout.upgrade_type === 'group' ? { groupid } : {}),
            },
          },
        }),
  });
  const issues: FormIssue[] = [];
  if (type === 'command' && params === undefined)
    issues.push({ path: ['command', 'params'], message: 'commands.paramsInvalid' });
  if (!parsed.success)
    issues.push(
      ...parsed.error.issues.map((issue) => ({ path: formPath(issue.path), message: issue.message })),
    );
  if (issues.length > 0 || !parsed.success) {
    // One message a field: the first.
    const seen = new Set<string>();
    const first = issues.filter((issue) => {
      const key = issue.path.join('.');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ok: false, issues: first };
  }
  return { ok: true, body: parsed.data };
}
