import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthStyle } from '@fleetkey/contract';
import { FakeError, renderIot } from '../../test/render-iot';
import { AuthContainer } from './AuthContainer';

const SLOW = { timeout: 30_000 };

function renderView(view: 'register' | 'forgot', config: () => unknown) {
  return renderIot(<AuthContainer />, {
    path: `/Login?view=${view}`,
    routes: { 'GET /config.json': config },
  });
}

const styles = (registerStyle: AuthStyle, forgotStyle: AuthStyle) => () => ({
  version: '3.0.6',
  message: '',
  path: '',
  registerStyle,
  forgotStyle,
});

// The first render warms antd up in jsdom, which takes seconds.
describe('the IoT auth container’s styles', () => {
  it('registers with the one-page form in the first style', async () => {
    renderView('register', styles('first', 'second'));
    await screen.findByTestId('legacy-register-form', {}, SLOW);
    expect(screen.queryByTestId('register-steps')).toBeNull();
  });

  it('registers with the four-step wizard in the second style', async () => {
    renderView('register', styles('second', 'first'));
    await screen.findByTestId('register-account', {}, SLOW);
    expect(screen.getByTestId('register-steps')).toBeTruthy();
  });

  it('recovers by user name in the first style and by mobile in the second', async () => {
    const first = renderView('forgot', styles('second', 'first'));
    await screen.findByTestId('legacy-reset-form', {}, SLOW);
    first.unmount();
    renderView('forgot', styles('first', 'second'));
    await screen.findByTestId('forgot-form', {}, SLOW);
    expect(screen.queryByTestId('legacy-reset-form')).toBeNull();
  });

  it('falls back to the second style when the configuration cannot be read', async () => {
    renderView('forgot', () => new FakeError(500, { code: 'INTERNAL', message: 'down' }));
    await screen.findByTestId('forgot-form', {}, SLOW);
  });
});
