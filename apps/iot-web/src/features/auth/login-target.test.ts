import { describe, expect, it } from 'vitest';
import { authView, iotLoginTarget } from './login-target';

describe('the IoT post-login target', () => {
  it('opens the dashboard when no path is given', () => {
    expect(iotLoginTarget(new URLSearchParams())).toBe('/Home/Dashboard');
  });

  it('opens the console screen the path query names', () => {
    expect(iotLoginTarget(new URLSearchParams('path=/Home/Devices'))).toBe('/Home/Devices');
  });

  it('never leaves the console for another address', () => {
    expect(iotLoginTarget(new URLSearchParams('path=https://evil.example'))).toBe('/Home/Dashboard');
    expect(iotLoginTarget(new URLSearchParams('path=//evil.example/Home'))).toBe('/Home/Dashboard');
  });

  it('reads the auth view, defaulting to login', () => {
    expect(authView('register')).toBe('register');
    expect(authView('nope')).toBe('login');
    expect(authView(null)).toBe('login');
  });
});
