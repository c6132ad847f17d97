import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, BroadcastView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin, type FakeRoutes } from '../../test/render-licence';
import { MessagePush } from './MessagePush';

const broadcast = (id: string, recalledAt: number | null): BroadcastView => ({
  id,
  type: 1,
  title: `Notice ${id}`,
  content: 'Maintenance tonight',
  recipientCount: 3,
  adminId: 'admin-1',
  adminName: 'keeper',
  createdAt: 1,
  recalledAt,
  recalledBy: recalledAt === null ? null : 'keeper',
});

/** The push screen, signed in as an administrator holding `grants`. */
async function renderAsAdmin(grants: AdminGrants, routes: FakeRoutes = {}) {
  const api = await renderForAdmin(
    <MessagePush />,
    grants,
    {
      'GET /v1/broadcasts': page([broadcast('b-1', null), broadcast('b-2', 5)]),
      ...routes,
    },
    { path: '/Home/MessagePush/MessagePush' },
  );
  await screen.findByText('Notice b-1');
  return api;
}

describe('MessagePush', { timeout: 120_000 }, () => {
  it('lists broadcasts with their state; a writer may recall a delivered one only', async () => {
    await renderAsAdmin({ pushes: 'write' });
    expect(await screen.findByTestId('push-new')).toBeTruthy();
    expect(await screen.findByTestId('broadcast-recall-b-1')).toBeTruthy();
    expect(screen.queryByTestId('broadcast-recall-b-2')).toBeNull();
    expect(screen.getByTestId('broadcast-recalled-b-2').textContent).toBe('Recalled');
  });

  it('shows a read-only administrator no new-message or recall button', async () => {
    await renderAsAdmin({ pushes: 'read' });
    expect(screen.queryByTestId('push-new')).toBeNull();
    expect(screen.queryByTestId('broadcast-recall-b-1')).toBeNull();
  });

  it('recalls only after the password is confirmed', async () => {
    const api = await renderAsAdmin(
      { pushes: 'write' },
      {
        'POST /v1/auth/admin/verify_password': { data: { verified: true, remark: '' } },
        'PUT /v1/broadcasts/recall/b-1': { data: broadcast('b-1', 9) },
      },
    );
    fireEvent.click(await screen.findByTestId('broadcast-recall-b-1'));
    expect(api.callsTo('PUT /v1/broadcasts/recall/b-1')).toHaveLength(0);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Keeper123' } });
    fireEvent.click(screen.getByTestId('password-confirm-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/broadcasts/recall/b-1')).toHaveLength(1));
    expect(await screen.findByText('The broadcast was recalled.')).toBeTruthy();
  });
});
