import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OtaHistoryEntry } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { DeviceInfo } from './DeviceInfo';
import { FirmwareHistory } from './FirmwareHistory';
import { deviceView } from '../../../test/device-view';

const DEVICE = deviceView({ devid: 'm-1', devtype: 'meter' });

describe("a device's firmware", () => {
  it('shows "—" before the device reported a version, and no new-firmware tag', async () => {
    renderIot(<DeviceInfo device={DEVICE} />);
    expect((await screen.findByTestId('device-firmware', {}, { timeout: 30_000 })).textContent).toBe('—');
    expect(screen.queryByTestId('firmware-flag')).toBeNull();
  });

  it('shows the reported version, tagged when a newer firmware exists', async () => {
    renderIot(<DeviceInfo device={{ ...DEVICE, firmware: '1.1.0', newfm: { isnew: 1 } }} />);
    expect((await screen.findByTestId('device-firmware', {}, { timeout: 30_000 })).textContent).toBe('1.1.0');
    expect(screen.getByTestId('firmware-flag').textContent).toBe('New firmware available');
  });

  it('lists its updates with how each ended', async () => {
    const history: OtaHistoryEntry[] = [
      { rolloutId: 'r2', version: '1.2.0', state: 'failed', percent: 100, reason: 'checksum', at: 2 },
      { rolloutId: 'r1', version: '1.1.0', state: 'success', percent: 100, reason: '', at: 1 },
    ];
    renderIot(<FirmwareHistory device={DEVICE} />, { routes: { 'GET /v1/devices/m-1/ota': () => history } });
    const table = await screen.findByTestId('device-firmware-history', {}, { timeout: 30_000 });
    await within(table).findByText('1.2.0');
    expect(within(table).getByText('Checksum mismatch')).toBeTruthy();
    expect(
      within(table)
        .getAllByTestId('ota-state')
        .map((tag) => tag.dataset.state),
    ).toEqual(['failed', 'success']);
  });
});
