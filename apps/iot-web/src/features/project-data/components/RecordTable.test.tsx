import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DatasetView, ProjectDataView } from '@fleetkey/contract';
import { renderIot, sentBody, type FakeRoutes } from '../../../test/render-iot';
import { confirmPopover } from '../../../test/confirm-popover';
import { RecordTable } from './RecordTable';

const DATASET: DatasetView = {
  id: 'ds-1',
  projectId: 'p-1',
  name: 'sites',
  description: '',
  fields: [
    { name: 'code', label: '', type: 'text', required: false, unique: false, multiple: false },
    { name: 'tags', label: '', type: 'text', required: false, unique: false, multiple: true },
  ],
  schemaVersion: 1,
  records: 2,
  createdBy: 'owner',
  createdAt: 0,
  updatedAt: 0,
};

const record = (id: string, code: string, tags: string[], version = 1): ProjectDataView => ({
  id,
  datasetId: DATASET.id,
  values: { code, tags },
  version,
  createdBy: 'owner',
  createdAt: 0,
  updatedAt: 0,
});

/** The server's answers; `sent` collects each write as `METHOD path body`. */
function routes(extra: FakeRoutes = {}) {
  const sent: string[] = [];
  const write = (method: string) => (url: URL, init: RequestInit | undefined) => {
    sent.push(`${method} ${url.pathname} ${sentBody(init)}`);
    return { deleted: 2 };
  };
  const table: FakeRoutes = {
    'GET /v1/project_datas': () => ({
      totalCount: 2,
      result: [record('r-1', 'S-1', ['a', 'b']), record('r-2', 'S-2', [])],
    }),
    'POST /v1/project_datas/batch/delete': write('POST'),
    'POST /v1/project_datas': write('POST'),
    ...extra,
  };
  return { table, sent };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

// An antd table with a form and modals renders slowly in jsdom on a busy machine.
describe('project records table', () => {
  it('deletes the chosen rows together after a confirmation', async () => {
    const { table, sent } = routes();
    renderIot(<RecordTable projectId="p-1" dataset={DATASET} writable />, { routes: table });
    await screen.findByText('S-1');
    const button = screen.getByTestId('row-batch-delete');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    for (const code of ['S-1', 'S-2']) fireEvent.click(within(rowOf(code)).getByRole('checkbox'));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(sent).toEqual([]);
    await confirmPopover('Delete');
    await waitFor(() => expect(sent).toEqual(['POST /v1/project_datas/batch/delete {"ids":["r-1","r-2"]}']));
  });

  it('edits one element with the version of the record as read now', async () => {
    const { table, sent } = routes({
      // Someone changed the record since the page was read: version 4, not the row's 1.
      'GET /v1/project_datas/r-1': () => record('r-1', 'S-1', ['a', 'b'], 4),
      'PUT /v1/project_datas/r-1/1': (url, init) => {
        sent.push(`PUT ${url.pathname} ${sentBody(init)}`);
        return record('r-1', 'S-1', ['a', 'B'], 5);
      },
    });
    renderIot(<RecordTable projectId="p-1" dataset={DATASET} writable />, { routes: table });
    fireEvent.click(await screen.findByTestId('elements-tags-1'));
    const dialog = await screen.findByTestId('element-dialog');
    const input = within(dialog).getByTestId<HTMLInputElement>('value-tags');
    expect(input.value).toBe('b');
    fireEvent.change(input, { target: { value: 'B' } });
    fireEvent.click(screen.getByTestId('element-save'));
    await waitFor(() =>
      expect(sent).toEqual(['PUT /v1/project_datas/r-1/1 {"field":"tags","value":"B","version":4}']),
    );
  });

  it('refuses a blank new record in the form, sending nothing', async () => {
    const { table, sent } = routes();
    renderIot(<RecordTable projectId="p-1" dataset={DATASET} writable />, { routes: table });
    await screen.findByText('S-1');
    fireEvent.click(screen.getByTestId('row-add'));
    fireEvent.click(await screen.findByTestId('row-save'));
    expect((await screen.findByTestId('row-failure')).textContent).toBe(
      'Fill in at least one field: a blank record is not saved.',
    );
    expect(sent).toEqual([]);
  });

  it('offers no selection, batch delete or element edit to a reader', async () => {
    const { table } = routes();
    renderIot(<RecordTable projectId="p-1" dataset={DATASET} writable={false} />, { routes: table });
    await screen.findByText('S-1');
    expect(screen.queryByTestId('row-batch-delete')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('elements-tags-0')).toBeNull();
    expect(screen.getByText('a')).toBeTruthy();
  });
});
