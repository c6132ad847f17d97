import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin } from '../../test/render-licence';
import { PendingReview } from './PendingReview';
import { reviewRecord } from './review-fixtures';

/** The pending screen, signed in as an administrator holding `grants`. */
async function renderAsAdmin(grants: AdminGrants) {
  const api = await renderForAdmin(<PendingReview />, grants, {
    'GET /v1/applyments/review': (url) =>
      page(url.searchParams.get('kind') === 'company' ? [] : [reviewRecord()]),
    'PATCH /v1/applyments/status/app-1': { data: reviewRecord({ examinResult: 'passed' }) },
  });
  await within(screen.getByTestId('review-table')).findByText('Demo (demo)');
  return api;
}

describe('PendingReview', () => {
  it('passes an application after the confirmation, and lists again', async () => {
    const api = await renderAsAdmin({ applications: 'write' });
    const listed = api.callsTo('GET /v1/applyments/review');
    expect(listed[0]?.url.searchParams.get('stage')).toBe('pending');
    expect(listed[0]?.url.searchParams.get('kind')).toBe('personal');

    fireEvent.click(await screen.findByTestId('review-pass-app-1'));
    fireEvent.click(await screen.findByTestId('review-confirm-ok'));
    await waitFor(() => expect(api.callsTo('PATCH /v1/applyments/status/app-1')).toHaveLength(1));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/applyments/review').length).toBeGreaterThan(listed.length),
    );
  });

  it('shows a read-only administrator no decision buttons, the details, and the company tab', async () => {
    const api = await renderAsAdmin({ applications: 'read' });
    expect(screen.queryByTestId('review-pass-app-1')).toBeNull();
    expect(screen.queryByTestId('review-deny-app-1')).toBeNull();

    fireEvent.click(screen.getByTestId('review-detail-app-1'));
    expect((await screen.findByTestId('review-drawer')).textContent).toContain('FK-0001');

    fireEvent.click(screen.getByTestId('review-tab-company'));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/applyments/review').at(-1)?.url.searchParams.get('kind')).toBe('company'),
    );
    expect(screen.queryByTestId('review-type-filter')).toBeNull();
    expect(await screen.findByText('No applications are waiting for review.')).toBeTruthy();
  });
});
