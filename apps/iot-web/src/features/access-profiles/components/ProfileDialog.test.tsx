import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccessProfileView, ProjectPage, ProjectView } from '@fleetkey/contract';
import { renderIot, type FakeRoutes } from '../../../test/render-iot';
import { ProfileDialog, type ProfileFormValues } from './ProfileDialog';

const project = (id: string, name: string): ProjectView => ({
  id,
  name,
  description: '',
  counts: { devtypes: 0, devices: 0, groups: 0, subusers: 0 },
  createdBy: 'owner',
  createdAt: 0,
  updatedAt: 0,
});

const PROJECTS = [project('p1', 'Plant North'), project('p2', 'Plant South'), project('p3', 'Depot')];

/** The server's answers; `searched` collects each GET /projects name filter as sent. */
function dialogRoutes() {
  const searched: (string | undefined)[] = [];
  const routes: FakeRoutes = {
    'GET /v1/authorization_mapping_table': () => [],
    'GET /v1/device_groups': () => ({ totalCount: 0, result: [] }),
    'GET /v1/projects': (url): ProjectPage => {
      const filter = url.searchParams.get('filter');
      const name = filter ? (JSON.parse(filter) as { name?: string }).name : undefined;
      searched.push(name);
      const result = PROJECTS.filter((p) => !name || p.name.includes(name));
      return { totalCount: result.length, result };
    },
  };
  return { routes, searched };
}

// An antd modal with a form renders slowly in jsdom on a busy machine.
describe('access profile dialog, project scope', () => {
  it('searches the projects on the server and saves the chosen ones as the scope', async () => {
    const { routes, searched } = dialogRoutes();
    const onSave = vi.fn((values: ProfileFormValues) => Promise.resolve(values));
    renderIot(<ProfileDialog onSave={onSave} onClose={() => undefined} />, { routes });
    fireEvent.change(await screen.findByTestId('profile-name'), { target: { value: 'Field team' } });
    fireEvent.click(screen.getByText('Devices of chosen projects'));

    const picker = await screen.findByTestId('profile-projects');
    const input = within(picker).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'South' } });
    await waitFor(() => expect(searched).toContain('South'));
    fireEvent.click(await screen.findByTitle('Plant South'));
    expect(screen.queryByTitle('Depot')).toBeNull();

    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'Field team',
      scopeKind: 'projects',
      projectIds: ['p2'],
    });
  });

  it('asks for at least one project before saving a project scope', async () => {
    const { routes } = dialogRoutes();
    const onSave = vi.fn(() => Promise.resolve());
    renderIot(<ProfileDialog onSave={onSave} onClose={() => undefined} />, { routes });
    fireEvent.change(await screen.findByTestId('profile-name'), { target: { value: 'Field team' } });
    fireEvent.click(screen.getByText('Devices of chosen projects'));
    await screen.findByTestId('profile-projects');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Pick at least one project for a project scope')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('opens a project-scoped profile with its projects chosen', async () => {
    const { routes } = dialogRoutes();
    const editing: AccessProfileView = {
      id: 3,
      name: 'North crew',
      desc: '',
      grants: {},
      scope: { kind: 'projects', groupIds: [], projectIds: ['p1'] },
      subusers: [],
      createdAt: 0,
      updatedAt: 0,
    };
    renderIot(
      <ProfileDialog editing={editing} onSave={() => Promise.resolve()} onClose={() => undefined} />,
      {
        routes,
      },
    );
    const picker = await screen.findByTestId('profile-projects');
    expect(await within(picker).findByText('Plant North')).toBeTruthy();
  });
});
