import { describe, expect, it } from 'vitest';
import { deviceTypeView } from '../../test/device-type';
import { formOfType, SERVER_RETENTION, toUpdateInput } from './devtype-form';

const TYPE = deviceTypeView({
  devtype: 'lamp',
  comment: 'street lamps',
  mode: 'strict',
  devices: { count: 2 },
  data: [
    { name: 'lux', type: 'number', unit: 'lx', desc: 'ambient light' },
    { name: 'on', type: 'boolean' },
  ],
  commands: [
    {
      name: 'dim',
      cmdtype: 'confirmed',
      desc: 'set the brightness',
      params: [
        { name: 'level', type: 'integer', unit: '%', desc: '0 to 100' },
        { name: 'fade', type: 'number' },
      ],
    },
    { name: 'reboot', cmdtype: 'unconfirmed', params: [] },
  ],
  logs: [{ code: 'boot' }],
});

describe('device type form', () => {
  it('sends a type back unchanged when nothing was edited, command parameters included', () => {
    const parsed = toUpdateInput(formOfType(TYPE));
    expect(parsed.success && parsed.data).toEqual({
      comment: TYPE.comment,
      mode: 'strict',
      retentionDays: null,
      data: TYPE.data,
      commands: TYPE.commands,
    });
  });

  it('refuses a parameter name the contract refuses, at the parameter', () => {
    const form = formOfType(TYPE);
    form.commands[0]!.params[1]!.name = 'fade-in';
    const parsed = toUpdateInput(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['commands', 0, 'params', 1, 'name']]);
  });

  it("sends a type's own retention back as its days, and the server setting as null", () => {
    const keeping = formOfType({ ...TYPE, retentionDays: 365 });
    expect(keeping.retention).toBe(365);
    const parsed = toUpdateInput(keeping);
    expect(parsed.success && parsed.data.retentionDays).toBe(365);
    const server = toUpdateInput({ ...keeping, retention: SERVER_RETENTION });
    expect(server.success && server.data.retentionDays).toBeNull();
  });
});
