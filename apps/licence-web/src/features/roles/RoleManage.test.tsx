import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, RoleView, UserRoleView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { RoleManage } from './RoleManage';

const ROLE: RoleView = {
  id: 'role-1',
  name: 'auditors',
  description: 'reads the operation log',
  permissions: [{ type: 'permission', id: 'oplogs', permit: 'read' }],
  userCount: 1,
  createdAt: 1,
  updatedAt: 1,
};
const LINK: UserRoleView = {
  id: 'link-1',
  adminId: 'admin-2',
  adminName: 'ann',
  roleId: ROLE.id,
  roleName: ROLE.name,
  createdAt: 1,
};
const WRITE_BUTTONS = ['role-new', 'role-batch', `role-edit-${ROLE.id}`, `role-delete-${ROLE.id}`];

/** The group screen, signed in as an administrator holding `grants`. */
async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(<RoleManage />, grants, {
    'GET /v1/roles': page([ROLE]),
    'GET /v1/user_roles': page([LINK]),
    'GET /v1/admins': page([]),
    ...routes,
  });
  await screen.findByTestId(`role-permissions-${ROLE.id}`);
  return api;
}

describe('RoleManage', { timeout: 120_000 }, () => {
  it('shows every write button to an administrator who may write roles', async () => {
    await renderAsAdmin({ roles: 'write', admins: 'write' });
    for (const testId of WRITE_BUTTONS) expect(await screen.findByTestId(testId), testId).toBeTruthy();
  });

  it('shows a read-only administrator the roles, their permissions and members, and no write button', async () => {
    await renderAsAdmin({ roles: 'read', admins: 'read' });
    expect(within(screen.getByTestId('role-table')).getByText('auditors')).toBeTruthy();
    for (const testId of WRITE_BUTTONS) expect(screen.queryByTestId(testId), testId).toBeNull();

    fireEvent.click(screen.getByTestId(`role-members-${ROLE.id}`));
    const drawer = await screen.findByTestId('role-members-drawer');
    expect(await within(drawer).findByText('ann')).toBeTruthy();
    expect(within(drawer).queryByTestId('role-members-select')).toBeNull();
    expect(within(drawer).queryByTestId(`member-remove-${LINK.id}`)).toBeNull();
    expect(within(drawer).queryByTestId(`member-move-${LINK.id}`)).toBeNull();
    for (const testId of WRITE_BUTTONS) expect(screen.queryByTestId(testId), testId).toBeNull();
  });

  it('opens the permission dialog in view mode from the View link', async () => {
    await renderAsAdmin({ roles: 'read' }, { 'GET /v1/permission': page([]) });
    fireEvent.click(screen.getByTestId(`role-permissions-${ROLE.id}`));
    expect(await screen.findByTestId('permission-dialog')).toBeTruthy();
    expect(screen.queryByTestId('permission-sure')).toBeNull();
  });

  it('shows the server’s "name already used" on the name field', async () => {
    const api = await renderAsAdmin(
      { roles: 'write' },
      { 'POST /v1/roles': { status: 409, code: 'NAME_IN_USE' } },
    );
    fireEvent.click(await screen.findByTestId('role-new'));
    fireEvent.change(await screen.findByTestId('role-form-name'), { target: { value: 'Auditors' } });
    fireEvent.click(screen.getByTestId('role-form-ok'));
    expect(await screen.findByText('Name already used.')).toBeTruthy();
    expect(api.callsTo('POST /v1/roles')[0]?.body).toEqual({
      name: 'Auditors',
      description: '',
      permissions: [],
    });
  });

  it('after the password, shows the server’s refusal to delete a role still in use', async () => {
    const api = await renderAsAdmin(
      { roles: 'write' },
      {
        'POST /v1/auth/admin/verify_password': { data: { verified: true, remark: '' } },
        'DELETE /v1/roles/role-1': { status: 409, code: 'ROLE_IN_USE' },
      },
    );
    fireEvent.click(await screen.findByTestId(`role-delete-${ROLE.id}`));
    expect(api.callsTo('DELETE /v1/roles/role-1')).toHaveLength(0);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Keeper123' } });
    fireEvent.click(screen.getByTestId('password-confirm-ok'));
    expect(
      await screen.findByText(
        'This role is still linked to administrators, boards or licences and cannot be deleted.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('DELETE /v1/roles/role-1')).toHaveLength(1);
  });

  it('lists the invalid lines of a batch before anything is sent, then creates the lines it is given', async () => {
    const api = await renderAsAdmin({ roles: 'write' }, { 'POST /v1/roles/batch': { data: [ROLE] } });
    fireEvent.click(await screen.findByTestId('role-batch'));
    const text = await screen.findByTestId('role-batch-text');
    fireEvent.change(text, { target: { value: 'auditors\nx' } });
    fireEvent.click(screen.getByTestId('role-batch-ok'));
    expect(await within(screen.getByTestId('role-batch-form')).findByText(/^line 2: /)).toBeTruthy();
    expect(api.callsTo('POST /v1/roles/batch')).toHaveLength(0);

    fireEvent.change(text, { target: { value: 'auditors,reads the log\nsupport' } });
    fireEvent.click(screen.getByTestId('role-batch-ok'));
    await waitFor(() => expect(api.callsTo('POST /v1/roles/batch')).toHaveLength(1));
    expect(api.callsTo('POST /v1/roles/batch')[0]?.body).toEqual({
      roles: [
        { name: 'auditors', description: 'reads the log', permissions: [] },
        { name: 'support', permissions: [] },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('role-batch-form')).toBeNull());
  });

  it('says under the lines which name of a batch the server found taken', async () => {
    await renderAsAdmin(
      { roles: 'write' },
      { 'POST /v1/roles/batch': { status: 409, code: 'NAME_IN_USE', data: { name: 'support' } } },
    );
    fireEvent.click(await screen.findByTestId('role-batch'));
    fireEvent.change(await screen.findByTestId('role-batch-text'), { target: { value: 'support' } });
    fireEvent.click(screen.getByTestId('role-batch-ok'));
    const form = screen.getByTestId('role-batch-form');
    expect(await within(form).findByText('Name already used: support. No role was created.')).toBeTruthy();
  });
});
