import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CHANGE_PASSWORD_QUERY, type SignInTarget } from '@fleetkey/web-kit';
import { USER_CENTER_PATH } from '../../../app/routes';
import { authView, iotLoginTarget } from '../login-target';
import type { AuthView } from '../login-target';

/** The auth container's current view (the `view` query, so it survives a reload) and its switch. */
export function useAuthView() {
  const [search, setSearch] = useSearchParams();
  const view = authView(search.get('view'));
  const show = useCallback(
    (next: AuthView) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next === 'login') params.delete('view');
        else params.set('view', next);
        return params;
      }),
    [setSearch],
  );
  // An account on an initial password (a sub-user) chooses its own before anything else.
  const target = useCallback<SignInTarget>(
    (_user, mustChangePassword) =>
      mustChangePassword ? `${USER_CENTER_PATH}?${CHANGE_PASSWORD_QUERY}` : iotLoginTarget(search),
    [search],
  );
  return { view, show, target };
}
