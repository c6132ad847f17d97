import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeError, renderIot, type FakeRoutes } from '../../../test/render-iot';
import { BulkAddDialog } from './BulkAddDialog';

const GROUPS = [
  { id: 'g1', name: 'Floor 1' },
  { id: 'g2', name: 'Floor 2' },
];

/** The groups the picker finds, and every POST that adds devices to a group (path and body). */
function groupRoutes(answer: () => unknown = () => ({ id: 'g1' })) {
  const posts: { path: string; body: unknown }[] = [];
  const routes: FakeRoutes = {
    'GET /v1/device_groups': () => ({ totalCount: GROUPS.length, result: GROUPS }),
    'POST /v1/device_groups/g1': (url, init) => {
      posts.push({ path: url.pathname, body: JSON.parse(init?.body as string) as unknown });
      return answer();
    },
  };
  return { routes, posts };
}

async function pickGroup(name: string) {
  const input = within(await screen.findByTestId('bulk-target-select')).getByRole('combobox');
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByTitle(name));
}

// An antd modal with a form renders slowly in jsdom on a busy machine.
describe('bulk add of selected devices', () => {
  it('adds all the selected devices to the chosen group in one request, once however often OK is clicked', async () => {
    const { routes, posts } = groupRoutes();
    const onAdded = vi.fn();
    const onClose = vi.fn();
    renderIot(
      <BulkAddDialog
        devids={['m-1', 'm-2', 'm-3']}
        targets={['group', 'project']}
        onAdded={onAdded}
        onClose={onClose}
      />,
      { routes },
    );
    expect(await screen.findByText('Add 3 devices to…')).toBeTruthy();
    await pickGroup('Floor 1');
    const ok = screen.getByTestId('bulk-add-ok');
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts).toEqual([{ path: '/v1/device_groups/g1', body: { devids: ['m-1', 'm-2', 'm-3'] } }]);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3 devices added to Floor 1.')).toBeTruthy();
  });

  it('offers only the targets it is given', async () => {
    renderIot(<BulkAddDialog devids={['m-1']} targets={['multicast']} onAdded={vi.fn()} onClose={vi.fn()} />);
    const kinds = await screen.findByTestId('bulk-target-kind');
    expect(within(kinds).getAllByRole('radio')).toHaveLength(1);
    expect(within(kinds).getByText('Multicast group')).toBeTruthy();
  });

  it('keeps the dialog open with the refusal when the server refuses the devices', async () => {
    const { routes } = groupRoutes(
      () => new FakeError(404, { code: 'NOT_FOUND', message: 'device m-2 not found' }),
    );
    const onClose = vi.fn();
    renderIot(
      <BulkAddDialog devids={['m-1', 'm-2']} targets={['group']} onAdded={vi.fn()} onClose={onClose} />,
      { routes },
    );
    await pickGroup('Floor 1');
    fireEvent.click(screen.getByTestId('bulk-add-ok'));
    expect(await screen.findByTestId('bulk-add-failure')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
