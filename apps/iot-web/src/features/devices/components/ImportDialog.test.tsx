import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceWithSecret } from '@fleetkey/contract';
import { FakeError, renderIot, type FakeRoutes } from '../../../test/render-iot';
import { ImportDialog } from './ImportDialog';

const file = () => new File(['devid,devtype\nm-1,meter\n'], 'devices.csv', { type: 'text/csv' });

async function importWith(routes: FakeRoutes) {
  const onImported = vi.fn();
  const view = renderIot(<ImportDialog onImported={onImported} onClose={vi.fn()} />, { routes });
  const dialog = await screen.findByTestId('import-dialog', {}, { timeout: 30_000 });
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file()] } });
  await waitFor(() => expect(screen.getByTestId('import-start').hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByTestId('import-start'));
  return { onImported, ...view };
}

describe('import dialog', () => {
  it('uploads the picked file and hands over the created devices with their secrets', async () => {
    const created = [{ devid: 'm-1', devsecret: 'secret-1' }] as DeviceWithSecret[];
    const { onImported, fetch } = await importWith({ 'POST /v1/multi_devices': () => created });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(created));
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect(((init!.body as FormData).get('file') as File).name).toBe('devices.csv');
  });

  it('shows the per-row report of a refused file and creates nothing', async () => {
    const { onImported } = await importWith({
      'POST /v1/multi_devices': () =>
        new FakeError(400, {
          code: 'DEVICE_IMPORT_INVALID',
          message: 'some rows of the file are invalid; nothing was imported',
          data: { rows: [{ row: 2, field: 'devtype', message: 'validation.deviceTypeUnknown' }] },
        }),
    });
    const report = await screen.findByTestId('import-errors', {}, { timeout: 30_000 });
    expect(report.textContent).toContain('No such device type.');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says why a file was refused (its field message), not that some data is not valid', async () => {
    await importWith({
      'POST /v1/multi_devices': () =>
        new FakeError(400, {
          code: 'VALIDATION_FAILED',
          message: 'body.file: validation.importNoRows',
          data: { fields: [{ location: 'body', path: 'file', message: 'validation.importNoRows' }] },
        }),
    });
    expect((await screen.findByTestId('import-failed', {}, { timeout: 30_000 })).textContent).toBe(
      'The file has its header row but no rows below it.',
    );
  });

  it('shows any other failure as its message', async () => {
    await importWith({
      'POST /v1/multi_devices': () =>
        new FakeError(403, { code: 'DEVICE_LIMIT', message: 'device count exceeds system limit' }),
    });
    expect((await screen.findByTestId('import-failed', {}, { timeout: 30_000 })).textContent).toBe(
      'The number of devices exceeds the system limit.',
    );
  });
});
