import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenceNodes } from '@fleetkey/contract';
import { storeUser } from '@fleetkey/web-kit';
import { DEMO_USER } from '@fleetkey/web-kit/testing';
import NodeManagePage from '../../pages/NodeManagePage';
import TargetBoardManagePage from '../../pages/TargetBoardManagePage';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { grantedNodes } from './granted';

const head = (licenseId: string, edition: number) => ({
  licenceId: `id-${licenseId}`,
  licenseId,
  edition,
  expiredAt: 4_102_444_800_000,
  role: { id: 'r-1', name: 'Flow users' },
});
const TIMER = { id: 'n-1', name: 'Timer', type: 'logic', os: 'linux', version: '1.0', demoFileName: null };
const GRANTS: LicenceNodes[] = [
  {
    ...head('AW-0001', 3),
    nodes: [{ ...TIMER, permit: 'read' }],
    boards: [
      {
        id: 'b-1',
        model: 'RK3568',
        firmwareName: 'awtk',
        firmwareVersion: '2.1',
        os: 'linux',
        nodeIds: ['n-1'],
      },
    ],
  },
  {
    ...head('AW-0002', 2),
    nodes: [
      { ...TIMER, permit: 'write' },
      {
        id: 'n-2',
        name: 'Adder',
        type: 'math',
        os: 'any',
        version: '0.9',
        demoFileName: 'adder.zip',
        permit: 'read',
      },
    ],
    boards: [],
  },
];

function renderAsUser(page: ReactElement) {
  const api = fakeApi({ 'GET /v1/nodes_license': { data: GRANTS } });
  renderLicence(page, { fetch: api.fetch });
  act(() => storeUser({ ...DEMO_USER, role: 0 }));
  return api;
}

describe('a user’s nodes and boards', () => {
  it('merges the licences’ grants: each node once, write winning, with every licence it comes from', () => {
    const nodes = grantedNodes(GRANTS);
    expect(nodes.map((node) => [node.name, node.permit, node.licences.map((l) => l.licenseId)])).toEqual([
      ['Adder', 'read', ['AW-0002']],
      ['Timer', 'write', ['AW-0001', 'AW-0002']],
    ]);
  });

  it('shows a user the nodes their licences grant, read-only, and never calls the administrators’ list', async () => {
    const api = renderAsUser(<NodeManagePage />);
    const table = await screen.findByTestId('licensed-node-table');
    const timer = (await within(table).findByText('Timer')).closest('tr') as HTMLElement;
    expect(within(timer).getByText('Read and write')).toBeTruthy();
    expect(within(timer).getByText(/AW-0001/)).toBeTruthy();
    expect(within(table).getByText('Adder')).toBeTruthy();
    expect(screen.queryByTestId('node-new')).toBeNull();
    expect(api.callsTo('GET /v1/nodes')).toHaveLength(0);
  });

  it('shows a user the boards their licences are linked to, with the boards’ nodes', async () => {
    renderAsUser(<TargetBoardManagePage />);
    const table = await screen.findByTestId('licensed-board-table');
    const board = (await within(table).findByText('RK3568')).closest('tr') as HTMLElement;
    expect(within(board).getByText('Timer')).toBeTruthy();
    expect(within(board).getByText('awtk 2.1')).toBeTruthy();
  });
});
