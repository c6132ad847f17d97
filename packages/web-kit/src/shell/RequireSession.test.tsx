import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { STORAGE_KEYS } from '../storage';
import { DEMO_USER, renderConsole } from '../test/render-console';
import { RequireSession } from './RequireSession';

const routes = (
  <>
    <Route path="/Login" element={<p>login</p>} />
    <Route
      element={
        <RequireSession
          redirect={(path, user) => (user.role !== 0 && path === '/Home/A' ? '/Home/B' : null)}
        />
      }
    >
      <Route path="/Home/A" element={<p>page A</p>} />
      <Route path="/Home/B" element={<p>page B</p>} />
    </Route>
  </>
);

describe('RequireSession', () => {
  it('sends everyone without a stored login to /Login', () => {
    renderConsole(null, { path: '/Home/A', routes });
    expect(screen.getByTestId('current-path').textContent).toBe('/Login');
  });

  it('lets a stored login through', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    renderConsole(null, { path: '/Home/A', routes });
    expect(screen.getByText('page A')).toBeTruthy();
  });

  it("applies the app's redirect rule", () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...DEMO_USER, role: 2 }));
    renderConsole(null, { path: '/Home/A', routes });
    expect(screen.getByTestId('current-path').textContent).toBe('/Home/B');
    expect(screen.getByText('page B')).toBeTruthy();
  });
});
