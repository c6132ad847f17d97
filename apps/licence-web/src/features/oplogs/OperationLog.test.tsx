import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OplogView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { OperationLog } from './OperationLog';

const entry: OplogView = {
  id: 'op-1',
  adminId: 'adm-1',
  adminName: 'keeper',
  content: 'created role Nightshift',
  ip: '10.0.0.7',
  createdAt: Date.now(),
  textKey: 'createdRole',
  textParams: { name: 'Nightshift' },
};

afterEach(() => vi.restoreAllMocks());

describe('OperationLog', { timeout: 120_000 }, () => {
  it('lists the entries, applies the filters, and exports the CSV of the same filters', async () => {
    // jsdom has no object URLs and cannot follow a download link: record what would be saved instead.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:oplogs'), revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /v1/sys/oplogs': page([entry]),
      'GET /v1/sys/oplogs/export': { data: 'admin,content,ip,time' },
    });
    renderLicence(<OperationLog />, { fetch: api.fetch });

    expect((await screen.findByTestId('oplog-content')).textContent).toBe('Created role Nightshift');

    // Administrators cannot be listed here, so the administrator is typed.
    fireEvent.change(screen.getByTestId('oplog-admin-name'), { target: { value: 'keep' } });
    fireEvent.change(screen.getByTestId('oplog-search'), { target: { value: 'role' } });
    fireEvent.click(screen.getByTestId('oplog-search-submit'));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/sys/oplogs').at(-1)?.url.searchParams.get('search')).toBe('role'),
    );
    const listed = api.callsTo('GET /v1/sys/oplogs').at(-1)?.url.searchParams;
    expect(listed?.get('adminName')).toBe('keep');
    expect(listed?.get('skip')).toBe('0');

    fireEvent.click(screen.getByTestId('oplog-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.contexts[0]).toMatchObject({ download: 'oplogs.csv' });
    const exported = api.callsTo('GET /v1/sys/oplogs/export')[0]?.url.searchParams;
    expect(exported?.get('adminName')).toBe('keep');
    expect(exported?.get('search')).toBe('role');
    expect(exported?.get('descend')).toBe('true');
  });

  it("words each entry by its key in the reader's language, and shows an older entry as stored", async () => {
    const pushed: OplogView = {
      ...entry,
      id: 'op-2',
      content: 'pushed "Renewal" to 1 users by mobile',
      textKey: 'pushedTicketByMobile',
      textParams: { title: 'Renewal', count: 1 },
    };
    const older: OplogView = { ...entry, id: 'op-3', content: 'deleted user alice' };
    delete older.textKey;
    delete older.textParams;
    const api = fakeApi({ 'GET /v1/sys/oplogs': page([pushed, older]) });
    renderLicence(<OperationLog />, { fetch: api.fetch });

    await waitFor(() => expect(screen.getAllByTestId('oplog-content')).toHaveLength(2));
    expect(screen.getAllByTestId('oplog-content').map((cell) => cell.textContent)).toEqual([
      'Pushed "Renewal" to 1 user by mobile',
      'deleted user alice',
    ]);
  });

  it('does not send a search the contract refuses', async () => {
    const api = fakeApi({ 'GET /v1/sys/oplogs': page([entry]) });
    renderLicence(<OperationLog />, { fetch: api.fetch });
    await screen.findByTestId('oplog-content');
    fireEvent.change(screen.getByTestId('oplog-search'), { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByTestId('oplog-search-submit'));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(api.calls.some((call) => call.url.searchParams.has('search'))).toBe(false);
  });
});
