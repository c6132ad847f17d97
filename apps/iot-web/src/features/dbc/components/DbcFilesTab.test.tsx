import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DbcFileView } from '@fleetkey/contract';
import { FakeError, renderIot } from '../../../test/render-iot';
import { DbcFilesTab } from './DbcFilesTab';

const FILE: DbcFileView = {
  name: 'engine.dbc',
  size: 2048,
  sha256: 'ab'.repeat(32),
  messageCount: 4,
  signalCount: 10,
  uploadedAt: '2026-11-27T00:00:00.000Z',
};

async function confirmDelete() {
  fireEvent.click(await screen.findByTestId('dbc-delete-engine.dbc', {}, { timeout: 30_000 }));
  const popup = await screen.findByRole('tooltip');
  fireEvent.click(within(popup).getByRole('button', { name: /delete/i }));
}

describe('DBC files tab', () => {
  it('lists the files with their message and signal counts', async () => {
    renderIot(<DbcFilesTab />, { routes: { 'GET /v1/dbc/file': () => [FILE] } });
    const row = (await screen.findByTestId('dbc-file-engine.dbc', {}, { timeout: 30_000 })).closest('tr');
    expect(row?.textContent).toContain('4');
    expect(row?.textContent).toContain('10');
    expect(row?.textContent).toContain('2.0 KB');
  });

  it('says which strategies keep a file in use from being deleted (409 DBC_IN_USE)', async () => {
    renderIot(<DbcFilesTab />, {
      routes: {
        'GET /v1/dbc/file': () => [FILE],
        'DELETE /v1/dbc/file/engine.dbc': () =>
          new FakeError(409, {
            code: 'DBC_IN_USE',
            message: 'in use',
            data: { strategies: [{ id: 's1', name: 'Powertrain' }] },
          }),
      },
    });
    await confirmDelete();
    const refused = await screen.findByTestId('dbc-delete-refused');
    expect(refused.textContent).toContain('engine.dbc is used by: Powertrain');
  });

  it('deletes a file no strategy uses', async () => {
    let files = [FILE];
    const { fetch } = renderIot(<DbcFilesTab />, {
      routes: {
        'GET /v1/dbc/file': () => files,
        'DELETE /v1/dbc/file/engine.dbc': () => {
          files = [];
          return null;
        },
      },
    });
    await confirmDelete();
    await waitFor(() => expect(screen.queryByTestId('dbc-file-engine.dbc')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(screen.queryByTestId('dbc-delete-refused')).toBeNull();
  });
});
