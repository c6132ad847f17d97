import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceTypeSummary } from '@fleetkey/contract';
import { confirmPopover } from '../../test/confirm-popover';
import { deviceTypeSummary } from '../../test/device-type';
import { FakeError, renderIot, type FakeRoutes } from '../../test/render-iot';
import { DeviceTypeList } from './DeviceTypeList';

const TYPES: DeviceTypeSummary[] = Array.from({ length: 15 }, (_, i) =>
  deviceTypeSummary({
    devtype: `type_${String(i).padStart(2, '0')}`,
    mode: i % 2 === 0 ? 'strict' : 'open',
    createdAt: i,
    updatedAt: i,
  }),
);

/** A fake `GET /devtype` over TYPES that honours skip and limit, and the requests it answered. */
function typeRoutes(extra: FakeRoutes = {}) {
  const asked: URLSearchParams[] = [];
  const routes: FakeRoutes = {
    'GET /v1/devtype': (url) => {
      asked.push(url.searchParams);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { totalCount: TYPES.length, result: TYPES.slice(skip, skip + limit) };
    },
    ...extra,
  };
  return { routes, asked };
}

const list = () => screen.getByTestId('devtype-list');
// By the row's text rather than its accessible name, which jsdom is slow to compute for a whole table.
const choose = (devtype: string) => {
  const box = screen.getByText(devtype).closest('tr')?.querySelector('input[type=checkbox]');
  if (!box) throw new Error(`no row for ${devtype}`);
  fireEvent.click(box);
};
const goToPage = (page: number) => fireEvent.click(within(list()).getByTitle(String(page)));
const batchDelete = () => screen.getByTestId<HTMLButtonElement>('devtype-batch-delete');

/** Confirms the open popconfirm. */
const confirm = () => confirmPopover('Delete');

// The first render loads antd and the table: allow for a slow jsdom.
describe('device type list', () => {
  it('shows a server page of types with the total, and asks the server for the next page', async () => {
    const { routes, asked } = typeRoutes();
    renderIot(<DeviceTypeList />, { routes });
    await screen.findByText('type_00', {}, { timeout: 30_000 });
    expect(within(list()).getByText('15 in total')).toBeTruthy();
    goToPage(2);
    await screen.findByText('type_10');
    expect(asked.at(-1)?.get('skip')).toBe('10');
  });

  it('goes back to page 1 when the search changes, and sends the search once typing pauses', async () => {
    const { routes, asked } = typeRoutes();
    renderIot(<DeviceTypeList />, { routes });
    await screen.findByText('type_00', {}, { timeout: 30_000 });
    goToPage(2);
    await screen.findByText('type_10');
    fireEvent.change(screen.getByTestId('devtype-list-search'), { target: { value: 'type_1' } });
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('type_1'));
    expect(asked.at(-1)?.get('skip')).toBe('0');
  });

  it('keeps rows chosen on another page, and batch delete sends them all and empties the choice', async () => {
    const deleted: unknown[] = [];
    const { routes } = typeRoutes({
      'POST /v1/devtype/batch/delete': (_url, init) => {
        deleted.push(JSON.parse(init?.body as string));
        return { deleted: 2 };
      },
    });
    renderIot(<DeviceTypeList />, { routes });
    await screen.findByText('type_00', {}, { timeout: 30_000 });
    choose('type_00');
    goToPage(2);
    await screen.findByText('type_10');
    choose('type_10');
    fireEvent.click(batchDelete());
    await confirm();
    await waitFor(() => expect(deleted).toEqual([{ devtypes: ['type_00', 'type_10'] }]));
    await waitFor(() => expect(batchDelete().disabled).toBe(true));
    expect(await screen.findByText('2 deleted')).toBeTruthy();
  });

  it('drops a deleted row from the choice', async () => {
    const { routes } = typeRoutes({ 'DELETE /v1/devtype/type_00': () => null });
    renderIot(<DeviceTypeList />, { routes });
    await screen.findByText('type_00', {}, { timeout: 30_000 });
    choose('type_00');
    expect(batchDelete().disabled).toBe(false);
    fireEvent.click(screen.getByTestId('devtype-delete-type_00'));
    await confirm();
    await waitFor(() => expect(batchDelete().disabled).toBe(true));
  });

  it('shows why the list failed to load, with a retry', async () => {
    const { routes } = typeRoutes({
      'GET /v1/devtype': () => new FakeError(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderIot(<DeviceTypeList />, { routes });
    const failure = await screen.findByTestId('load-error', {}, { timeout: 30_000 });
    expect(within(failure).getByRole('button')).toBeTruthy();
  });
});
