import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, AdminView } from '@fleetkey/contract';
import { storeUser } from '@fleetkey/web-kit';
import { DEMO_USER } from '@fleetkey/web-kit/testing';
import { page } from '../../test/fixtures';
import { fakeApi, renderLicence, type FakeAnswer, type FakeRoutes } from '../../test/render-licence';
import { AdminAccounts } from './AdminAccounts';

const admin = (id: string, username: string, extra: Partial<AdminView> = {}): AdminView => ({
  id,
  username,
  name: `${username} (name)`,
  role: 1,
  superAdmin: false,
  mustChangePassword: false,
  disabled: false,
  createdAt: 1,
  lastLoginAt: null,
  ...extra,
});
const ME = admin('admin-1', 'me');
const CHIEF = admin('admin-0', 'chief', { superAdmin: true });
const ANN = admin('admin-2', 'ann');
const BOB = admin('admin-3', 'bob', { disabled: true, mustChangePassword: true });

/** The administrators' tab, signed in as `me` holding `grants` (a super administrator when `superAdmin`). */
async function renderAs(grants: AdminGrants, routes: FakeRoutes = {}, superAdmin = false) {
  const api = fakeApi({
    'GET /v1/admins/me/permissions': { data: { superAdmin, grants } },
    'GET /v1/admins': page([CHIEF, { ...ME, superAdmin }, ANN, BOB]),
    ...routes,
  });
  renderLicence(<AdminAccounts />, { fetch: api.fetch });
  act(() => storeUser({ ...DEMO_USER, id: ME.id, role: 1 }));
  await waitFor(() => expect(api.callsTo('GET /v1/admins/me/permissions')).toHaveLength(1));
  await screen.findByText('ann');
  return api;
}

