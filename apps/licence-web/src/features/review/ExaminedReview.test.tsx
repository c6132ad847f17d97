import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../test/fixtures';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { ExaminedReview } from './ExaminedReview';
import { reviewRecord } from './review-fixtures';

afterEach(() => vi.restoreAllMocks());

describe('ExaminedReview', () => {
  it('shows the record, filters by result, and exports the CSV of the same filters', async () => {
    // jsdom has no object URLs and cannot follow a download link: record what would be saved instead.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:review'), revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const decided = reviewRecord({ examinTime: Date.now(), examinResult: 'rejected', examiner: 'keeper' });
    const api = fakeApi({
      'GET /v1/applyments/review': page([decided]),
      'GET /v1/applyments/review/export': { data: 'applicant' },
    });
    renderLicence(<ExaminedReview />, { fetch: api.fetch });

    const table = screen.getByTestId('examined-table');
    expect((await within(table).findByTestId('review-result')).textContent).toBe('Rejected');
    expect(within(table).getByText('keeper')).toBeTruthy();
    expect(api.callsTo('GET /v1/applyments/review')[0]?.url.searchParams.get('stage')).toBe('examined');

    fireEvent.mouseDown(within(screen.getByTestId('review-result-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Passed'));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/applyments/review').at(-1)?.url.searchParams.get('result')).toBe('passed'),
    );

    fireEvent.click(screen.getByTestId('examined-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.contexts[0]).toMatchObject({ download: 'examination-records.csv' });
    const exported = api.callsTo('GET /v1/applyments/review/export')[0]?.url.searchParams;
    expect(exported?.get('stage')).toBe('examined');
    expect(exported?.get('result')).toBe('passed');
    expect(exported?.get('kind')).toBe('personal');
  });
});
