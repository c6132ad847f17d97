import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceView, RecordView } from '@fleetkey/contract';
import en from '../../../locales/en.json';
import { renderIot } from '../../../test/render-iot';
import { DeviceAlarms } from './DeviceAlarms';

const DEVICE = { devid: 'm-1', devtype: 'meter' } as DeviceView;
const T = Date.UTC(2025, 0, 2, 3, 4, 5);

const RECORD: RecordView = {
  id: 'r-1',
  ruleId: 'rule-1',
  ruleName: 'Overvoltage',
  devid: 'm-1',
  severity: 'critical',
  state: 'active',
  count: 3,
  firstFiredAt: T,
  lastFiredAt: T + 60_000,
  acknowledgedBy: null,
  acknowledgedAt: null,
  clearedBy: null,
  clearedAt: null,
  values: { voltage: 251 },
};

describe('the device page alarms tab', () => {
  it("lists the alarms rules raised on this device, asking for this device's records only", async () => {
    const asked: string[] = [];
    renderIot(<DeviceAlarms device={DEVICE} />, {
      routes: {
        'GET /v1/records/m-1': (url) => {
          asked.push(url.pathname);
          return { totalCount: 1, result: [RECORD] };
        },
      },
    });
    const table = await screen.findByTestId('device-alarms');
    await within(table).findByText('Overvoltage', {}, { timeout: 30_000 });
    expect(within(table).getByText(en.alarms.states.active)).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();
    expect(asked).toEqual(['/v1/records/m-1']);
  });
});
