import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserRoleView } from '@fleetkey/contract';
import { page } from '../../../test/fixtures';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { formatDateTime } from '../../common/format';
import { useRoleLinks } from '../hooks/useRoleMembers';
import { RoleLinksTable, type RoleLinksTexts } from './RoleLinksTable';

const LINK: UserRoleView = {
  id: 'link-1',
  adminId: 'admin-2',
  adminName: 'ann',
  roleId: 'role-1',
  roleName: 'auditors',
  createdAt: Date.UTC(2025, 2, 31, 6, 5),
};
const TEXTS: RoleLinksTexts = {
  name: 'Administrator',
  linkedAt: 'Linked',
  remove: 'Remove',
  empty: 'Nobody',
  removeConfirm: (link) => `Remove ${link.adminName}?`,
};

/** One role's links, the table naming their administrators. */
function RoleLinks({ canWrite }: { canWrite: boolean }) {
  const links = useRoleLinks(LINK.roleId);
  return (
    <RoleLinksTable
      links={links}
      named="adminName"
      texts={TEXTS}
      canWrite={canWrite}
      removeTestId={(link) => `remove-${link.id}`}
      moreActions={(link) => <span data-testid={`more-${link.id}`} />}
      testId="links"
    />
  );
}

function renderLinks(canWrite: boolean) {
  const api = fakeApi({
    'GET /v1/user_roles': page([LINK]),
    [`DELETE /v1/user_roles/${LINK.id}`]: { data: null },
  });
  renderLicence(<RoleLinks canWrite={canWrite} />, { fetch: api.fetch });
  return api;
}

describe('RoleLinksTable', { timeout: 120_000 }, () => {
  it('names the other side of each link and when it was linked, with no actions without roles:write', async () => {
    renderLinks(false);
    const table = screen.getByTestId('links');
    expect(await within(table).findByText('ann')).toBeTruthy();
    expect(within(table).getByText(formatDateTime(LINK.createdAt))).toBeTruthy();
    expect(within(table).queryByText('auditors')).toBeNull();
    expect(screen.queryByTestId(`remove-${LINK.id}`)).toBeNull();
    expect(screen.queryByTestId(`more-${LINK.id}`)).toBeNull();
  });

  it('removes a link once its removal is confirmed, beside the other actions given', async () => {
    const api = renderLinks(true);
    fireEvent.click(await screen.findByTestId(`remove-${LINK.id}`));
    expect(screen.getByTestId(`more-${LINK.id}`)).toBeTruthy();
    expect(await screen.findByText('Remove ann?')).toBeTruthy();
    expect(api.callsTo(`DELETE /v1/user_roles/${LINK.id}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.callsTo(`DELETE /v1/user_roles/${LINK.id}`)).toHaveLength(1));
  });
});
