import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { reviewRecord } from '../review-fixtures';
import { DecisionDialog } from './DecisionDialog';

const renewal = reviewRecord();

describe('DecisionDialog', { timeout: 120_000 }, () => {
  it('shows what is decided, sends the decision with the trimmed remark, and closes', async () => {
    const onClose = vi.fn();
    const api = fakeApi({
      'PATCH /v1/applyments/status/app-1': { data: { ...renewal, examinResult: 'passed' } },
    });
    renderLicence(<DecisionDialog record={renewal} result="passed" onClose={onClose} />, {
      fetch: api.fetch,
    });

    const dialog = screen.getByTestId('review-confirm-dialog');
    expect(dialog.textContent).toContain('Pass this application?');
    expect(dialog.textContent).toContain('Demo (demo)');
    expect(dialog.textContent).toContain('FK-0001');
    expect(dialog.textContent).toContain('1 year');
    fireEvent.change(screen.getByTestId('review-confirm-remark'), { target: { value: '  paid  ' } });
    fireEvent.click(screen.getByTestId('review-confirm-ok'));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(api.callsTo('PATCH /v1/applyments/status/app-1')[0]?.body).toEqual({
      result: 'passed',
      remark: 'paid',
    });
  });

  it('sends a denial without a remark, and shows a refusal inside the dialog', async () => {
    const onClose = vi.fn();
    const api = fakeApi({
      'PATCH /v1/applyments/status/app-1': { status: 409, code: 'APPLICATION_DECIDED' },
    });
    renderLicence(<DecisionDialog record={renewal} result="rejected" onClose={onClose} />, {
      fetch: api.fetch,
    });

    expect(screen.getByTestId('review-confirm-dialog').textContent).toContain('Deny this application?');
    fireEvent.click(screen.getByTestId('review-confirm-ok'));

    expect((await screen.findByTestId('action-error')).textContent).toContain(
      'This application has already been decided (perhaps meanwhile, elsewhere): the list now shows the decision.',
    );
    expect(api.callsTo('PATCH /v1/applyments/status/app-1')[0]?.body).toEqual({ result: 'rejected' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
