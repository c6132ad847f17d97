import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { STORAGE_KEYS } from '../storage';
import { DEMO_USER, renderConsole } from '../test/render-console';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      logout
    </button>
  );
}

function fakeServer(status: number) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return Promise.resolve(new Response(JSON.stringify({ code: 'X', message: 'x' }), { status }));
  };
  return { calls, fetch };
}

describe('logout', () => {
  it.each([200, 401, 500])(
    'calls GET /v1/auth/logout as the spec does, clears local data and goes to /Login (server answers %i)',
    async (status) => {
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
      localStorage.setItem(STORAGE_KEYS.language, 'en');
      const server = fakeServer(status);
      renderConsole(<LogoutButton />, {
        apiOptions: { fetch: server.fetch },
        routes: <Route path="/Login" element={<p>login screen</p>} />,
      });
      fireEvent.click(screen.getByRole('button', { name: 'logout' }));

      await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/Login'));
      expect(server.calls).toEqual(['GET /v1/auth/logout']);
      expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
      // A deliberate logout is not an expired session.
      expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
    },
  );
});
