import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceView } from '@fleetkey/contract';
import { confirmPopover } from '../../../test/confirm-popover';
import { renderIot } from '../../../test/render-iot';
import { RecentData } from './RecentData';

const DEVICE = { devid: 'm-1', devtype: 'meter' } as DeviceView;
const T = Date.UTC(2025, 0, 2, 3, 4, 5);

describe("the device page's data tab", () => {
  it('clears all of the stored data after a confirmation, then shows what is left', async () => {
    const cleared: string[] = [];
    let stored = [{ time: T, isodate: new Date(T).toISOString(), voltage: 230 }];
    renderIot(<RecentData device={DEVICE} editable />, {
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

  it('offers no clearing, adding or deleting without permission to write data', async () => {
    renderIot(<RecentData device={DEVICE} editable={false} />, {
      routes: { 'GET /v1/devices/m-1/data': () => ({ totalCount: 0, result: [] }) },
    });
    await screen.findByTestId('recent-data');
    expect(screen.queryByTestId('data-clear')).toBeNull();
    expect(screen.queryByTestId('data-add')).toBeNull();
    expect(screen.queryByTestId('data-batch-delete')).toBeNull();
  });

  it('disables clearing on a device with no stored data, and says why', async () => {
    renderIot(<RecentData device={DEVICE} editable />, {
      routes: { 'GET /v1/devices/m-1/data': () => ({ totalCount: 0, result: [] }) },
    });
    await screen.findAllByTestId('no-data', {}, { timeout: 20_000 });
    expect(screen.getByTestId<HTMLButtonElement>('data-clear').disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('data-clear-why'));
    expect(
      await screen.findByText('This device has no stored data: there is nothing to clear.'),
    ).toBeTruthy();
  });

  it('deletes the selected rows by their exact times after a confirmation', async () => {
    const filters: (string | null)[] = [];
    const rows = [T, T + 1000].map((time) => ({ time, isodate: new Date(time).toISOString(), voltage: 230 }));
    renderIot(<RecentData device={DEVICE} editable />, {
      routes: {
        'GET /v1/devices/m-1/data': () => ({ totalCount: rows.length, result: rows }),
        'DELETE /v1/devices/m-1/data': (url) => {
          filters.push(url.searchParams.get('filter'));
          return { deleted: 1 };
        },
      },
    });
    await screen.findAllByText('230', {}, { timeout: 30_000 });
    const boxes = screen.getAllByRole('checkbox');
    // The first is "select all"; then one per row.
    for (const box of boxes.slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByTestId('data-batch-delete'));
    await confirmPopover('Delete');
    expect(await screen.findByText('2 points deleted.')).toBeTruthy();
    expect(filters).toEqual([JSON.stringify({ time: T }), JSON.stringify({ time: T + 1000 })]);
  });
});