describe('AdminAccounts', { timeout: 120_000 }, () => {
  it('lists the administrators with their kind and state, read-only without admins:write', async () => {
    await renderAs({ admins: 'read' });
    const table = screen.getByTestId('admin-table');
    expect(within(table).getByText('Super administrator')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();
    expect(within(table).getByText('Must change password')).toBeTruthy();
    expect(within(table).getByText('You')).toBeTruthy();
    expect(screen.queryByTestId('admin-new')).toBeNull();
    expect(screen.queryByTestId('admin-reset-ann')).toBeNull();
  });

  it('narrows the list to the administrators whose user or display name holds the search', async () => {
    await renderAs({ admins: 'read' });
    const box = screen.getByPlaceholderText('User name or display name');
    fireEvent.change(box, { target: { value: 'BO' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('ann')).toBeNull());
    expect(within(screen.getByTestId('admin-table')).getByText('bob')).toBeTruthy();
  });

  it('offers no action on one’s own row, nor on a super administrator’s to a governed administrator', async () => {
    await renderAs({ admins: 'write' });
    expect(await screen.findByTestId('admin-new')).toBeTruthy();
    expect(screen.getByTestId('admin-disable-ann')).toBeTruthy();
    expect(screen.getByTestId('admin-enable-bob')).toBeTruthy();
    for (const username of ['me', 'chief']) {
      expect(screen.queryByTestId(`admin-reset-${username}`), username).toBeNull();
      expect(screen.queryByTestId(`admin-delete-${username}`), username).toBeNull();
    }
  });

  it('lets a super administrator act on another super administrator', async () => {
    await renderAs({ admins: 'write' }, {}, true);
    expect(await screen.findByTestId('admin-delete-chief')).toBeTruthy();
    expect(screen.queryByTestId('admin-delete-me')).toBeNull();
  });

  it('disables after the confirmation, and enables at once', async () => {
    const api = await renderAs(
      { admins: 'write' },
      {
        'PUT /v1/admins/admin-2/status': { data: { ...ANN, disabled: true } },
        'PUT /v1/admins/admin-3/status': { data: { ...BOB, disabled: false } },
      },
    );
    fireEvent.click(screen.getByTestId('admin-disable-ann'));
    expect(api.callsTo('PUT /v1/admins/admin-2/status')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('admin-disable-confirm'));
    await waitFor(() => expect(api.callsTo('PUT /v1/admins/admin-2/status')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/admins/admin-2/status')[0]?.body).toEqual({ disabled: true });
    fireEvent.click(screen.getByTestId('admin-enable-bob'));
    await waitFor(() =>
      expect(api.callsTo('PUT /v1/admins/admin-3/status')[0]?.body).toEqual({ disabled: false }),
    );
  });

  it('resets a password once however often Reset is clicked, then shows the new one to hand over', async () => {
    const api = await renderAs(
      { admins: 'write' },
      { 'PUT /v1/admins/admin-2/password': { data: { ...ANN, mustChangePassword: true } } },
    );
    fireEvent.click(screen.getByTestId('admin-reset-ann'));
    fireEvent.change(await screen.findByTestId('admin-reset-password'), { target: { value: 'Handed123' } });
    fireEvent.click(screen.getByTestId('admin-reset-ok'));
    fireEvent.click(screen.getByTestId('admin-reset-ok'));
    expect((await screen.findByTestId('admin-reset-password-shown')).textContent).toContain('Handed123');
    expect(api.callsTo('PUT /v1/admins/admin-2/password')).toHaveLength(1);
    expect(api.callsTo('PUT /v1/admins/admin-2/password')[0]?.body).toEqual({ password: 'Handed123' });
  });

  it('refuses a weak new password in the form, before any call', async () => {
    const api = await renderAs({ admins: 'write' });
    fireEvent.click(screen.getByTestId('admin-reset-ann'));
    fireEvent.change(await screen.findByTestId('admin-reset-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('admin-reset-ok'));
    expect(
      await screen.findByText(
        '8–16 characters of letters, digits and !@#$%^&*(), with at least two of the three kinds.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT /v1/admins/admin-2/password')).toHaveLength(0);
  });

  it('deletes only after the own password, and shows the server’s refusal', async () => {
    const api = await renderAs(
      { admins: 'write' },
      {
        'POST /v1/auth/admin/verify_password': { data: { verified: true, remark: '' } },
        'DELETE /v1/admins/admin-2': { status: 403, code: 'ADMIN_SUPER_ONLY' },
      },
    );
    fireEvent.click(screen.getByTestId('admin-delete-ann'));
    expect(api.callsTo('DELETE /v1/admins/admin-2')).toHaveLength(0);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Keeper123' } });
    fireEvent.click(screen.getByTestId('password-confirm-ok'));
    // The refusal's dialog (antd's confirm dialog writes its title twice: header and body).
    expect(
      await screen.findAllByText('Only a super administrator may change a super administrator.'),
    ).not.toHaveLength(0);
    expect(api.callsTo('DELETE /v1/admins/admin-2')).toHaveLength(1);
  });

  it("gives a governed administrator a role from the administrator's roles drawer", async () => {
    const role = (id: string, name: string) => ({
      id,
      name,
      description: '',
      permissions: [],
      userCount: 0,
      createdAt: 1,
      updatedAt: 1,
    });
    const link = {
      id: 'l-1',
      adminId: ANN.id,
      adminName: 'ann',
      roleId: 'r-1',
      roleName: 'Operators',
      createdAt: 1,
    };
    const api = await renderAs(
      { admins: 'read', roles: 'write' },
      {
        'GET /v1/user_roles': page([link]),
        'GET /v1/roles': page([role('r-1', 'Operators'), role('r-2', 'Auditors')]),
        'POST /v1/user_roles': (_url, body) => ({
          data: { ...link, id: 'l-2', roleId: 'r-2', roleName: 'Auditors', ...(body as object) },
        }),
      },
    );
    expect(screen.queryByTestId('admin-roles-chief')).toBeNull();
    fireEvent.click(screen.getByTestId('admin-roles-ann'));
    const drawer = await screen.findByTestId('admin-roles-drawer');
    expect(await within(drawer).findByText('Operators')).toBeTruthy();
    expect(api.callsTo('GET /v1/user_roles')[0]?.url.searchParams.get('adminId')).toBe(ANN.id);

    fireEvent.mouseDown(within(screen.getByTestId('admin-roles-select')).getByRole('combobox'));
    // A role the administrator holds is not offered again.
    expect(await screen.findByTitle('Auditors')).toBeTruthy();
    expect(screen.queryByTitle('Operators')).toBeNull();
    fireEvent.click(screen.getByTitle('Auditors'));
    fireEvent.click(screen.getByTestId('admin-roles-give'));
    await waitFor(() => expect(api.callsTo('POST /v1/user_roles')).toHaveLength(1));
    expect(api.callsTo('POST /v1/user_roles')[0]?.body).toEqual({ adminId: ANN.id, roleId: 'r-2' });
    expect(await screen.findByText('Auditors was given to ann.')).toBeTruthy();
  });

  it('shows no roles column without roles:read', async () => {
    await renderAs({ admins: 'read' });
    expect(screen.queryByTestId('admin-roles-ann')).toBeNull();
  });

  it("says a taken user name under it, then shows the created administrator's initial password", async () => {
    let answer: FakeAnswer = { status: 409, code: 'USER_EXISTS' };
    const api = await renderAs({ admins: 'write' }, { 'POST /v1/admins': () => answer });
    fireEvent.click(screen.getByTestId('admin-new'));
    fireEvent.change(await screen.findByTestId('admin-form-username'), { target: { value: 'ANN' } });
    fireEvent.click(screen.getByTestId('admin-form-ok'));
    const form = screen.getByTestId('admin-form');
    expect(await within(form).findByText('This user name is already used.')).toBeTruthy();

    answer = { data: admin('admin-4', 'cleo') };
    fireEvent.change(screen.getByTestId('admin-form-username'), { target: { value: 'cleo' } });
    fireEvent.click(screen.getByTestId('admin-form-ok'));
    const password = await screen.findByTestId('admin-initial-password');
    const sent = api.callsTo('POST /v1/admins')[1]?.body as { username: string; password: string };
    expect(sent.username).toBe('cleo');
    expect(password.textContent).toContain(sent.password);
  });
});
