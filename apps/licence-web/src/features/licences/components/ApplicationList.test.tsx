import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENCE_TYPES, type ApplymentView } from '@fleetkey/contract';
import { page } from '../../../test/fixtures';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { ApplicationList } from './ApplicationList';

function application(fields: Partial<ApplymentView>): ApplymentView {
  return {
    id: 'a1',
    type: LICENCE_TYPES.renew,
    licenceId: 'lic-1',
    duration: 1,
    edition: null,
    payload: { licenceNo: 'FK-0001' },
    state: 'pending',
    createdAt: Date.now(),
    examinedAt: null,
    examinRemark: null,
    ...fields,
  };
}

const renewal = application({});
const unbind = application({ id: 'a2', type: LICENCE_TYPES.unbind, duration: null });
const passed = application({ id: 'a3', state: 'passed', examinedAt: Date.now() });

describe('ApplicationList', { timeout: 120_000 }, () => {
  it('offers a new duration on pending renewals and new licences only, and saves it once however often OK is clicked', async () => {
    const api = fakeApi({
      'GET /v1/applyments/': page([renewal, unbind, passed]),
      'PUT /v1/applyments/u1': { data: { ...renewal, duration: 3 } },
    });
    renderLicence(<ApplicationList userId="u1" />, { fetch: api.fetch });
    const table = await screen.findByTestId('application-table');
    await within(table).findAllByText('Renewal');
    expect(screen.queryByTestId('application-edit-a2')).toBeNull();
    expect(screen.queryByTestId('application-edit-a3')).toBeNull();

    fireEvent.click(screen.getByTestId('application-edit-a1'));
    const dialog = await screen.findByTestId('application-edit-dialog');
    const save = screen.getByTestId('application-edit-save');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByTestId('duration-3'));
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('application-edit-dialog')).toBeNull());
    expect(api.callsTo('PUT /v1/applyments/u1').map((call) => call.body)).toEqual([
      { applyId: 'a1', duration: 3 },
    ]);
    expect(await screen.findByText('The application now asks for the new duration.')).toBeTruthy();
  });

  it('keeps the dialog open with the refusal when the application was examined meanwhile', async () => {
    const api = fakeApi({
      'GET /v1/applyments/': page([renewal]),
      'PUT /v1/applyments/u1': { status: 409, code: 'APPLICATION_DECIDED' },
    });
    renderLicence(<ApplicationList userId="u1" />, { fetch: api.fetch });
    fireEvent.click(await screen.findByTestId('application-edit-a1'));
    fireEvent.click(within(await screen.findByTestId('application-edit-dialog')).getByTestId('duration-2'));
    fireEvent.click(screen.getByTestId('application-edit-save'));
    expect(await screen.findByTestId('application-edit-failure')).toBeTruthy();
    expect(screen.getByTestId('application-edit-dialog')).toBeTruthy();
  });
});
