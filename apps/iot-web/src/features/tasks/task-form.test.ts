import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { TaskView } from '@fleetkey/contract';
import { newTaskValues, taskFormValues, toTaskBody, type TaskFormValues } from './task-form';
import { statusActionsOf } from './task-states';

const commandTask = (change: Partial<TaskFormValues['command']> = {}): TaskFormValues => {
  const blank = newTaskValues();
  return {
    ...blank,
    name: ' reboot nightly ',
    schedule: { ...blank.schedule, timezone: 'UTC' },
    command: { ...blank.command, devtype: 'meter', cmd: 'reboot', devids: ['m-1', 'm-2'], ...change },
  };
};

/** Once, at 9:00 on 1 June 2025 in Shanghai (01:00 UTC). */
const ONCE_IN_SHANGHAI: TaskFormValues['schedule'] = {
  kind: 'once',
  at: dayjs(new Date(2025, 5, 1, 9, 0, 0)),
  cron: '',
  timezone: 'Asia/Shanghai',
};

describe('task form', () => {
  it('sends a command task with only the targets of its kind, trimmed, as the contract parses it', () => {
    const checked = toTaskBody(commandTask({ params: '{"delay": 5}', groupid: 'g1' }));
    expect(checked.ok && checked.body).toEqual({
      name: 'reboot nightly',
      type: 'command',
      schedule: { kind: 'cron', cron: '0 9 * * *', timezone: 'UTC' },
      command: {
        devtype: 'meter',
        cmd: 'reboot',
        params: { delay: 5 },
        cmdtype: 'unconfirmed',
        timeout: 10_000,
        targetKind: 'devices',
        devids: ['m-1', 'm-2'],
      },
    });
  });

  it('reports parameters that are not a JSON object, and the fields the contract asks for', () => {
    const checked = toTaskBody({ ...commandTask({ params: '[1]', devids: undefined }), name: '' });
    expect(checked.ok || checked.issues).toEqual([
      { path: ['command', 'params'], message: 'commands.paramsInvalid' },
      { path: ['name'], message: 'validation.required' },
      { path: ['command', 'devids'], message: 'validation.required' },
    ]);
  });

  it('reports a cron expression that names no time', () => {
    const values = commandTask();
    const checked = toTaskBody({ ...values, schedule: { ...values.schedule, cron: '0 9 31 2 *' } });
    expect(checked.ok || checked.issues).toEqual([
      { path: ['schedule', 'cron'], message: 'validation.cronInvalid' },
    ]);
  });

  it('reads the one time in the schedule zone, not the browser one', () => {
    const values = commandTask();
    const checked = toTaskBody({
      ...values,
      schedule: ONCE_IN_SHANGHAI,
    });
    expect(checked.ok && checked.body.schedule).toEqual({
      kind: 'once',
      at: Date.UTC(2025, 5, 1, 1, 0),
      timezone: 'Asia/Shanghai',
    });
  });

  it('sends an OTA task with the rollout settings, its errors at the fields the form shows', () => {
    const blank = newTaskValues();
    const ota: TaskFormValues = {
      ...blank,
      name: 'update',
      type: 'ota',
      ota: { devtype: 'meter', version: '1.1.0' },
    };
    const checked = toTaskBody({ ...ota, upgrade_type: 'ids', ids: undefined });
    expect(checked.ok || checked.issues).toEqual([{ path: ['ids'], message: 'validation.required' }]);
    const sent = toTaskBody({ ...ota, upgrade_type: 'group', groupid: 'g1', ids: ['m-1'] });
    expect(sent.ok && sent.body.ota?.rollout).toMatchObject({ upgrade_type: 'group', groupid: 'g1' });
    expect(sent.ok && 'command' in sent.body).toBe(false);
  });

  it('edits a task as it was saved', () => {
    const values = commandTask({ params: '{"delay":5}' });
    const checked = toTaskBody({
      ...values,
      schedule: ONCE_IN_SHANGHAI,
    });
    if (!checked.ok) throw new Error('not valid');
    const task = { ...checked.body, command: checked.body.command ?? null, ota: null } as unknown as TaskView;
    const again = toTaskBody(taskFormValues(task));
    expect(again.ok && again.body).toEqual(checked.body);
  });
});

describe('task status buttons', () => {
  it('offer the moves the contract allows from each state', () => {
    expect(statusActionsOf('idle')).toEqual(['start', 'cancel']);
    expect(statusActionsOf('active')).toEqual(['pause', 'cancel']);
    expect(statusActionsOf('paused')).toEqual(['resume', 'cancel']);
    expect(statusActionsOf('done')).toEqual([]);
    expect(statusActionsOf('cancelled')).toEqual([]);
  });
});
