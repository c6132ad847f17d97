import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessProfileView } from '@fleetkey/contract';
import { renderIot, sentBody, type FakeRoutes } from '../../test/render-iot';
import { confirmPopover } from '../../test/confirm-popover';
import { ProfileList } from './ProfileList';

const profile = (id: number, name: string): AccessProfileView => ({
  id,
  name,
  desc: '',
  grants: {},
  scope: { kind: 'all', groupIds: [], projectIds: [] },
  subusers: [],
  createdAt: 0,
  updatedAt: 0,
});

/** The server's answers; `sent` collects each call beyond the list as `METHOD path body`. */
function routes() {
  const sent: string[] = [];
  const table: FakeRoutes = {
    'GET /v1/authorization_mapping_table': () => [],
    'GET /v1/device_groups': () => ({ totalCount: 0, result: [] }),
    'GET /v1/projects': () => ({ totalCount: 0, result: [] }),
    'GET /v1/subusers_access': () => ({
      totalCount: 3,
      result: [profile(1, 'Readers'), profile(2, 'Writers'), profile(3, 'Night shift')],
    }),
    // Renamed in another tab since the list was read.
    'GET /v1/subusers_access/2': (url) => {
      sent.push(`GET ${url.pathname}`);
      return { ...profile(2, 'Writers (renamed)'), desc: 'changed elsewhere' };
    },
    'POST /v1/subusers_access/batch/delete': (url, init) => {
      sent.push(`POST ${url.pathname} ${sentBody(init)}`);
      return { deleted: 2 };
    },
  };
  return { table, sent };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

// An antd table with modals renders slowly in jsdom on a busy machine.
describe('access profile list', () => {
  it('deletes the chosen profiles together after a confirmation', async () => {
    const { table, sent } = routes();
    renderIot(<ProfileList />, { routes: table });
    await screen.findByText('Night shift');
    for (const name of ['Readers', 'Night shift']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    const button = screen.getByTestId<HTMLButtonElement>('profile-batch-delete');
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(sent).toEqual([]);
    await confirmPopover('Delete');
    await waitFor(() => expect(sent).toEqual(['POST /v1/subusers_access/batch/delete {"ids":[1,3]}']));
  });

  it('opens the edit on the profile as stored now, not as the row showed it', async () => {
    const { table, sent } = routes();
    renderIot(<ProfileList />, { routes: table });
    await screen.findByText('Writers');
    fireEvent.click(within(rowOf('Writers')).getByText('Edit'));
    const name = await screen.findByTestId<HTMLInputElement>('profile-name');
    await waitFor(() => expect(name.value).toBe('Writers (renamed)'));
    expect(sent).toEqual(['GET /v1/subusers_access/2']);
  });
});
