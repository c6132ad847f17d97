import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDLE_WARNING_MS, SESSION_IDLE_HEADER, SESSION_TOUCH_INTERVAL_MS } from '@fleetkey/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { recordSessionSeen } from '../session/idle-clock';
import { STORAGE_KEYS } from '../storage';
import { DEMO_USER, renderConsole } from '../test/render-console';
import { IdleSignOutWarning } from './IdleSignOutWarning';

const IDLE_SECONDS = 600;

/** Records the session's last answer `ago` ms before now. */
function lastSeen(ago: number): void {
  recordSessionSeen(IDLE_SECONDS, Date.now() - ago);
}

/** A fetch that answers every call as the server does for a live session, and remembers the paths. */
function liveSession(paths: string[]): typeof fetch {
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    paths.push(new URL(url, 'http://localhost').pathname);
    return Promise.resolve(
      new Response(JSON.stringify({ data: { idleSeconds: IDLE_SECONDS } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', [SESSION_IDLE_HEADER]: String(IDLE_SECONDS) },
      }),
    );
  };
}

// When the console signs out: the idle limit less the server's touch interval.
const SIGN_OUT_AFTER = IDLE_SECONDS * 1000 - SESSION_TOUCH_INTERVAL_MS;

function signedIn(): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
  localStorage.setItem(STORAGE_KEYS.language, 'en');
}

afterEach(() => localStorage.clear());

describe('IdleSignOutWarning', () => {
  it('stays hidden while the session was active lately', () => {
    signedIn();
    lastSeen(SIGN_OUT_AFTER - IDLE_WARNING_MS - 60_000);
    renderConsole(<IdleSignOutWarning />);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
  });

  it('counts down before the sign-out, and "Stay signed in" closes it', async () => {
    signedIn();
    lastSeen(SIGN_OUT_AFTER - 90_000);
    renderConsole(<IdleSignOutWarning />);
    expect((await screen.findByTestId('idle-warning')).textContent).toMatch(/signed out in 1:(29|30)\./);

    fireEvent.click(screen.getByTestId('idle-stay'));
    await waitFor(() => expect(screen.queryByTestId('idle-warning')).toBeNull());
  });

  it('takes a key pressed anywhere as the user being there', async () => {
    signedIn();
    lastSeen(SIGN_OUT_AFTER - 30_000);
    renderConsole(<IdleSignOutWarning />);
    await screen.findByTestId('idle-warning');
    fireEvent.keyDown(document.body, { key: 'Shift' });
    await waitFor(() => expect(screen.queryByTestId('idle-warning')).toBeNull());
  });

  it('signs out once the time is up, says why, and goes to the sign-in page', async () => {
    signedIn();
    lastSeen(SIGN_OUT_AFTER + 1_000);
    const paths: string[] = [];
    renderConsole(<IdleSignOutWarning />, {
      apiOptions: { fetch: liveSession(paths) },
      routes: <Route path="/Login" element={<p>login screen</p>} />,
    });
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/Login'));
    expect(
      await screen.findByText('You were signed out after a period of inactivity. Please log in again.'),
    ).toBeTruthy();
    expect(paths).toEqual(['/v1/auth/logout']);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
