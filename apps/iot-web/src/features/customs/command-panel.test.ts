import type { CommandDef, CustomView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { buttonRequest, pickCommandPanel } from './command-panel';

const panel = (label: string) => ({
  buttons: [{ label, command: 'stop', params: { fast: true }, confirm: true }],
});
const custom = (
  customname: string,
  customtype: CustomView['customtype'],
  apptype: 'web' | 'app',
  label = customname,
): CustomView => ({
  customname,
  customtype,
  apptype,
  devtype: 'pump',
  value:
    customtype === 'commandPanel'
      ? panel(label)
      : { points: [{ name: 'rpm', label: '', unit: '', order: 0 }] },
  updatedBy: 'me',
  createdAt: 0,
  updatedAt: 0,
});

describe('command panel on the device page', () => {
  it("picks the type's web panel named default, else the first web panel, never a template or the app's", () => {
    expect(
      pickCommandPanel([
        custom('other', 'commandPanel', 'web'),
        custom('default', 'commandPanel', 'app'),
        custom('default', 'commandPanel', 'web'),
      ]),
    ).toEqual(panel('default'));
    expect(
      pickCommandPanel([custom('default', 'commandPanel', 'app'), custom('b', 'commandPanel', 'web')]),
    ).toEqual(panel('b'));
    expect(pickCommandPanel([custom('default', 'displayTemplate', 'web')])).toBeUndefined();
  });

  it('sends the button command and parameters as the type declares the command', () => {
    const commands: CommandDef[] = [{ name: 'stop', cmdtype: 'confirmed', params: [] }];
    const button = { label: 'Stop', command: 'stop', params: { fast: true }, confirm: true };
    expect(buttonRequest(button, commands)).toEqual({
      cmd: 'stop',
      params: { fast: true },
      options: { cmdtype: 'confirmed' },
    });
    expect(buttonRequest(button, [])).toMatchObject({ options: { cmdtype: 'unconfirmed' } });
  });
});
