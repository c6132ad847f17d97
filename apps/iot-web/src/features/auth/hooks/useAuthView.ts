import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SignInTarget } from '@fleetkey/web-kit';
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
  const target = useCallback<SignInTarget>(() => iotLoginTarget(search), [search]);
  return { view, show, target };
}
