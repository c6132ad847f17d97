import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../errors/unauthorized';
import { useSignOut } from '../providers/console-context';

/** Logout of both consoles: POST /v1/auth/logout (failure ignored), clear local data, go to /Login. */
export function useLogout(): () => Promise<void> {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(LOGIN_PATH, { replace: true });
  }, [signOut, navigate]);
}
