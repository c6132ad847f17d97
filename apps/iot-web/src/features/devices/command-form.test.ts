import { describe, expect, it } from 'vitest';
import { COMMAND_FORM_DEFAULTS, paramsTemplate, toCommandRequest } from './command-form';

describe('command form', () => {
  it('sends unconfirmed by default, without a timeout', () => {
    expect(toCommandRequest({ ...COMMAND_FORM_DEFAULTS, cmd: 'reboot' })).toEqual({
      request: { cmd: 'reboot', params: {}, options: { cmdtype: 'unconfirmed', timeout: undefined } },
    });
  });

  it('sends a confirmed command with its timeout and JSON parameters', () => {
    expect(
      toCommandRequest({
        cmd: 'set_rate',
        cmdtype: 'confirmed',
        timeout: 3000,
        params: '{"rate": 5}',
        queue: false,
      }),
    ).toEqual({
      request: { cmd: 'set_rate', params: { rate: 5 }, options: { cmdtype: 'confirmed', timeout: 3000 } },
    });
  });

  it('asks to queue the command for an offline device when ticked', () => {
    expect(toCommandRequest({ ...COMMAND_FORM_DEFAULTS, cmd: 'reboot', queue: true })).toEqual({
      request: {
        cmd: 'reboot',
        params: {},
        options: { cmdtype: 'unconfirmed', timeout: undefined, queue: true },
      },
    });
  });

  it('refuses a command name the contract refuses', () => {
    expect(toCommandRequest({ ...COMMAND_FORM_DEFAULTS, cmd: 'no spaces' })).toEqual({
      error: 'validation.keyNameInvalid',
    });
    expect(toCommandRequest(COMMAND_FORM_DEFAULTS)).toEqual({ error: 'validation.required' });
  });

  it('refuses parameters that are not a JSON object', () => {
    for (const params of ['[1]', '42', '{bad', 'null']) {
      expect(toCommandRequest({ ...COMMAND_FORM_DEFAULTS, cmd: 'x', params })).toEqual({
        error: 'commands.paramsInvalid',
      });
    }
  });

  it('keeps a confirmed timeout within the contract bounds', () => {
    const confirmed = { ...COMMAND_FORM_DEFAULTS, cmd: 'x', cmdtype: 'confirmed' as const };
    expect(toCommandRequest({ ...confirmed, timeout: 50 })).toEqual({ error: 'commands.timeoutInvalid' });
    expect(toCommandRequest({ ...confirmed, timeout: 60_000 })).toEqual({ error: 'commands.timeoutInvalid' });
    expect('request' in toCommandRequest({ ...confirmed, timeout: 10_000 })).toBe(true);
  });
});

describe('paramsTemplate', () => {
  it('lists the declared parameters with empty values, and is blank for a command without any', () => {
    const params = [
      { name: 'speed', type: 'integer' as const },
      { name: 'ratio', type: 'number' as const },
      { name: 'on', type: 'boolean' as const },
      { name: 'label', type: 'string' as const },
    ];
    expect(JSON.parse(paramsTemplate({ params }))).toEqual({ speed: 0, ratio: 0, on: false, label: '' });
    expect(paramsTemplate({ params: [] })).toBe('');
    expect(paramsTemplate(undefined)).toBe('');
  });
});
