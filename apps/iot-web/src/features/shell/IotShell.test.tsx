import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@fleetkey/web-kit';
import { DEMO_USER } from '@fleetkey/web-kit/testing';
import { IotProviders } from '../../app/providers';
import { IotRouter } from '../../app/router';

// The first render loads the lazy route chunks, which takes a while in jsdom on a busy 2-core machine.
const SLOW = { timeout: 30_000 };

function renderAt(path: string, role = 0) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...DEMO_USER, role }));
  localStorage.setItem(STORAGE_KEYS.language, 'en');
  render(
    <MemoryRouter initialEntries={[path]}>
      <IotProviders>
        <IotRouter />
      </IotProviders>
    </MemoryRouter>,
  );
}

async function openUserMenu() {
  fireEvent.click(await screen.findByTestId('user-menu', {}, SLOW));
  return screen.findByTestId('open-settings');
}

// The first test loads the shell, the access gate and the dashboard chunks: allow for a slow jsdom.
describe('IoT shell', () => {
  it('opens the dashboard from root, inside header, menu and footer', async () => {
    renderAt('/');
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('Dashboard');
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.getByTestId('side-menu').tagName).toBe('ASIDE');
    const footer = screen.getByTestId('app-footer').textContent ?? '';
    // Support contacts come from the system config's links; none is invented here.
    expect(footer).not.toContain('fleetkey.example');
    expect(footer).toContain('3.0.6');
  });

  it('separates logout by a divider for the main account only', async () => {
    renderAt('/Home/Devices', 0);
    await openUserMenu();
    expect(document.querySelectorAll('.ant-dropdown-menu-item-divider')).toHaveLength(1);
  });

  it('shows no divider in the user menu of a sub-user', async () => {
    renderAt('/Home/Devices', 3);
    await openUserMenu();
    expect(document.querySelectorAll('.ant-dropdown-menu-item-divider')).toHaveLength(0);
  });

  it('switches to the horizontal layout from the settings dialog and remembers it', async () => {
    renderAt('/Home/Devices');
    fireEvent.click(await openUserMenu());
    fireEvent.click(await screen.findByTestId('layout-horizontal'));
    fireEvent.click(screen.getByTestId('theme-ok'));

    await waitFor(() => expect(screen.getByTestId('side-menu').tagName).toBe('DIV'));
    expect(screen.getByTestId('app-header').contains(screen.getByTestId('side-menu'))).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.layout('iot'))).toBe('horizontal');
  });

  it('sends a visitor without a stored login to /Login', async () => {
    render(
      <MemoryRouter initialEntries={['/Home/Rules']}>
        <IotProviders>
          <IotRouter />
        </IotProviders>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('page-title', {}, SLOW)).textContent).toBe('登录');
  });
});
