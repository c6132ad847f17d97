import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '@fleetkey/contract';
import { LOGIN_PATH } from '../errors/unauthorized';
import { useSession } from '../session/use-session';

/** Where a signed-in user must go instead of `pathname`, or null to let them through. */
export type SessionRedirect = (pathname: string, user: SessionUser) => string | null;

/**
 * Route guard (layout route): without a stored login every route goes to /Login; with one, the app's
 * `redirect` rule may send the user elsewhere (licence portal: admins to the admin licence page).
 */
export function RequireSession({ redirect }: { redirect?: SessionRedirect }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const target = redirect?.(location.pathname, user);
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}
