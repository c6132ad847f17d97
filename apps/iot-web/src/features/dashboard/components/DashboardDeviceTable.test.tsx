import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceView } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { buildDeviceIndex } from '../device-index';
import { DashboardDeviceTable } from './DashboardDeviceTable';
import { deviceView } from '../../../test/device-view';

const devices: DeviceView[] = Array.from({ length: 23 }, (_, i) =>
  deviceView({
    devid: `dev-${String(i).padStart(2, '0')}`,
    ...(i === 5 && { devname: 'Boiler', status: 2 }),
    devtype: i % 2 ? 'odd' : 'even',
    owner: '1',
    registertime: i,
    updatedAt: i,
  }),
);

const bodyRows = () => within(screen.getByTestId('dashboard-devices')).getAllByRole('row').slice(1);

describe('dashboard device table', () => {
  it('shows 10 devices a page, newest first, with their status', async () => {
    renderIot(
      <DashboardDeviceTable index={buildDeviceIndex(devices)} devtypes={['even', 'odd']} loading={false} />,
    );
    await screen.findByTestId('dashboard-devices', {}, { timeout: 30_000 });
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]?.textContent).toContain('dev-22');
    expect(screen.getByTestId('dashboard-match-count').textContent).toBe('23 matching');
  });

  it('filters on the client by name or ID as the user types', async () => {
    renderIot(
      <DashboardDeviceTable index={buildDeviceIndex(devices)} devtypes={['even', 'odd']} loading={false} />,
    );
    fireEvent.change(await screen.findByTestId('dashboard-search', {}, { timeout: 30_000 }), {
      target: { value: 'boil' },
    });
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]?.textContent).toContain('dev-05');
    expect(bodyRows()[0]?.textContent).toContain('Faulty');
    fireEvent.change(screen.getByTestId('dashboard-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('dashboard-match-count').textContent).toBe('0 matching');
  });

  it('offers "All types" first in the type filter', async () => {
    renderIot(
      <DashboardDeviceTable index={buildDeviceIndex(devices)} devtypes={['even', 'odd']} loading={false} />,
    );
    const select = await screen.findByTestId('dashboard-type-filter', {}, { timeout: 30_000 });
    expect(select.textContent).toContain('All types');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    await screen.findByTitle('odd');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((o) => o.textContent)).toEqual(['All types', 'even', 'odd']);
  });
});
