import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { ApplyDialog } from './ApplyDialog';

const APPLY_DATA = {
  data: { durations: [1, 2, 3], editions: [1, 2, 3, 4], pendingNewLicences: 1, level: 0 },
};

describe('ApplyDialog', { timeout: 120_000 }, () => {
  it('checks the name, then sends the application only after the purchase terms are agreed', async () => {
    const onClose = vi.fn();
    const api = fakeApi({
      'GET /v1/apply/data': APPLY_DATA,
      'POST /v1/apply': (_url, body) => ({ data: { id: 'a1', type: 2, ...(body as object) } }),
    });
    renderLicence(<ApplyDialog onClose={onClose} />, { fetch: api.fetch });

    expect((await screen.findByTestId('apply-pending')).textContent).toContain(
      'You have 1 new-licence application waiting for review.',
    );
    fireEvent.change(screen.getByTestId('apply-name'), { target: { value: '_line' } });
    fireEvent.click(screen.getByTestId('apply-next'));
    expect(
      await screen.findByText(String(textAt(WEB_KIT_RESOURCES.en, 'validation.nameInvalid'))),
    ).toBeTruthy();
    expect(screen.queryByText('Purchase terms')).toBeNull();

    fireEvent.change(screen.getByTestId('apply-name'), { target: { value: 'Gateway line' } });
    fireEvent.click(screen.getByTestId('duration-2'));
    fireEvent.click(screen.getByTestId('apply-next'));
    expect(await screen.findByText('Licences are not refundable once issued.')).toBeTruthy();
    expect(screen.getByText('Prices may change without notice.')).toBeTruthy();
    expect(
      screen.getByText('The account and its licences cannot be transferred to anyone else.'),
    ).toBeTruthy();

    const agree = screen.getByTestId('terms-agree');
    expect(agree.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    fireEvent.click(agree);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(api.callsTo('POST /v1/apply')[0]?.body).toEqual({
      duration: 2,
      edition: 2,
      name: 'Gateway line',
      industry: '',
      office: '',
    });
  });
});
