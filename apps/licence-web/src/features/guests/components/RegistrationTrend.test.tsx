import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { RegistrationTrend } from './RegistrationTrend';

const dayCount = (from: string | null, to: string | null) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

describe('RegistrationTrend', { timeout: 120_000 }, () => {
  it("shows the last 30 days' registrations and their total, and asks again for another range", async () => {
    const api = fakeApi({
      'GET /v1/regist': {
        data: [
          { date: '2026-11-28', count: 2 },
          { date: '2026-11-29', count: 0 },
          { date: '2026-11-30', count: 3 },
        ],
      },
    });
    renderLicence(<RegistrationTrend />, { fetch: api.fetch });
    await waitFor(() => expect(screen.getByTestId('registration-total').textContent).toContain('5'));
    expect(screen.getByTestId('registration-chart')).toBeTruthy();
    const first = api.callsTo('GET /v1/regist')[0]?.url.searchParams;
    expect(dayCount(first?.get('from') ?? null, first?.get('to') ?? null)).toBe(30);
    expect(first?.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    fireEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(api.callsTo('GET /v1/regist')).toHaveLength(2));
    const second = api.callsTo('GET /v1/regist')[1]?.url.searchParams;
    expect(dayCount(second?.get('from') ?? null, second?.get('to') ?? null)).toBe(7);
  });

  it('says so when nobody registered in the range', async () => {
    const api = fakeApi({ 'GET /v1/regist': { data: [{ date: '2026-11-30', count: 0 }] } });
    renderLicence(<RegistrationTrend />, { fetch: api.fetch });
    expect(await screen.findByText('Nobody registered in the range.')).toBeTruthy();
    expect(screen.queryByTestId('registration-chart')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    const api = fakeApi({ 'GET /v1/regist': { status: 500, code: 'INTERNAL' } });
    renderLicence(<RegistrationTrend />, { fetch: api.fetch });
    const retry = await screen.findByRole('button', { name: /retry/i });
    const asked = api.callsTo('GET /v1/regist').length;
    expect(screen.queryByTestId('registration-total')).toBeNull();
    fireEvent.click(retry);
    await waitFor(() => expect(api.callsTo('GET /v1/regist').length).toBeGreaterThan(asked));
  });
});
