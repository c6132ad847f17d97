import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { NodeView, PermissionItem, PermissionView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { fakeApi, renderLicence, type FakeAnswer } from '../../test/render-licence';
import { PermissionDialog } from './PermissionDialog';

function permission(id: string, type: PermissionView['type'], name = id): PermissionView {
  return { id, name, key: id, desc: '', os: '', version: '', details: '', type, createdAt: 1, updatedAt: 1 };
}

function node(id: string, name: string, type: string): NodeView {
  const fields = { name, type, description: '', os: 'linux', version: '1.0', info: {} };
  return { id, ...fields, demo: null, createdAt: 1, updatedAt: 1 };
}

const CATALOGUE = [
  permission('oplogs', 'system'),
  permission('roles', 'system'),
  permission('feat-1', 'feature', 'Export flows'),
];

function renderDialog(
  props: Partial<Parameters<typeof PermissionDialog>[0]> = {},
  catalogue?: () => FakeAnswer,
  nodes: NodeView[] = [],
) {
  const onSure = vi.fn<(items: PermissionItem[]) => void>();
  const onCancel = vi.fn();
  const api = fakeApi({
    'GET /v1/permission': catalogue ?? page(CATALOGUE),
    'GET /v1/nodes': page(nodes),
  });
  renderLicence(<PermissionDialog mode="edit" value={[]} onCancel={onCancel} onSure={onSure} {...props} />, {
    fetch: api.fetch,
  });
  return { api, onSure, onCancel };
}

/** The tree line of an item (or of a default-group entry), once the catalogue has loaded. */
const line = async (key: string) =>
  (await screen.findByTestId(`permission-line-${key}`)).closest('.ant-tree-treenode') as HTMLElement;
const tickBox = (node: HTMLElement) => node.querySelector('.ant-tree-checkbox') as HTMLElement;
const isTicked = (node: HTMLElement) => tickBox(node).classList.contains('ant-tree-checkbox-checked');
/** The box that ticks every line of a tab. */
const selectAll = (tab: 'function' | 'flow' = 'function') =>
  screen
    .getByTestId(`permission-select-all-${tab}`)
    .closest('label')
    ?.querySelector('input') as HTMLInputElement;

/** Presses Sure and checks the items the dialog hands back. */
function expectSureGives(onSure: Mock<(items: PermissionItem[]) => void>, items: PermissionItem[]) {
  fireEvent.click(screen.getByTestId('permission-sure'));
  expect(onSure).toHaveBeenCalledWith(items);
}

describe('PermissionDialog', { timeout: 120_000 }, () => {
  it('select all ticks every catalogue line with the read permit, and the default group stays out', async () => {
    const { onSure } = renderDialog();
    await line('permission/roles');
    fireEvent.click(selectAll());
    for (const key of ['permission/oplogs', 'permission/roles', 'permission/feat-1']) {
      expect(isTicked(await line(key)), key).toBe(true);
    }
    expectSureGives(onSure, [
      { type: 'permission', id: 'feat-1', permit: 'read' },
      { type: 'permission', id: 'oplogs', permit: 'read' },
      { type: 'permission', id: 'roles', permit: 'read' },
    ]);
  });

  it('shows the default group unticked and disabled, even after select all', async () => {
    renderDialog();
    const personal = await line('fixed/default/personalInfo');
    fireEvent.click(selectAll());
    for (const node of [personal, await line('fixed/default/ownPermissions')]) {
      expect(isTicked(node)).toBe(false);
      expect(node.classList.contains('ant-tree-treenode-disabled')).toBe(true);
      fireEvent.click(tickBox(node));
      expect(isTicked(node)).toBe(false);
    }
  });

  it('returns the chosen items: ticked lines with their permits, untouched node items kept', async () => {
    const { onSure } = renderDialog({
      value: [
        { type: 'permission', id: 'oplogs', permit: 'read' },
        { type: 'node', id: 'node-7', permit: 'write' },
      ],
    });
    expect(isTicked(await line('permission/oplogs'))).toBe(true);
    fireEvent.click(tickBox(await line('permission/roles')));
    fireEvent.click(screen.getByTestId('permit-permission/roles-write'));
    fireEvent.click(tickBox(await line('permission/oplogs')));
    expectSureGives(onSure, [
      { type: 'node', id: 'node-7', permit: 'write' },
      { type: 'permission', id: 'roles', permit: 'write' },
    ]);
  });

  it('hides Cancel and Sure in view mode and changes nothing; the Flow tab says no nodes exist', async () => {
    renderDialog({ mode: 'view', value: [{ type: 'permission', id: 'roles', permit: 'write' }] });
    const roles = await line('permission/roles');
    expect(isTicked(roles)).toBe(true);
    expect(screen.queryByTestId('permission-sure')).toBeNull();
    expect(screen.queryByTestId('permission-cancel')).toBeNull();
    expect(selectAll().disabled).toBe(true);
    fireEvent.click(tickBox(roles));
    expect(isTicked(await line('permission/roles'))).toBe(true);
    fireEvent.click(screen.getByTestId('permission-tab-flow'));
    expect(
      within(await screen.findByTestId('permission-empty-flow')).getByText('No nodes are defined yet.'),
    ).toBeTruthy();
  });

  it('lists the nodes by type on the Flow tab and returns the ticked ones as node items with their permits', async () => {
    const { onSure } = renderDialog(
      { value: [{ type: 'permission', id: 'roles', permit: 'read' }] },
      undefined,
      [node('n-1', 'Timer', 'logic'), node('n-2', 'Gpio', 'io'), node('n-3', 'Delay', 'logic')],
    );
    await line('permission/roles');
    fireEvent.click(screen.getByTestId('permission-tab-flow'));
    const tree = await screen.findByTestId('permission-tree-flow');
    expect(within(tree).getByText('io')).toBeTruthy();
    expect(within(tree).getByText('logic')).toBeTruthy();
    fireEvent.click(tickBox(await line('node/n-1')));
    fireEvent.click(screen.getByTestId('permit-node/n-1-write'));
    fireEvent.click(tickBox(await line('node/n-2')));
    expectSureGives(onSure, [
      { type: 'node', id: 'n-1', permit: 'write' },
      { type: 'node', id: 'n-2', permit: 'read' },
      { type: 'permission', id: 'roles', permit: 'read' },
    ]);
  });

  it('ticks select all on the Flow tab only over nodes, leaving the Function tab as it was', async () => {
    const { onSure } = renderDialog({}, undefined, [node('n-1', 'Timer', ''), node('n-2', 'Gpio', 'io')]);
    await line('permission/roles');
    fireEvent.click(screen.getByTestId('permission-tab-flow'));
    await line('node/n-1');
    fireEvent.click(selectAll('flow'));
    expectSureGives(onSure, [
      { type: 'node', id: 'n-1', permit: 'read' },
      { type: 'node', id: 'n-2', permit: 'read' },
    ]);
  });

  it('retries loading the permissions 3 times before it shows the error', async () => {
    let failures = 3;
    const { api } = renderDialog({}, () =>
      failures-- > 0 ? { status: 503, code: 'UNAVAILABLE' } : page(CATALOGUE),
    );
    await screen.findByTestId('permission-line-permission/roles', {}, { timeout: 30_000 });
    expect(api.callsTo('GET /v1/permission')).toHaveLength(4);
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('after the 3 retries fail, shows the error with a retry that loads again', async () => {
    let healthy = false;
    const { api } = renderDialog({}, () =>
      healthy ? page(CATALOGUE) : { status: 503, code: 'UNAVAILABLE' },
    );
    const error = await screen.findByTestId('load-error', {}, { timeout: 30_000 });
    expect(api.callsTo('GET /v1/permission')).toHaveLength(4);
    expect(screen.getByTestId('permission-sure').hasAttribute('disabled')).toBe(true);
    healthy = true;
    fireEvent.click(within(error).getByRole('button'));
    await line('permission/roles');
    expect(screen.getByTestId('permission-sure').hasAttribute('disabled')).toBe(false);
  });
});
