import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, type UploadOptions } from '@fleetkey/api-client';
import type { InstallerView } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { InstallerUploadDialog } from './InstallerUploadDialog';

// The browser reports progress through XMLHttpRequest, which the tests' fetch does not have: the client's
// file upload is replaced by one the test drives, progress report by progress report. A spy on the class the
// console's client is made from, not a module mock: the test files share one module graph, where a mock
// misses a module another file loaded first.
const upload = {
  calls: [] as { path: string; file: Blob; fileName: string; options: UploadOptions & { query?: unknown } }[],
  finish: (_installer: InstallerView): void => undefined,
};
beforeEach(() => {
  upload.calls.length = 0;
  vi.spyOn(ApiClient.prototype, 'postFile').mockImplementation(
    (path: string, file: Blob, fileName: string, options: UploadOptions & { query?: unknown } = {}) =>
      new Promise((resolve) => {
        upload.calls.push({ path, file, fileName, options });
        upload.finish = resolve;
      }),
  );
});
afterEach(() => vi.restoreAllMocks());

const en = (key: string) => String(textAt(WEB_KIT_RESOURCES.en, key));

const installer: InstallerView = {
  id: 'inst-1',
  fileName: 'fleetkey-setup.exe',
  size: 100,
  sha256: 'ab'.repeat(32),
  version: '3.1.0',
  os: 'Windows',
  description: '',
  adminName: 'keeper',
  createdAt: Date.now(),
};

const pickFile = async (name: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['x'.repeat(100)], name)] } });
  // The picked file joins the form once antd has listed it.
  await screen.findByText(name);
};

describe('InstallerUploadDialog', { timeout: 120_000 }, () => {
  it('asks for a file, then shows the upload progress until the server has stored it', async () => {
    const onClose = vi.fn();
    renderLicence(<InstallerUploadDialog onClose={onClose} />, { fetch: fakeApi({}).fetch });

    fireEvent.click(screen.getByTestId('installer-upload-submit'));
    expect(await screen.findByText('Please choose a file.')).toBeTruthy();
    expect(upload.calls).toHaveLength(0);

    await pickFile('fleetkey-setup.exe');
    fireEvent.change(screen.getByTestId('installer-version'), { target: { value: '3.1.0' } });
    fireEvent.change(screen.getByTestId('installer-os'), { target: { value: 'Windows' } });
    fireEvent.click(screen.getByTestId('installer-upload-submit'));
    await waitFor(() => expect(upload.calls).toHaveLength(1));
    const [call] = upload.calls;
    expect(call?.path).toBe('/sys/installers');
    expect(call?.fileName).toBe('fleetkey-setup.exe');
    expect(call?.options.query).toMatchObject({ version: '3.1.0', os: 'Windows' });

    act(() => call?.options.onProgress?.({ loaded: 40, total: 100 }));
    const progress = screen.getByTestId('installer-progress');
    expect(progress.dataset.percent).toBe('40');
    expect(progress.textContent).toContain('Uploading');
    expect(screen.getByText('Cancel upload')).toBeTruthy();

    act(() => call?.options.onProgress?.({ loaded: 100, total: 100 }));
    expect(screen.getByTestId('installer-progress').dataset.percent).toBe('100');
    expect(screen.getByTestId('installer-progress').textContent).toContain(
      'the server is checking and storing the file',
    );
    expect(onClose).not.toHaveBeenCalled();

    act(() => upload.finish(installer));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(await screen.findByText('fleetkey-setup.exe was uploaded.')).toBeTruthy();
  });

  it('refuses a description that breaks the 2–64 rule before uploading', async () => {
    renderLicence(<InstallerUploadDialog onClose={vi.fn()} />, { fetch: fakeApi({}).fetch });
    await pickFile('setup.dmg');
    fireEvent.change(screen.getByTestId('installer-description'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('installer-upload-submit'));
    expect(await screen.findByText(en('validation.descriptionInvalid'))).toBeTruthy();
    expect(upload.calls).toHaveLength(0);
  });
});
