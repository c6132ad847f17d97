import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGrants, LicenceAdminRow } from '@fleetkey/contract';
import en from '../../locales/en.json';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { LicenceAdmin } from './LicenceAdmin';

const LICENCE: LicenceAdminRow = {
  id: 'lic-1',
  licenceNo: 'FK20250101-ABCDEFGH',
  name: 'Line A',
  alias: 'press',
  remark: '',
  device: { deviceId: 'dev-1', deviceName: 'Press' },
  startsAt: Date.now() - 86_400_000,
  expiredAt: Date.now() + 90 * 86_400_000,
  createdAt: Date.now() - 86_400_000,
  useStatus: 'inUse',
  edition: 2,
  status: 0,
  role: null,
  user: { id: 'u1', username: 'zhang_wei', name: 'Zhang Wei', mobile: '8613900000001' },
  AEName: 'Wang',
  AEMobile: '8613900000009',
};

afterEach(() => vi.restoreAllMocks());

async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(<LicenceAdmin />, grants, {
    'GET /v1/licences_aggregate/': page([LICENCE]),
    ...routes,
  });
  await within(await screen.findByTestId('licence-admin-table')).findByText('FK20250101-ABCDEFGH');
  return api;
}

/** Opens an antd select and picks the option with this text. */
async function pick(container: HTMLElement, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
}

describe('LicenceAdmin', () => {
  it('shows the admin fields and no write buttons to a read-only administrator', async () => {
    await renderAsAdmin({ licences: 'read', roles: 'read' });
    const table = screen.getByTestId('licence-admin-table');
    for (const text of [
      'Line A',
      'press',
      'zhang_wei',
      // The bound device: its name, then its id (cut with a tooltip and copyable when long).
      'Press',
      'dev-1',
      'In use',
      'Trial',
      'Wang · 8613900000009',
    ])
      expect(within(table).getByText(text), text).toBeTruthy();
    for (const testId of [
      'licence-admin-edit-lic-1',
      'licence-admin-role-lic-1',
      'licence-admin-delete-lic-1',
    ])
      expect(screen.queryByTestId(testId), testId).toBeNull();
  });

  it('offers the permission group only to an administrator who may read roles', async () => {
    await renderAsAdmin({ licences: 'write' });
    expect(screen.getByTestId('licence-admin-edit-lic-1')).toBeTruthy();
    expect(screen.getByTestId('licence-admin-delete-lic-1')).toBeTruthy();
    expect(screen.queryByTestId('licence-admin-role-lic-1')).toBeNull();
  });

  it('sends only what the edit changed: edition as type in the query, remark in the body', async () => {
    const api = await renderAsAdmin(
      { licences: 'write' },
      { 'PUT /v1/licences/update/lic-1': { data: { ...LICENCE, edition: 3, remark: 'spare' } } },
    );
    fireEvent.click(screen.getByTestId('licence-admin-edit-lic-1'));
    const dialog = await screen.findByTestId('licence-admin-edit-dialog');
    await pick(dialog, 'Professional');
    fireEvent.change(within(dialog).getByTestId('licence-admin-edit-remark'), { target: { value: 'spare' } });
    fireEvent.click(screen.getByTestId('licence-admin-edit-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/licences/update/lic-1')).toHaveLength(1));
    const [call] = api.callsTo('PUT /v1/licences/update/lic-1');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ type: '3' });
    expect(call?.body).toEqual({ remark: 'spare' });
  });

  it('warns of an expiry day that has passed, and still saves it', async () => {
    const api = await renderAsAdmin(
      { licences: 'write' },
      { 'PUT /v1/licences/update/lic-1': { data: { ...LICENCE, expiredAt: Date.now() - 86_400_000 } } },
    );
    fireEvent.click(screen.getByTestId('licence-admin-edit-lic-1'));
    const dialog = await screen.findByTestId('licence-admin-edit-dialog');
    // The day is typed into the picker's input and taken with Enter, as a keyboard user does.
    const picker = within(dialog).getByTestId('licence-admin-edit-expiry');
    const input = picker instanceof HTMLInputElement ? picker : within(picker).getByRole('textbox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2020-01-01' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(await within(dialog).findByText(en.licenceAdmin.expiryInPast)).toBeTruthy();
    fireEvent.click(screen.getByTestId('licence-admin-edit-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/licences/update/lic-1')).toHaveLength(1));
    const [call] = api.callsTo('PUT /v1/licences/update/lic-1');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      expiredAt: String(new Date(2020, 0, 1, 23, 59, 59, 999).getTime()),
    });
  });

  it('assigns a permission group chosen from the roles', async () => {
    const api = await renderAsAdmin(
      { licences: 'write', roles: 'read' },
      {
        'GET /v1/roles': page([
          {
            id: 'r1',
            name: 'plantGroup',
            description: '',
            permissions: [],
            userCount: 0,
            createdAt: 1,
            updatedAt: 1,
          },
        ]),
        'PUT /v1/licences/role/lic-1': { data: { ...LICENCE, role: { id: 'r1', name: 'plantGroup' } } },
      },
    );
    fireEvent.click(screen.getByTestId('licence-admin-role-lic-1'));
    await waitFor(() => expect(api.callsTo('GET /v1/roles')).toHaveLength(1));
    await pick(await screen.findByTestId('licence-admin-role-dialog'), 'plantGroup');
    fireEvent.click(screen.getByTestId('licence-admin-role-ok'));
    await waitFor(() =>
      expect(api.callsTo('PUT /v1/licences/role/lic-1')[0]?.body).toEqual({ roleId: 'r1' }),
    );
  });

  it('deletes only after the password is confirmed', async () => {
    const api = await renderAsAdmin(
      { licences: 'write' },
      {
        'POST /v1/auth/admin/verify_password': { data: { verified: true, remark: '' } },
        'DELETE /v1/licences/lic-1': { data: null },
      },
    );
    fireEvent.click(screen.getByTestId('licence-admin-delete-lic-1'));
    const dialog = await screen.findByTestId('password-confirm-dialog');
    expect(api.callsTo('DELETE /v1/licences/lic-1')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Keeper123' } });
    fireEvent.click(screen.getByTestId('password-confirm-ok'));
    await waitFor(() => expect(api.callsTo('DELETE /v1/licences/lic-1')).toHaveLength(1));
    expect(api.callsTo('POST /v1/auth/admin/verify_password')[0]?.body).toMatchObject({
      password: 'Keeper123',
    });
  });

  it('filters on the server and exports the current view as CSV', async () => {
    // jsdom has no object URLs and cannot follow a download link: record what would be saved instead.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:licences'), revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = await renderAsAdmin(
      { licences: 'read' },
      { 'GET /v1/licences_aggregate/export': { data: 'licenceNo' } },
    );
    await pick(screen.getByTestId('licence-admin-filter-edition'), 'Professional');
    await pick(screen.getByTestId('licence-admin-filter-useStatus'), 'Expired');
    await waitFor(() =>
      expect(api.callsTo('GET /v1/licences_aggregate/').at(-1)?.url.searchParams.get('useStatus')).toBe(
        'expired',
      ),
    );
    fireEvent.click(screen.getByTestId('licence-admin-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.contexts[0]).toMatchObject({ download: 'licences.csv' });
    const exported = api.callsTo('GET /v1/licences_aggregate/export')[0]?.url.searchParams;
    expect(exported?.get('edition')).toBe('3');
    expect(exported?.get('useStatus')).toBe('expired');
    expect(exported?.get('sort')).toBe('createdAt');
  });
});
