import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENCE_STATUS } from '@fleetkey/contract';
import { DEMO_USER } from '@fleetkey/web-kit/testing';
import { licence, owner, page } from '../../test/fixtures';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { LicenceCentre } from './LicenceCentre';

const inUse = licence({
  useStatus: 'inUse',
  bindDevice: { deviceId: 'gw-01', deviceName: 'Gateway' },
  status: LICENCE_STATUS.renewalRequested,
});
const unused = licence({ id: 'lic-2', licenseId: 'FK-0002' });

function routes(level: number) {
  return {
    'GET /v1/licences': page([inUse, unused]),
    'GET /v1/licences/1': page([inUse, unused], { owner: owner(level) }),
    'GET /v1/apply/data': { data: { durations: [1, 2, 3], editions: [2], pendingNewLicences: 0, level } },
  };
}

function row(licenseId: string): HTMLElement {
  const cell = screen.getByText(licenseId, { selector: '.ant-typography' });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${licenseId}`);
  return tr;
}

describe('LicenceCentre', { timeout: 120_000 }, () => {
  it('lists licences with use status, request label, device and actions fit for a level 0 user', async () => {
    const api = fakeApi(routes(0));
    renderLicence(<LicenceCentre user={DEMO_USER} />, { fetch: api.fetch });

    await screen.findByText('FK-0002', { selector: '.ant-typography' });
    const bound = within(row('FK-0001'));
    expect(bound.getByTestId('licence-use-status').textContent).toBe('In use');
    expect(bound.getByTestId('licence-status').textContent).toBe('Renewal requested');
    expect(bound.getByTestId('licence-device').textContent).toContain('Gateway');
    expect(bound.getByTestId('licence-unbind-FK-0001').textContent).toBe('Request unbind');
    expect(bound.getByTestId('licence-renew-FK-0001').hasAttribute('disabled')).toBe(true);
    expect(bound.queryByTestId('licence-bind-FK-0001')).toBeNull();

    const free = within(row('FK-0002'));
    expect(free.getByTestId('licence-use-status').textContent).toBe('Unused');
    expect(free.getByTestId('licence-status').textContent).toBe('Normal');
    expect(free.getByTestId('licence-bind-FK-0002')).toBeTruthy();
  });

  it('gives a level 5 user the direct unbind and the offline file', async () => {
    const api = fakeApi(routes(5));
    renderLicence(<LicenceCentre user={DEMO_USER} />, { fetch: api.fetch });
    await waitFor(() => expect(screen.getByTestId('licence-unbind-FK-0001').textContent).toBe('Unbind'));
    fireEvent.click(screen.getByTestId('licence-more-FK-0001'));
    expect(await screen.findByTestId('licence-offline-FK-0001')).toBeTruthy();
  });

  it('opens the apply dialog for ?show_dialog and forgets the flag once closed', async () => {
    const api = fakeApi(routes(0));
    renderLicence(<LicenceCentre user={DEMO_USER} />, {
      fetch: api.fetch,
      path: '/Home/Licence/Licence?show_dialog=true',
    });
    expect(await screen.findByTestId('apply-name')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() =>
      expect(screen.getByTestId('current-location').textContent).toBe('/Home/Licence/Licence'),
    );
  });

  it('shows the info panel with the account manager and "page n/m"', async () => {
    const api = fakeApi(routes(0));
    renderLicence(<LicenceCentre user={DEMO_USER} />, { fetch: api.fetch });
    fireEvent.click(screen.getByTestId('licence-info'));
    expect((await screen.findByTestId('manager-mobile')).textContent).toBe('8613900000001');
    expect(screen.getByTestId('licence-info-page').textContent).toBe('Page 1/1');
    expect(api.callsTo('GET /v1/licences/1')[0]?.url.searchParams.get('limit')).toBe('5');
  });
});
