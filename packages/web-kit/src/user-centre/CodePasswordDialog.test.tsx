import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { renderConsole } from '../test/render-console';
import { storeLanguage } from '../i18n/language-store';
import { emptyProfile, fakeModel } from './test-fixtures';
import { UserCentre } from './UserCentre';

const withMobile = emptyProfile({ name: 'Li Lei', mobile: '8613912345678', area: '86' });
const SLOW = { timeout: 30_000 };

function renderSecurity(model: ReturnType<typeof fakeModel>) {
  storeLanguage('en');
  return renderConsole(<UserCentre model={model} />, {
    path: '/Home/Test?tab=security',
    routes: <Route path="/Login" element={<p>login screen</p>} />,
  });
}

// antd's dialogs render slowly under jsdom.
describe('the password change by SMS code', { timeout: 120_000 }, () => {
  it('sends a code to the own mobile, sets the new password with it and goes to the sign-in page', async () => {
    const model = fakeModel(withMobile);
    renderSecurity(model);
    fireEvent.click(screen.getByTestId('security-passwordCode-action'));
    const dialog = await screen.findByTestId('password-code-dialog', {}, SLOW);
    expect(dialog.textContent).toContain('139****5678');
    fireEvent.click(screen.getByTestId('contact-code-send'));
    await waitFor(() => expect(model.passwordByCode?.send).toHaveBeenCalledTimes(1));

    fireEvent.change(screen.getByTestId('contact-code-input'), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'Secret2024' } });
    fireEvent.change(screen.getByTestId('confirm-password'), { target: { value: 'Secret2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(model.passwordByCode?.change).toHaveBeenCalledWith('123456', 'Secret2024'));
    expect(model.changePassword).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/Login'));
  });

  it('refuses a new password whose confirmation differs, sending nothing', async () => {
    const model = fakeModel(withMobile);
    renderSecurity(model);
    fireEvent.click(screen.getByTestId('security-passwordCode-action'));
    await screen.findByTestId('password-code-dialog', {}, SLOW);
    fireEvent.change(screen.getByTestId('contact-code-input'), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'Secret2024' } });
    fireEvent.change(screen.getByTestId('confirm-password'), { target: { value: 'Secret2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match.', {}, SLOW)).toBeTruthy();
    expect(model.passwordByCode?.change).not.toHaveBeenCalled();
  });

  it('is not offered without a mobile, nor in the IoT console', () => {
    const { unmount } = renderSecurity(fakeModel(emptyProfile({ mobile: '' })));
    expect(screen.getByTestId('security-password-action')).toBeTruthy();
    expect(screen.queryByTestId('security-passwordCode-action')).toBeNull();
    unmount();
    renderSecurity(fakeModel(withMobile, { variant: 'iot', passwordByCode: undefined }));
    expect(screen.queryByTestId('security-passwordCode-action')).toBeNull();
  });
});
