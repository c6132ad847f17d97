import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, BoardView, NodeView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { BoardManage } from './BoardManage';

const BOARD: BoardView = {
  id: 'b-1',
  model: 'RK3568',
  firmwareName: 'fw',
  firmwareVersion: '2.1',
  description: '',
  os: 'linux',
  nodes: [{ id: 'n-1', name: 'Timer' }],
  createdAt: 1,
  updatedAt: 1,
};
const NEWEST: BoardView = { ...BOARD, id: 'b-2', model: 'ESP32', nodes: [] };
const GPIO: NodeView = {
  id: 'n-2',
  name: 'Gpio',
  type: 'io',
  description: '',
  os: '',
  version: '',
  info: {},
  demo: null,
  createdAt: 1,
  updatedAt: 1,
};

async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(<BoardManage />, grants, {
    'GET /v1/boards': page([BOARD]),
    'GET /v1/boards_new': { data: [NEWEST] },
    'GET /v1/board_role': page([{ boardId: 'b-1', roleId: 'r-1', roleName: 'Makers', updatedAt: 1 }]),
    'GET /v1/roles': page([
      { id: 'r-1', name: 'Makers' },
      { id: 'r-2', name: 'Testers' },
    ]),
    'GET /v1/boards_node/b-1': { data: [{ id: 'n-1', name: 'Timer' }] },
    'GET /v1/nodes': page([GPIO]),
    ...routes,
  });
  await within(await screen.findByTestId('board-table')).findByText('RK3568');
  return api;
}

describe('BoardManage', () => {
  it("shows each board's nodes and role, and the recently added boards on their own view", async () => {
    await renderAsAdmin({ boards: 'read', roles: 'read' });
    expect((await screen.findByTestId('board-role-b-1')).textContent).toBe('Makers');
    fireEvent.click(screen.getByTestId('board-nodes-b-1'));
    expect(await within(await screen.findByTestId('board-nodes')).findByText('Timer')).toBeTruthy();
    fireEvent.click(screen.getByText('Recently added'));
    expect(await within(screen.getByTestId('board-table')).findByText('ESP32')).toBeTruthy();
    expect(screen.queryByTestId('board-search')).toBeNull();
  });

  it('links a board to another role with PUT /board_role', async () => {
    const api = await renderAsAdmin(
      { boards: 'write', roles: 'write' },
      {
        'PUT /v1/board_role': { data: { boardId: 'b-1', roleId: 'r-2', roleName: 'Testers', updatedAt: 2 } },
      },
    );
    fireEvent.click(screen.getByTestId('board-link-role-b-1'));
    const select = await screen.findByTestId('board-role-select');
    fireEvent.mouseDown(select.querySelector('input') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Testers'));
    fireEvent.click(screen.getByTestId('board-role-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/board_role')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/board_role')[0]?.body).toEqual({ boardId: 'b-1', roleId: 'r-2' });
  });

  it('shows no write to a read-only administrator, and no Role column without roles:read', async () => {
    const api = await renderAsAdmin({ boards: 'read' });
    expect(screen.queryByTestId('board-role-b-1')).toBeNull();
    expect(api.callsTo('GET /v1/board_role')).toHaveLength(0);
    for (const id of [
      'board-new',
      'board-import',
      'board-batch-delete',
      'board-edit-b-1',
      'board-delete-b-1',
    ])
      expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('offers the role link only with roles:write', async () => {
    await renderAsAdmin({ boards: 'write' });
    expect(screen.getByTestId('board-edit-b-1')).toBeTruthy();
    expect(screen.queryByTestId('board-link-role-b-1')).toBeNull();
  });
});
