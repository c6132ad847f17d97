import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicencePermissions } from '@fleetkey/contract';
import { licence } from '../../../test/fixtures';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { LicencePermissionsDialog } from './LicencePermissionsDialog';

const head = { licenceId: 'lic-1', licenseId: 'FK-0001', edition: 2, expiredAt: Date.now() + 1e9 };
const GRANTED: LicencePermissions = {
  ...head,
  role: { id: 'r-1', name: 'Makers' },
  functions: [{ id: 'p-1', key: 'export', name: 'Export code', permit: 'write' }],
  flows: [{ id: 'n-1', name: 'Timer', permit: 'read' }],
};

function renderDialog(entries: LicencePermissions[] | { status: number; code: string }) {
  const api = fakeApi({
    'GET /v1/permission_license': Array.isArray(entries) ? { data: entries } : entries,
  });
  renderLicence(<LicencePermissionsDialog licence={licence()} onClose={() => undefined} />, {
    fetch: api.fetch,
  });
  return api;
}

describe('LicencePermissionsDialog', { timeout: 120_000 }, () => {
  it("shows the licence's Function and Flow grants with their permits, without Cancel or Sure", async () => {
    renderDialog([{ ...GRANTED, licenceId: 'other', licenseId: 'FK-0002', functions: [] }, GRANTED]);
    const dialog = await screen.findByTestId('licence-permissions-dialog');
    expect((await within(dialog).findByTestId('licence-permissions-role')).textContent).toBe('Role: Makers');
    expect(within(dialog).getByText('Export code')).toBeTruthy();
    expect(within(dialog).getByText('Read and write')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('permission-tab-flow'));
    expect(await within(dialog).findByText('Timer')).toBeTruthy();
    expect(screen.queryByText('Sure')).toBeNull();
    expect(screen.queryByText('Cancel')).toBeNull();
  });

  it('says that a licence without a role grants nothing yet', async () => {
    renderDialog([{ ...GRANTED, role: null, functions: [], flows: [] }]);
    expect(await screen.findByText(/No role is assigned to this licence yet/)).toBeTruthy();
  });

  it('says that an expired licence (absent from the answer) grants nothing', async () => {
    renderDialog([]);
    expect(await screen.findByText('Expired licences grant nothing.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    renderDialog({ status: 500, code: 'INTERNAL' });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
