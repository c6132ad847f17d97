import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { renderConsole } from '../test/render-console';
import { storeLanguage } from '../i18n/language-store';
import en from './locales/en.json';
import { emptyProfile, fakeModel } from './test-fixtures';
import { UserCentre } from './UserCentre';

const withMobile = emptyProfile({ name: 'Li Lei', mobile: '8613912345678', area: '86' });

function renderCentre(model: Parameters<typeof UserCentre>[0]['model'], path = '/Home/Test') {
  storeLanguage('en');
  return renderConsole(<UserCentre model={model} />, { path });
}

// antd's tabs and dialogs render slowly under jsdom.
describe('UserCentre', { timeout: 120_000 }, () => {
  it('shows the main account the info tab with the completeness hint, and the mobile row masked', () => {
    renderCentre(fakeModel(withMobile));
    expect(screen.getByTestId('tab-info')).toBeTruthy();
    expect(screen.getByTestId('profile-completeness').textContent).toBe('Profile completeness 11%');
    fireEvent.click(screen.getByTestId('tab-security'));
    expect(screen.getByTestId('security-mobile-value').textContent).toBe('139****5678');
  });

  it('hides the info tab and the mobile row from other roles', () => {
    renderCentre(fakeModel({ ...withMobile, role: 2 }));
    expect(screen.queryByTestId('tab-info')).toBeNull();
    expect(screen.getByTestId('security-password')).toBeTruthy();
    expect(screen.getByTestId('security-email')).toBeTruthy();
    expect(screen.queryByTestId('security-mobile')).toBeNull();
    expect(screen.queryByTestId('security-close')).toBeNull();
  });

  it('asks to bind an e-mail when none is set', () => {
    renderCentre(fakeModel(withMobile), '/Home/Test?tab=security');
    expect(screen.getByTestId('bind-email-hint').textContent).toContain(en.userCentre.security.bindEmailHint);
  });

  it('refuses a wrong current number before a mobile change', async () => {
    const model = fakeModel(withMobile);
    renderCentre(model, '/Home/Test?tab=security');
    fireEvent.click(screen.getByTestId('security-mobile-action'));
    fireEvent.change(screen.getByTestId('current-mobile-input'), { target: { value: '13900000000' } });
    fireEvent.click(screen.getByText(en.userCentre.mobile.next));
    expect(
      await screen.findByText('Current phone number wrong, please re-enter.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('new-mobile-input')).toBeNull();

    fireEvent.change(screen.getByTestId('current-mobile-input'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByText(en.userCentre.mobile.next));
    fireEvent.change(await screen.findByTestId('new-mobile-input', {}, { timeout: 30_000 }), {
      target: { value: '13812345678' },
    });
    fireEvent.click(screen.getByTestId('contact-code-send'));
    await waitFor(() => expect(model.sendMobileCode).toHaveBeenCalledWith('8613812345678'), {
      timeout: 30_000,
    });
  });

  it('checks an avatar before uploading it', async () => {
    const model = fakeModel(withMobile);
    const { container } = renderCentre(model);
    // The uploader replaces its input after each pick, so it is looked up every time.
    const pick = (file: File) => {
      const input = container.querySelector<HTMLInputElement>('input[type=file]');
      if (input === null) throw new Error('no file input');
      fireEvent.change(input, { target: { files: [file] } });
    };
    const big = new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' });
    pick(big);
    expect(await screen.findByText('Only files within 200K can be uploaded.')).toBeTruthy();
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    pick(pdf);
    expect(await screen.findByText('Only jpg, png, gif, bmp files can be uploaded.')).toBeTruthy();
    expect(model.uploadAvatar).not.toHaveBeenCalled();

    const small = new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' });
    pick(small);
    await waitFor(() => expect(model.uploadAvatar).toHaveBeenCalledWith(small));
  });

  it('closes the main account with its password once, clears the browser and goes to the sign-in page', async () => {
    const model = fakeModel(withMobile);
    renderCentre(model, '/Home/Test?tab=security');
    fireEvent.click(screen.getByTestId('security-close-action'));
    fireEvent.change(await screen.findByTestId('close-account-password'), {
      target: { value: 'Secret#2026' },
    });
    fireEvent.click(screen.getByTestId('close-account-ok'));
    fireEvent.click(screen.getByTestId('close-account-ok'));
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/Login'));
    expect(model.closeAccount).toHaveBeenCalledExactlyOnceWith('Secret#2026');
    expect(await screen.findByText(en.userCentre.closeAccount.closed)).toBeTruthy();
  });

  it('keeps the close-account dialog open with the refusal while money is left', async () => {
    const model = fakeModel(withMobile, {
      closeAccount: () => Promise.reject(new ApiError(409, 'FUND_ACCOUNT_NOT_EMPTY', 'not empty')),
    });
    renderCentre(model, '/Home/Test?tab=security');
    fireEvent.click(screen.getByTestId('security-close-action'));
    fireEvent.change(await screen.findByTestId('close-account-password'), {
      target: { value: 'Secret#2026' },
    });
    fireEvent.click(screen.getByTestId('close-account-ok'));
    expect(await screen.findByTestId('close-account-failure')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/Home/Test');
  });
});
