import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coupon, licence, page } from '../../../test/fixtures';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { UseCardDialog } from './UseCardDialog';

const DAY = 86_400_000;

describe('UseCardDialog', { timeout: 120_000 }, () => {
  it('explains the 6-month rule and offers no card while the licence has more left', async () => {
    const api = fakeApi({ 'GET /v1/coupons': page([coupon()]) });
    const far = licence({ expiredAt: Date.now() + 300 * DAY });
    renderLicence(<UseCardDialog licence={far} onClose={vi.fn()} />, { fetch: api.fetch });

    const rule = screen.getByTestId('use-card-rule');
    expect(rule.textContent).toContain('A card can be used only when the licence has at most 6 months left.');
    expect(rule.textContent).toContain('Cards can be used from');
    await screen.findByTestId('use-card-option');
    expect(screen.getByTestId('use-card-submit').hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('GET /v1/coupons')[0]?.url.searchParams.get('status')).toBe('unused');
  });

  it('uses the chosen card, and shows the reason when the server refuses it', async () => {
    const onClose = vi.fn();
    let refuse = true;
    const api = fakeApi({
      'GET /v1/coupons': page([coupon()]),
      'POST /v1/coupons/card-1/use': () =>
        refuse ? { status: 409, code: 'COUPON_USED' } : { data: { id: 'lic-1', expiredAt: Date.now() } },
    });
    renderLicence(<UseCardDialog licence={licence()} onClose={onClose} />, { fetch: api.fetch });

    fireEvent.click(await screen.findByText('+2 months'));
    fireEvent.click(screen.getByTestId('use-card-submit'));
    expect((await screen.findByTestId('action-error')).textContent).toContain(
      'This card has already been used.',
    );
    expect(api.callsTo('POST /v1/coupons/card-1/use')[0]?.body).toEqual({ licenceId: 'lic-1' });

    refuse = false;
    fireEvent.click(screen.getByTestId('use-card-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
