import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FirmwareView, IotAccessView } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { confirmPopover } from '../../test/confirm-popover';
import { deviceTypeSummary } from '../../test/device-type';
import { FakeError, renderIot, type FakeRoutes } from '../../test/render-iot';
import { FirmwareScreen } from './FirmwareScreen';

const METER = deviceTypeSummary({ devtype: 'meter', devices: { count: 2 } });

const version = (v: string, more: Partial<FirmwareView> = {}): FirmwareView => ({
  devtype: 'meter',
  version: v,
  versionNum: null,
  desc: '',
  ownerType: 'device',
  firmwareType: 'full',
  fileName: `meter-${v}.bin`,
  size: 1_468_006,
  sha256: 'c0ffee'.repeat(10) + 'abcd',
  activeRollouts: 0,
  createdAt: 0,
  ...more,
});

/** The screen over one type with two versions, and the deletes it asked for. */
function screenRoutes(extra: FakeRoutes = {}) {
  const deleted: string[] = [];
  const routes: FakeRoutes = {
    'GET /v1/devtype': () => ({ totalCount: 1, result: [METER] }),
    'GET /v1/firmware/meter': () => [
      version('1.1.0', { activeRollouts: 1, desc: 'fixes' }),
      version('1.0.0'),
    ],
    'GET /v1/ota/rollouts': () => ({ totalCount: 0, result: [] }),
    'DELETE /v1/firmware/meter/1.0.0': (url) => {
      deleted.push(url.pathname);
      return null;
    },
    ...extra,
  };
  return { routes, deleted };
}

const row = (v: string) => {
  const found = screen.getByTestId('firmware-table').querySelector<HTMLElement>(`tr[data-row-key="${v}"]`);
  if (!found) throw new Error(`no row for ${v}`);
  return found;
};

/** Confirms the open popconfirm. */
const confirm = () => confirmPopover('Delete');

describe('firmware screen', () => {
  it("shows the first type's versions with their size, checksum and active rollouts", async () => {
    renderIot(<FirmwareScreen />, { routes: screenRoutes().routes });
    await screen.findByText('1.1.0', {}, { timeout: 30_000 });
    expect(row('1.1.0').textContent).toContain('1.4 MB');
    expect(row('1.1.0').textContent).toContain('c0ffeec0ffee…');
    expect(row('1.1.0').textContent).toContain('fixes');
    expect(row('1.1.0').querySelector('.ant-badge-status-processing')).toBeTruthy();
    expect(row('1.0.0').querySelector('.ant-badge-status-processing')).toBeNull();
    expect(row('1.0.0').textContent).toContain('Full image');
    expect(screen.getByTestId('rollout-list').textContent).toContain('start one with Update on a version');
  });

  it('downloads a stored version under its file name', async () => {
    const asked: string[] = [];
    const { routes } = screenRoutes({
      'GET /v1/firmware/meter/1.0.0/file': (url) => {
        asked.push(url.pathname);
        return 'image';
      },
    });
    // jsdom has no object URLs: the download link's name is what the browser would save.
    const saved: string[] = [];
    const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
      (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
    );
    Object.assign(URL, { createObjectURL: () => 'blob:image', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderIot(<FirmwareScreen />, { routes });
      await screen.findByText('1.0.0', {}, { timeout: 30_000 });
      fireEvent.click(within(row('1.0.0')).getByTestId('firmware-download-button'));
      await waitFor(() => expect(saved).toEqual(['meter-1.0.0.bin']));
      expect(asked).toEqual(['/v1/firmware/meter/1.0.0/file']);
      // The link's URL is revoked on the next turn.
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      click.mockRestore();
      for (const [name, descriptor] of objectUrls)
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
    }
  });

  it('deletes a version after the confirmation', async () => {
    const { routes, deleted } = screenRoutes();
    renderIot(<FirmwareScreen />, { routes });
    await screen.findByText('1.0.0', {}, { timeout: 30_000 });
    fireEvent.click(within(row('1.0.0')).getByTestId('firmware-delete-button'));
    expect(deleted).toEqual([]);
    await confirm();
    await waitFor(() => expect(deleted).toEqual(['/v1/firmware/meter/1.0.0']));
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });

  it('says why a version a rollout uses cannot be deleted', async () => {
    const { routes } = screenRoutes({
      'DELETE /v1/firmware/meter/1.0.0': () =>
        new FakeError(409, { code: 'FIRMWARE_IN_USE', message: 'firmware version is being rolled out' }),
    });
    renderIot(<FirmwareScreen />, { routes });
    await screen.findByText('1.0.0', {}, { timeout: 30_000 });
    fireEvent.click(within(row('1.0.0')).getByTestId('firmware-delete-button'));
    await confirm();
    expect(
      await screen.findByText(String(textAt(WEB_KIT_RESOURCES.en, 'errors.codes.FIRMWARE_IN_USE'))),
    ).toBeTruthy();
  });

  it('offers a sub-user with firmware control the update, but not upload or delete without write', async () => {
    const controller: IotAccessView = {
      main: false,
      mustChangePassword: false,
      grants: { devtypes: ['read'], firmware: ['read', 'control'] },
      scope: { kind: 'all', groupIds: [], projectIds: [] },
    };
    const { routes } = screenRoutes({ 'GET /v1/subusers_access/mine': () => controller });
    renderIot(<FirmwareScreen />, { routes });
    await screen.findByText('1.0.0', {}, { timeout: 30_000 });
    await waitFor(() => expect(within(row('1.0.0')).getByTestId('firmware-notify-button')).toBeTruthy());
    expect(screen.queryByTestId('firmware-delete-button')).toBeNull();
    expect(screen.queryByTestId('firmware-upload-button')).toBeNull();
  });

  it('says to create a device type first when there is none', async () => {
    const { routes } = screenRoutes({ 'GET /v1/devtype': () => ({ totalCount: 0, result: [] }) });
    renderIot(<FirmwareScreen />, { routes });
    expect((await screen.findByTestId('no-data', {}, { timeout: 30_000 })).textContent).toContain(
      'create a device type first',
    );
  });
  it("opens a version's details as stored now, with its release notes in full", async () => {
    const { routes } = screenRoutes({
      'GET /v1/firmware/meter/1.1.0': () => version('1.1.0', { activeRollouts: 2, desc: 'fixes' }),
      'GET /v1/firmware/meter/1.1.0/desc': () => ({ version: '1.1.0', desc: 'fixes\nthe radio driver' }),
    });
    renderIot(<FirmwareScreen />, { routes });
    fireEvent.click(await screen.findByTestId('firmware-open-1.1.0', {}, { timeout: 30_000 }));
    const details = await screen.findByTestId('firmware-details');
    await within(details).findByText('meter-1.1.0.bin');
    expect((await within(details).findByTestId('firmware-notes')).textContent).toBe(
      'fixes\nthe radio driver',
    );
    // The active rollouts as the server counts them now, not as the list had them.
    expect(within(details).getByText('Active rollouts').closest('tr')?.textContent).toContain('2');
  });

  it('says when a version has no release notes', async () => {
    const { routes } = screenRoutes({
      'GET /v1/firmware/meter/1.0.0': () => version('1.0.0'),
      'GET /v1/firmware/meter/1.0.0/desc': () => ({ version: '1.0.0', desc: '' }),
    });
    renderIot(<FirmwareScreen />, { routes });
    fireEvent.click(await screen.findByTestId('firmware-open-1.0.0', {}, { timeout: 30_000 }));
    await within(await screen.findByTestId('firmware-details')).findByText('No release notes.');
  });
});
