import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommonFileView } from '@fleetkey/contract';
import { renderIot, type FakeRoutes } from '../../test/render-iot';
import { CommonFiles } from './CommonFiles';

const MANUAL: CommonFileView = {
  id: 'f1',
  fileName: 'manual.pdf',
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'ab'.repeat(32),
  createdBy: 'owner',
  createdAt: 0,
  url: '/v1/filemanager/commonfile/f1',
};

describe('common files', { timeout: 30_000 }, () => {
  it("uploads a chosen file through the file manager's upload and lists it", async () => {
    const stored: CommonFileView[] = [];
    const asked: string[] = [];
    const routes: FakeRoutes = {
      'GET /v1/customs/commonFile': () => stored,
      'POST /v1/filemanager/upload/commonfile': (url, init) => {
        asked.push(`${url.pathname} ${init?.body instanceof FormData ? 'multipart' : 'json'}`);
        stored.push(MANUAL);
        return MANUAL;
      },
    };
    renderIot(<CommonFiles />, { routes });
    await screen.findByTestId('no-data', {}, { timeout: 30_000 });
    // The upload shows once the user's access (files:write) has loaded.
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('manual.pdf');
    await waitFor(() => expect(asked).toEqual(['/v1/filemanager/upload/commonfile multipart']));
  });
});
