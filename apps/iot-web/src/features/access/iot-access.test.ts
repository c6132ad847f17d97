import { describe, expect, it } from 'vitest';
import type { IotAccessView } from '@fleetkey/contract';
import type { MenuEntry } from '@fleetkey/web-kit';
import { IOT_MENU } from '../shell/menu';
import { meets, needOfPath, visibleMenu } from './iot-access';

const keys = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.key, ...keys(entry.children ?? [])]);
const main: IotAccessView = {
  main: true,
  mustChangePassword: false,
  grants: {},
  scope: { kind: 'all', groupIds: [], projectIds: [] },
};
const reader: IotAccessView = {
  main: false,
  mustChangePassword: false,
  grants: { devices: ['read', 'control'] },
  scope: { kind: 'groups', groupIds: ['g1'], projectIds: [] },
};

describe('IoT menu by access', () => {
  it('shows the main account every entry', () => {
    expect(keys(visibleMenu(IOT_MENU, main))).toEqual(keys([...IOT_MENU]));
  });

  it('shows a sub-user only the granted screens, its user centre and the developer reference, never sub-users or billing', () => {
    expect(keys(visibleMenu(IOT_MENU, reader))).toEqual([
      'dashboard',
      'devicesGroup',
      'devices',
      'dataGroup',
      'realTime',
      'history',
      'accountGroup',
      'userCenter',
      'developer',
    ]);
  });

  it('shows the firmware screen to a sub-user who may read firmware', () => {
    const firmwareReader: IotAccessView = { ...reader, grants: { firmware: ['read'] } };
    expect(keys(visibleMenu(IOT_MENU, firmwareReader))).toEqual([
      'devicesGroup',
      'firmware',
      'accountGroup',
      'userCenter',
      'developer',
    ]);
    expect(meets(firmwareReader, needOfPath('/Home/Firmware'))).toBe(true);
    expect(meets(reader, needOfPath('/Home/Firmware'))).toBe(false);
  });

  it('asks the main account itself for main-only screens, whatever the grants', () => {
    expect(meets(reader, 'main')).toBe(false);
    expect(meets(reader, { resource: 'devices', action: 'write' })).toBe(false);
    expect(meets(reader, { resource: 'devices', action: 'control' })).toBe(true);
    expect(meets(main, 'main')).toBe(true);
  });
});
