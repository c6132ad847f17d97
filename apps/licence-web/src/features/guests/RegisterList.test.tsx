import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGrants, GuestRow } from '@fleetkey/contract';
import { emptyProfile } from '@fleetkey/web-kit/testing';
import { owner, page } from '../../test/fixtures';
import { renderForAdmin, type fakeApi, type FakeRoutes } from '../../test/render-licence';
import { RegisterList } from './RegisterList';

const USER: GuestRow = {
  id: 'u1',
  username: 'zhang_wei',
  name: 'Zhang Wei',
  mobile: '8613900000001',
  email: 'zw@example.com',
  role: 0,
  createdAt: Date.now() - 86_400_000,
  updatedAt: Date.now(),
  lastLoginAt: null,
  level: 2,
  remark: 'key account',
  licenceCount: 3,
  company: 'Acme',
};

afterEach(() => vi.restoreAllMocks());

async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(<RegisterList />, grants, {
    'GET /v1/guests': page([USER]),
    'GET /v1/regist': { data: [] },
    ...routes,
  });
  await within(await screen.findByTestId('register-table')).findByText('Zhang Wei');
  return api;
}

const lastListQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET /v1/guests').at(-1)?.url.searchParams;

describe('RegisterList', { timeout: 120_000 }, () => {
  it('shows the registered user row and no write buttons to a read-only administrator', async () => {
    await renderAsAdmin({ users: 'read', levels: 'read' });
    const table = screen.getByTestId('register-table');
    for (const text of ['zhang_wei', '8613900000001', 'zw@example.com', 'Never', 'key account', '3'])
      expect(within(table).getByText(text), text).toBeTruthy();
    expect(screen.queryByTestId('register-level-u1')).toBeNull();
    expect(screen.queryByTestId('register-remark-u1')).toBeNull();
    expect(screen.queryByTestId('register-delete-u1')).toBeNull();
  });

  it('deletes a user with users:write only after the administrator’s password', async () => {
    const api = await renderAsAdmin(
      { users: 'write' },
      {
        'POST /v1/auth/admin/verify_password': { data: { verified: true, remark: '' } },
        'DELETE /v1/guests/u1': { data: null },
      },
    );
    fireEvent.click(screen.getByTestId('register-delete-u1'));
    expect(await screen.findByText(/Delete user Zhang Wei\?/)).toBeTruthy();
    expect(api.callsTo('DELETE /v1/guests/u1')).toHaveLength(0);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Keeper123' } });
    fireEvent.click(screen.getByTestId('password-confirm-ok'));
    expect(await screen.findByText('Zhang Wei was deleted.')).toBeTruthy();
    expect(api.callsTo('DELETE /v1/guests/u1')).toHaveLength(1);
  });

  it('changes a level with levels:write alone: the level button, not the remark one', async () => {
    const api = await renderAsAdmin(
      { users: 'read', levels: 'write' },
      { 'PUT /v1/guests/u1/level': { data: { ...USER, level: 6 } } },
    );
    expect(screen.queryByTestId('register-remark-u1')).toBeNull();
    fireEvent.click(screen.getByTestId('register-level-u1'));
    const dialog = await screen.findByTestId('register-level-dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Level 6'));
    fireEvent.click(screen.getByTestId('register-level-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/guests/u1/level')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/guests/u1/level')[0]?.body).toEqual({ level: 6 });
    await waitFor(() => expect(api.callsTo('GET /v1/guests').length).toBeGreaterThan(1));
  });

  it('saves a remark with users:write and shows a server refusal in the dialog', async () => {
    const api = await renderAsAdmin(
      { users: 'write' },
      { 'PUT /v1/guests/u1': { status: 404, code: 'NOT_FOUND' } },
    );
    fireEvent.click(screen.getByTestId('register-remark-u1'));
    fireEvent.change(await screen.findByTestId('register-remark-input'), { target: { value: ' moved ' } });
    fireEvent.click(screen.getByTestId('register-remark-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/guests/u1')[0]?.body).toEqual({ remark: 'moved' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy();
  });

  it('searches, sorts on the server and exports the current view as CSV', async () => {
    // jsdom has no object URLs and cannot follow a download link: record what would be saved instead.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = await renderAsAdmin(
      { users: 'read' },
      { 'GET /v1/guests/export': { data: 'username,name' } },
    );
    const search = screen.getByPlaceholderText('User name, name, mobile or e-mail');
    fireEvent.change(search, { target: { value: 'zhang' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastListQuery(api)?.get('search')).toBe('zhang'));
    const header = within(screen.getByTestId('register-table'))
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent === 'Level');
    fireEvent.click(header ?? document.body);
    await waitFor(() => expect(lastListQuery(api)?.get('sort')).toBe('level'));
    expect(lastListQuery(api)?.get('descend')).toBe('true');
    expect(lastListQuery(api)?.get('skip')).toBe('0');

    fireEvent.click(screen.getByTestId('register-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.contexts[0]).toMatchObject({ download: 'users.csv' });
    const exported = api.callsTo('GET /v1/guests/export')[0]?.url.searchParams;
    expect(exported?.get('search')).toBe('zhang');
    expect(exported?.get('sort')).toBe('level');
    expect(exported?.has('skip')).toBe(false);
  });

  it('opens the licence/user info panel in a drawer, five licences a page', async () => {
    await renderAsAdmin(
      { users: 'read' },
      {
        'GET /v1/licences/u1': page([], {
          owner: { ...owner(2), id: 'u1', company: 'Acme Embedded' },
          totalCount: 12,
        }),
      },
    );
    fireEvent.click(screen.getByTestId('register-detail-u1'));
    const drawer = await screen.findByTestId('register-detail-drawer');
    expect(await within(drawer).findByText('Acme Embedded')).toBeTruthy();
    expect(within(drawer).getByText('Wang')).toBeTruthy();
    expect(within(drawer).getByTestId('licence-owner-page').textContent).toBe('Page 1/3');
  });

  it("lists the user's applications in the drawer to an administrator who may read applications", async () => {
    const renewal = {
      id: 'a1',
      type: 1,
      licenceId: 'l1',
      duration: 2,
      edition: null,
      payload: { licenceNo: 'FK-0007' },
      state: 'pending',
      createdAt: Date.now(),
      examinedAt: null,
      examinRemark: null,
    };
    const api = await renderAsAdmin(
      { users: 'read', applications: 'read' },
      {
        'GET /v1/licences/u1': page([], { owner: { ...owner(2), id: 'u1' } }),
        'GET /v1/applyments/u1': page([renewal]),
      },
    );
    fireEvent.click(screen.getByTestId('register-detail-u1'));
    const applications = await screen.findByTestId('user-applications');
    expect(await within(applications).findByText('FK-0007 · 6 months')).toBeTruthy();
    expect(within(applications).getByText('Waiting for review')).toBeTruthy();
    expect(api.callsTo('GET /v1/applyments/u1')[0]?.url.searchParams.get('limit')).toBe('5');
  });

  it("keeps the user's applications from an administrator who may not read them", async () => {
    const api = await renderAsAdmin(
      { users: 'read' },
      { 'GET /v1/licences/u1': page([], { owner: { ...owner(2), id: 'u1' } }) },
    );
    fireEvent.click(screen.getByTestId('register-detail-u1'));
    await screen.findByTestId('licence-owner-page');
    expect(screen.queryByTestId('user-applications')).toBeNull();
    expect(api.callsTo('GET /v1/applyments/u1')).toEqual([]);
  });

  it('shows the company information with its audit, and records an approval after a confirmation', async () => {
    const profile = emptyProfile({
      id: 'u1',
      company: 'Acme',
      enterprise: {
        company: 'Acme Embedded',
        industry: 'automotive',
        position: 'CTO',
        website: 'https://acme.example',
      },
    });
    const api = await renderAsAdmin(
      { users: 'write' },
      {
        'GET /v1/guests/u1': { data: profile },
        'PUT /v1/users/enterprise_info/status/': { data: { userId: 'u1', enterpriseStatus: 'passed' } },
      },
    );
    fireEvent.click(screen.getByTestId('register-detail-u1'));
    const panel = await screen.findByTestId('company-info');
    expect(await within(panel).findByText('Acme Embedded')).toBeTruthy();
    expect(within(panel).getByText('Automotive')).toBeTruthy();
    expect(within(panel).getByTestId('company-status').textContent).toBe('Not audited');

    fireEvent.click(within(panel).getByTestId('company-passed'));
    fireEvent.click(await screen.findByTestId('company-passed-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/users/enterprise_info/status/')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/users/enterprise_info/status/')[0]?.body).toEqual({
      userId: 'u1',
      status: 'passed',
    });
    expect(await screen.findByText('The company information was approved.')).toBeTruthy();
  });

  it('shows a read-only administrator the company audit without the decision buttons', async () => {
    await renderAsAdmin(
      { users: 'read' },
      {
        'GET /v1/guests/u1': {
          data: emptyProfile({ id: 'u1', enterprise: { company: 'Acme' }, enterpriseStatus: 'rejected' }),
        },
      },
    );
    fireEvent.click(screen.getByTestId('register-detail-u1'));
    const panel = await screen.findByTestId('company-info');
    expect((await within(panel).findByTestId('company-status')).textContent).toBe('Rejected');
    expect(within(panel).queryByTestId('company-passed')).toBeNull();
    expect(within(panel).queryByTestId('company-rejected')).toBeNull();
  });
});
