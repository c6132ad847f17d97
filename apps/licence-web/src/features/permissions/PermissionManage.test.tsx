import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, PermissionView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { PermissionManage } from './PermissionManage';

const SYSTEM: PermissionView = {
  id: 'roles',
  name: 'roles',
  key: 'roles',
  desc: '',
  os: '',
  version: '',
  details: '',
  type: 'system',
  createdAt: 1,
  updatedAt: 1,
};
const FEATURE: PermissionView = {
  ...SYSTEM,
  id: 'feat-1',
  name: 'Export flows',
  key: 'flow_export',
  type: 'feature',
};

async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(<PermissionManage />, grants, {
    'GET /v1/permission': page([SYSTEM, FEATURE]),
    ...routes,
  });
  await within(await screen.findByTestId('permission-table')).findByText('Export flows');
  return api;
}

describe('PermissionManage', { timeout: 120_000 }, () => {
  it('marks system permissions and offers no delete for them; writes only with permissions:write', async () => {
    await renderAsAdmin({ permissions: 'write' });
    expect(await screen.findByTestId('permission-new')).toBeTruthy();
    expect(screen.getByTestId(`permission-edit-${SYSTEM.id}`)).toBeTruthy();
    expect(screen.getByTestId(`permission-delete-${FEATURE.id}`)).toBeTruthy();
    expect(screen.queryByTestId(`permission-delete-${SYSTEM.id}`)).toBeNull();
    expect(within(screen.getByTestId('permission-table')).getByText('System')).toBeTruthy();
  });

  it("names a system permission by its resource in the reader's language, not by its raw key", async () => {
    await renderAsAdmin({ permissions: 'read' });
    const table = screen.getByTestId('permission-table');
    expect(within(table).getByText('Roles and groups')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'roles' })).toBeNull();
    fireEvent.click(within(table).getByText('Roles and groups'));
    expect(
      within(await screen.findByTestId('permission-detail')).getAllByText('Roles and groups'),
    ).not.toHaveLength(0);
  });

  it('shows a read-only administrator the catalogue without write buttons', async () => {
    await renderAsAdmin({ permissions: 'read' });
    for (const testId of [
      'permission-new',
      `permission-edit-${FEATURE.id}`,
      `permission-delete-${FEATURE.id}`,
    ]) {
      expect(screen.queryByTestId(testId), testId).toBeNull();
    }
  });

  it('shows "name already used" on the field the server names', async () => {
    const api = await renderAsAdmin(
      { permissions: 'write' },
      { 'PUT /v1/permission/feat-1': { status: 409, code: 'NAME_IN_USE' } },
    );
    fireEvent.click(await screen.findByTestId(`permission-edit-${FEATURE.id}`));
    fireEvent.change(await screen.findByTestId('permission-form-name'), { target: { value: 'Roles' } });
    fireEvent.click(screen.getByTestId('permission-form-ok'));
    const form = screen.getByTestId('permission-form');
    expect(await within(form).findByText('Name already used.')).toBeTruthy();
    expect(api.callsTo('PUT /v1/permission/feat-1')[0]?.body).toMatchObject({
      name: 'Roles',
      key: 'flow_export',
    });
  });

  it('shows "key already used" on the key when the server names the key', async () => {
    await renderAsAdmin(
      { permissions: 'write' },
      { 'PUT /v1/permission/feat-1': { status: 409, code: 'NAME_IN_USE', data: { field: 'key' } } },
    );
    fireEvent.click(await screen.findByTestId(`permission-edit-${FEATURE.id}`));
    fireEvent.click(screen.getByTestId('permission-form-ok'));
    const form = screen.getByTestId('permission-form');
    expect(await within(form).findByText('Key already used.')).toBeTruthy();
    expect(within(form).queryByText('Name already used.')).toBeNull();
  });
});
