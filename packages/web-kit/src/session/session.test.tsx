import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../storage';
import { DEMO_USER } from '../test/render-console';
import { clearLocalData, getStoredUser, isSignedIn, storeUser, useSession } from './index';

function Who() {
  const { user, isSignedIn: signedIn } = useSession();
  return <p>{signedIn ? `in:${user?.name}` : 'out'}</p>;
}

describe('stored login', () => {
  it('reads a stored SessionUser and ignores anything invalid', () => {
    expect(isSignedIn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1 }));
    expect(isSignedIn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    expect(getStoredUser()).toEqual(DEMO_USER);
  });

  it('useSession follows storing and clearing', () => {
    render(<Who />);
    expect(screen.getByText('out')).toBeTruthy();
    act(() => storeUser(DEMO_USER));
    expect(screen.getByText('in:Demo')).toBeTruthy();
    act(() => clearLocalData());
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('clearLocalData drops the user and cached queries, keeps theme, language and layout', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['licences'], [1, 2]);
    storeUser(DEMO_USER);
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    localStorage.setItem(STORAGE_KEYS.theme('iot'), '#13CE66');
    localStorage.setItem(STORAGE_KEYS.layout('iot'), 'horizontal');

    clearLocalData(queryClient);

    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(queryClient.getQueryData(['licences'])).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.theme('iot'))).toBe('#13CE66');
    expect(localStorage.getItem(STORAGE_KEYS.layout('iot'))).toBe('horizontal');
  });
});
