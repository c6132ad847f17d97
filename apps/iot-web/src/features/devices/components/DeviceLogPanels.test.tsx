import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceConnectionView, DeviceRejectionView, DeviceView } from '@fleetkey/contract';
import en from '../../../locales/en.json';
import { renderIot } from '../../../test/render-iot';
import { ConnectionLogPanel } from './ConnectionLogPanel';
import { RejectionsPanel } from './RejectionsPanel';
import { RejectionsTabLabel } from './RejectionsTabLabel';

const DEVICE = { devid: 'm-1', devtype: 'meter' } as DeviceView;
const T = Date.UTC(2025, 0, 2, 3, 4, 5);

const REJECTED: DeviceRejectionView[] = [
  {
    id: 'b',
    devid: 'm-1',
    time: T + 1,
    topic: 'dev/meter/m-1/data',
    reason: 'VALUE_TYPE_MISMATCH',
    detail: 'temp: number',
    payloadHead: '{"temp":"hot"}',
  },
  {
    id: 'a',
    devid: 'm-1',
    time: T,
    topic: 'dev/meter/m-1/data',
    reason: 'MALFORMED_JSON',
    detail: '',
    payloadHead: 'not json',
  },
];

const CONNECTIONS: DeviceConnectionView[] = [
  {
    id: 'c',
    devid: 'm-1',
    time: T,
    event: 'connect_refused',
    clientId: 'm-1',
    remoteAddress: '10.0.0.7',
    reason: 'WRONG_SECRET',
    detail: '',
  },
];

describe('device log panels', () => {
  it('lists rejected messages with their reasons in the reader language and their payload heads', async () => {
    renderIot(<RejectionsPanel device={DEVICE} />, {
      routes: {
        'GET /v1/devices/m-1/rejections': () => ({ totalCount: 2, result: REJECTED, recentCount: 2 }),
      },
    });
    const table = await screen.findByTestId('device-rejections');
    await within(table).findByText('not json', {}, { timeout: 30_000 });
    const reasons = within(table)
      .getAllByTestId('rejection-reason')
      .map((tag) => tag.textContent);
    expect(reasons).toEqual([
      en.rejections.reasons.VALUE_TYPE_MISMATCH,
      en.rejections.reasons.MALFORMED_JSON,
    ]);
    expect(within(table).getByText('temp: number')).toBeTruthy();
    expect(within(table).getByText('{"temp":"hot"}')).toBeTruthy();
  });

  it('says there is nothing when no message was rejected, and shows no badge', async () => {
    renderIot(
      <>
        <RejectionsPanel device={DEVICE} />
        <RejectionsTabLabel device={DEVICE} />
      </>,
      { routes: { 'GET /v1/devices/m-1/rejections': () => ({ totalCount: 0, result: [], recentCount: 0 }) } },
    );
    expect(await screen.findByTestId('no-data', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByTitle(/rejected in the last 7 days/)).toBeNull();
  });

  it('counts the last 7 days of rejections on the tab, those beyond the list included', async () => {
    const { fetch } = renderIot(<RejectionsTabLabel device={DEVICE} />, {
      routes: { 'GET /v1/devices/m-1/rejections': () => ({ totalCount: 20, result: [], recentCount: 25 }) },
    });
    expect(await screen.findByTitle('25 rejected in the last 7 days', {}, { timeout: 30_000 })).toBeTruthy();
    const input = fetch.mock.calls[0]?.[0];
    const asked = new URL(
      input instanceof Request ? input.url : (input?.toString() ?? ''),
      'http://localhost',
    );
    expect(asked.searchParams.get('aggregation')).toBe('count');
  });

  it('lists connection events with their reasons', async () => {
    renderIot(<ConnectionLogPanel device={DEVICE} />, {
      routes: { 'GET /v1/devices/m-1/connections': () => ({ totalCount: 1, result: CONNECTIONS }) },
    });
    const table = await screen.findByTestId('device-connections');
    expect((await within(table).findByTestId('connection-event', {}, { timeout: 30_000 })).textContent).toBe(
      en.connections.events.connect_refused,
    );
    expect(within(table).getByTestId('connection-reason').textContent).toBe(
      en.connections.reasons.WRONG_SECRET,
    );
    expect(within(table).getByText('10.0.0.7')).toBeTruthy();
  });
});
