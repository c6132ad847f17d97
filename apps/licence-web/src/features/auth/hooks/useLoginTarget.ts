import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SignInTarget } from '@fleetkey/web-kit';
import { adminLoginTarget, licenceLoginTarget } from '../login-target';

/** The sign-in target of this page's address (its `path` query), for the user or the admin sign-in. */
export function useLoginTarget(admin = false): SignInTarget {
  const [search] = useSearchParams();
  return useCallback(
    (user, mustChangePassword) =>
      admin ? adminLoginTarget(user.role, mustChangePassword) : licenceLoginTarget(search, user.role),
    [admin, search],
  );
}
