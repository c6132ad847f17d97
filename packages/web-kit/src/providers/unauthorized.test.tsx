import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { STORAGE_KEYS } from '../storage';
import { DEMO_USER, renderConsole } from '../test/render-console';
import { useApiClient, useLeaveEndedSession } from './console-context';
import { createUnauthorizedHandler } from '../errors/unauthorized';

function CallButton() {
  const api = useApiClient();
  return (
    <button type="button" onClick={() => void api.get('/licences').catch(() => undefined)}>
      call
    </button>
  );
}

const answer401: typeof fetch = () =>
  Promise.resolve(
    new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'unauthorized' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('a 401 from any call', () => {
  it('clears local data but keeps theme and language, then goes to /Login saying to log in again', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    localStorage.setItem('fleetkey.somethingCached', 'x');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    localStorage.setItem(STORAGE_KEYS.theme('licence'), '#F5222D');

    renderConsole(<CallButton />, {
      apiOptions: { fetch: answer401 },
      routes: <Route path="/Login" element={<p>login screen</p>} />,
    });
    fireEvent.click(screen.getByRole('button', { name: 'call' }));

    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/Login'));
    expect(screen.getByText('login screen')).toBeTruthy();
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem('fleetkey.somethingCached')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.theme('licence'))).toBe('#F5222D');
  });
});

function PasswordChangedButton() {
  const api = useApiClient();
  const leaveEndedSession = useLeaveEndedSession();
  return (
    <button
      type="button"
      onClick={() => {
        leaveEndedSession('/Login', 300);
        // A screen's refetch meets the session the server has just ended.
        void api.get('/licences').catch(() => undefined);
      }}
    >
      changed
    </button>
  );
}

describe('a session the server ended on purpose (a changed password)', () => {
  it('answers the 401s meanwhile with no "please log in again", then clears and opens the sign-in page', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    let calls = 0;
    const counting401: typeof fetch = (...args) => {
      calls += 1;
      return answer401(...args);
    };
    renderConsole(<PasswordChangedButton />, {
      apiOptions: { fetch: counting401 },
      routes: <Route path="/Login" element={<p>login screen</p>} />,
    });
    fireEvent.click(screen.getByRole('button', { name: 'changed' }));
    await waitFor(() => expect(calls).toBe(1));
    // Still on the screen, still signed in locally, until the wait is over.
    expect(screen.getByTestId('current-path').textContent).toBe('/Home/Test');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();

    expect(await screen.findByText('login screen', {}, { timeout: 5_000 })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  });
});

describe('createUnauthorizedHandler', () => {
  function deps(path: string, loginPath = '/Login') {
    return {
      currentPath: () => path,
      clearLocalData: vi.fn(),
      notify: vi.fn(),
      loginPath: () => loginPath,
      navigateToLogin: vi.fn(),
    };
  }

  it('clears, tells and navigates from a console screen', () => {
    const d = deps('/Home/Licence/Licence');
    createUnauthorizedHandler(d)();
    expect(d.clearLocalData).toHaveBeenCalledOnce();
    expect(d.notify).toHaveBeenCalledOnce();
    expect(d.navigateToLogin).toHaveBeenCalledExactlyOnceWith('/Login');
  });

  it("sends an administrator to the administrators' sign-in, and stays quiet there", () => {
    const d = deps('/Home/LicenceAdmin/LicenceAdmin', '/admin');
    createUnauthorizedHandler(d)();
    expect(d.navigateToLogin).toHaveBeenCalledExactlyOnceWith('/admin');
    const onSignIn = deps('/admin', '/admin');
    createUnauthorizedHandler(onSignIn)();
    expect(onSignIn.notify).not.toHaveBeenCalled();
    expect(onSignIn.navigateToLogin).not.toHaveBeenCalled();
  });

  it('only clears on the login screen, where a 401 answers the login itself', () => {
    const d = deps('/Login');
    createUnauthorizedHandler(d)();
    expect(d.clearLocalData).toHaveBeenCalledOnce();
    expect(d.notify).not.toHaveBeenCalled();
    expect(d.navigateToLogin).not.toHaveBeenCalled();
  });
});
