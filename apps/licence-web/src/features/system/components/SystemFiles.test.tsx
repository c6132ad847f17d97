import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, type UploadOptions } from '@fleetkey/api-client';
import type { AdminGrants, FileUploadView } from '@fleetkey/contract';
import { page } from '../../../test/fixtures';
import { renderForAdmin } from '../../../test/render-licence';
import { SystemFiles } from './SystemFiles';

const STORED: FileUploadView = {
  id: 'f-1',
  type: 'doc',
  log: 'price list',
  fileName: 'prices.pdf',
  size: 2048,
  sha256: 'ab'.repeat(32),
  adminName: 'keeper',
  createdAt: Date.now(),
};

// The client's file upload is replaced (the tests' fetch has no upload progress), as in the installer test.
const uploads: { path: string; fileName: string; query: unknown }[] = [];
beforeEach(() => {
  uploads.length = 0;
  vi.spyOn(ApiClient.prototype, 'postFile').mockImplementation(
    (path: string, _file: Blob, fileName: string, options: UploadOptions & { query?: unknown } = {}) => {
      uploads.push({ path, fileName, query: options.query });
      return Promise.resolve(STORED as never);
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const renderAs = (grants: AdminGrants, files: FileUploadView[] = [STORED]) =>
  renderForAdmin(<SystemFiles />, grants, { 'GET /v1/sys/file/upload': page(files) });

describe('SystemFiles', { timeout: 120_000 }, () => {
  it('uploads a file with its kind and note (POST /sys/file/upload) and lists it', async () => {
    await renderAs({ config: 'write' });
    expect(await within(screen.getByTestId('file-table')).findByText('prices.pdf')).toBeTruthy();
    fireEvent.click(screen.getByTestId('file-upload'));
    await screen.findByTestId('file-upload-dialog');
    fireEvent.change(screen.getByTestId('file-upload-type'), { target: { value: 'bad kind!' } });
    fireEvent.click(screen.getByTestId('file-upload-submit'));
    expect(await screen.findByText('Please choose a file.')).toBeTruthy();
    expect(uploads).toHaveLength(0);

    fireEvent.change(screen.getByTestId('file-upload-type'), { target: { value: 'doc' } });
    fireEvent.change(screen.getByTestId('file-upload-log'), { target: { value: ' price list ' } });
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'prices.pdf')] } });
    await within(screen.getByTestId('file-upload-dialog')).findByText('prices.pdf');
    fireEvent.click(screen.getByTestId('file-upload-submit'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toEqual({
      path: '/sys/file/upload',
      fileName: 'prices.pdf',
      query: { type: 'doc', log: 'price list' },
    });
    expect(await screen.findByText('prices.pdf was uploaded.')).toBeTruthy();
  });

  it('shows the files without the upload to an administrator who may only read the configuration', async () => {
    await renderAs({ config: 'read' }, []);
    expect(await screen.findByText('No files uploaded yet.')).toBeTruthy();
    expect(screen.queryByTestId('file-upload')).toBeNull();
  });
});
