import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceView } from '@fleetkey/contract';
import { confirmPopover } from '../../../test/confirm-popover';
import { renderIot } from '../../../test/render-iot';
import { RecentData } from './RecentData';

const DEVICE = { devid: 'm-1', devtype: 'meter' } as DeviceView;
const T = Date.UTC(2025, 0, 2, 3, 4, 5);

describe("the device page's data tab", { timeout: 30_000 }, () => {
  it('clears all of the stored data after a confirmation, then shows what is left', async () => {
    const cleared: string[] = [];
    let stored = [{ time: T, isodate: new Date(T).toISOString(), voltage: 230 }];
    renderIot(<RecentData device={DEVICE} clearable />, {
      routes: {
        'GET /v1/devices/m-1/data': () => ({ totalCount: stored.length, result: stored }),
        'DELETE /v1/devices/m-1/data/clear': (url) => {
          cleared.push(url.searchParams.get('devtype') ?? '');
          stored = [];
          return { deleted: 2 };
        },
      },
    });
    await screen.findByText('230', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('data-clear'));
    await confirmPopover('Clear all data');
    expect(await screen.findByText('2 points deleted.')).toBeTruthy();
    expect(cleared).toEqual(['meter']);
    await waitFor(() => expect(screen.queryByText('230')).toBeNull());
  });

  it('offers no clearing without permission to write data', async () => {
    renderIot(<RecentData device={DEVICE} clearable={false} />, {
      routes: { 'GET /v1/devices/m-1/data': () => ({ totalCount: 0, result: [] }) },
    });
    await screen.findByTestId('recent-data');
    expect(screen.queryByTestId('data-clear')).toBeNull();
  });
});
