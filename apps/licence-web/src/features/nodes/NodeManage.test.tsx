import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, NodeView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { NodeManage } from './NodeManage';

const TIMER: NodeView = {
  id: 'n-1',
  name: 'Timer',
  type: 'logic',
  description: 'ticks',
  os: 'linux',
  version: '1.0',
  info: { ports: { outputs: [{ name: 'tick' }] } },
  demo: null,
  createdAt: 1,
  updatedAt: 1,
};

async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(<NodeManage />, grants, {
    'GET /v1/nodes': page([TIMER]),
    ...routes,
  });
  await within(await screen.findByTestId('node-table')).findByText('Timer');
  return api;
}

const chooseFile = (testId: string, content: string) => {
  const input = screen.getByTestId(`${testId}-picker`).querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([content], 'nodes.json', { type: 'application/json' })] },
  });
};

describe('NodeManage', { timeout: 120_000 }, () => {
  it('lists every failure of a refused node file by row and field, in the §8 words', async () => {
    await renderAsAdmin(
      { nodes: 'write' },
      {
        'POST /v1/nodes_upload': {
          status: 400,
          code: 'VALIDATION_FAILED',
          data: {
            fields: [
              { location: 'body', path: 'nodes.1.name', message: 'validation.nodeNameRequired' },
              { location: 'body', path: 'nodes.3', message: 'validation.fileStructureInvalid' },
            ],
          },
        },
      },
    );
    chooseFile('node-import', '[{"name":"a"},{}]');
    const errors = await screen.findByTestId('node-import-errors');
    expect(errors.textContent).toContain('Nothing was imported');
    expect(errors.textContent).toContain('Row 2, field name: Each node needs a name field.');
    expect(errors.textContent).toContain('Row 4: ');
  });

  it('reports what a good file created and updated, and refreshes the list', async () => {
    const api = await renderAsAdmin(
      { nodes: 'write' },
      { 'POST /v1/nodes_upload': { data: { created: 2, updated: 1 } } },
    );
    chooseFile('node-import', '[{"name":"a"}]');
    expect(await screen.findByText('Imported: 2 created, 1 updated.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /v1/nodes').length).toBeGreaterThan(1));
    expect(screen.queryByTestId('node-import-errors')).toBeNull();
  });

  it('shows no import, new, edit or delete to a read-only administrator', async () => {
    await renderAsAdmin({ nodes: 'read' });
    for (const id of ['node-import', 'node-new', 'node-batch-delete', 'node-edit-n-1', 'node-delete-n-1'])
      expect(screen.queryByTestId(id), id).toBeNull();
    expect(screen.getByTestId('node-export')).toBeTruthy();
  });

  it("opens the node's info in the JSON viewer, where a search unfolds and marks the hit", async () => {
    await renderAsAdmin({ nodes: 'read' });
    fireEvent.click(screen.getByTestId('node-info-n-1'));
    const viewer = await screen.findByTestId('json-viewer');
    expect(within(viewer).queryByTestId('json-line-ports/outputs/0/name')).toBeNull();
    fireEvent.change(within(viewer).getByPlaceholderText('Search keys and values'), {
      target: { value: 'tick' },
    });
    expect(within(viewer).getByTestId('json-line-ports/outputs/0/name').textContent).toContain('"tick"');
    expect(within(viewer).getByTestId('json-viewer-hits').textContent).toBe('2 matches'); // the output's name and the description "ticks"
  });

  it('deletes the ticked nodes only after the password confirm', async () => {
    const api = await renderAsAdmin(
      { nodes: 'write' },
      {
        'POST /v1/auth/admin/verify_password': { data: { remark: '' } },
        'DELETE /v1/nodes_batch_del': { data: null },
      },
    );
    const row = within(screen.getByTestId('node-table')).getByText('Timer').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    fireEvent.click(screen.getByTestId('node-batch-delete'));
    const dialog = await screen.findByTestId('password-confirm-dialog');
    expect(api.callsTo('DELETE /v1/nodes_batch_del')).toHaveLength(0);
    fireEvent.change(dialog.querySelector('input') as HTMLInputElement, { target: { value: 'Chief2024' } });
    fireEvent.click(screen.getByTestId('password-confirm-ok'));
    await waitFor(() => expect(api.callsTo('DELETE /v1/nodes_batch_del')).toHaveLength(1));
    expect(api.callsTo('DELETE /v1/nodes_batch_del')[0]?.body).toEqual({ ids: ['n-1'] });
  });

  it('lists the boards that run a node when asked, to an administrator who may read boards', async () => {
    const api = await renderAsAdmin(
      { nodes: 'read', boards: 'read' },
      {
        'GET /v1/board_nodes': page([
          { boardId: 'b-1', model: 'AW-RK3568', nodeId: 'n-1', nodeName: 'Timer' },
        ]),
      },
    );
    expect(api.callsTo('GET /v1/board_nodes')).toEqual([]);
    fireEvent.click(screen.getByTestId('node-boards-n-1'));
    expect(await screen.findByText('AW-RK3568')).toBeTruthy();
    expect(screen.getByText('Boards that run Timer')).toBeTruthy();
    expect(api.callsTo('GET /v1/board_nodes')[0]?.url.searchParams.get('nodeId')).toBe('n-1');
  });

  it('says so when no board runs the node', async () => {
    await renderAsAdmin({ nodes: 'read', boards: 'read' }, { 'GET /v1/board_nodes': page([]) });
    fireEvent.click(screen.getByTestId('node-boards-n-1'));
    expect(await screen.findByText('No target board runs this node.')).toBeTruthy();
  });

  it('offers no boards column without boards:read', async () => {
    await renderAsAdmin({ nodes: 'read' });
    expect(screen.queryByTestId('node-boards-n-1')).toBeNull();
  });
});
