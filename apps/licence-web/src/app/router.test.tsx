import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@fleetkey/web-kit';
import { DEMO_USER } from '@fleetkey/web-kit/testing';
import { LicenceProviders } from './providers';
import { LicenceRouter } from './router';

// The first render loads the lazy route chunks, which takes a while in jsdom.
const SLOW = { timeout: 30_000 };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string, role?: number) {
  if (role !== undefined) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...DEMO_USER, role }));
  localStorage.setItem(STORAGE_KEYS.language, 'en');
  render(
    <MemoryRouter initialEntries={[path]}>
      <LicenceProviders>
        <Where />
        <LicenceRouter />
      </LicenceProviders>
    </MemoryRouter>,
  );
}

// Lazy chunks under a loaded machine take longer than the default 5 s per test.
describe('licence portal routing', () => {
  it('sends a visitor without a stored login to /Login', async () => {
    renderAt('/Home/Log/Log');
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('Sign in');
    expect(screen.getByTestId('where').textContent).toBe('/Login');
  });

  it('shows a screen with its title inside the shell', async () => {
    renderAt('/Home/Log/Log', 0);
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('Operation log');
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    expect(screen.getByTestId('app-footer').textContent).toContain('3.0.6');
    // The title is set by an effect of the lazily loaded page, which may land after its heading.
    await waitFor(() => expect(document.title).toBe('Operation log · Fleetkey Licence Portal'), SLOW);
  });

  it('redirects root to the licence page, and an admin on to the admin licence page', async () => {
    renderAt('/', 2);
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('Licence administration');
    expect(screen.getByTestId('where').textContent).toBe('/Home/LicenceAdmin/LicenceAdmin');
  });

  it('redirects the old user centre to personal information', async () => {
    renderAt('/Home/User/UserCenter', 0);
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('Personal information');
  });

  it('shows a user of the platform no administration screen, only its title and the refusal', async () => {
    renderAt('/Home/RegisterList/RegisterList', 0);
    expect((await screen.findByTestId('no-access', {}, SLOW)).textContent).toBe(
      'You do not have permission to do this.',
    );
    expect(screen.getByTestId('page-title').textContent).toBe('Registered users');
    expect(screen.getByTestId('where').textContent).toBe('/Home/RegisterList/RegisterList');
  });

  it('shows a 404 page inside the shell for unknown paths', async () => {
    renderAt('/Home/Nope', 0);
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('Page not found');
    expect(screen.getByTestId('side-menu')).toBeTruthy();
  });
});
