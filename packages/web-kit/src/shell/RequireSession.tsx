import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MAIN_ACCOUNT_ROLE, type SessionUser } from '@fleetkey/contract';
import { LOGIN_PATH } from '../errors/unauthorized';
import { useConsole } from '../providers/console-context';
import { useSession } from '../session/use-session';

/** Where a signed-in user must go instead of `pathname`, or null to let them through. */
export type SessionRedirect = (pathname: string, user: SessionUser) => string | null;

/**
 * Route guard (layout route): without a stored login every route goes to /Login (an administrator whose
 * session just ended goes to the administrators' sign-in); with one, the app's `redirect` rule may send
 * the user elsewhere (licence portal: admins to the admin licence page).
 */
export function RequireSession({ redirect }: { redirect?: SessionRedirect }) {
  const { user } = useSession();
  const { adminLoginPath } = useConsole();
  const location = useLocation();
  // The role of whoever was signed in here, kept past the sign-out that clears the stored user.
  const [lastRole, setLastRole] = useState(user?.role);
  if (user && user.role !== lastRole) setLastRole(user.role);
  if (!user) {
    const wasAdmin = lastRole !== undefined && lastRole !== MAIN_ACCOUNT_ROLE;
    const to = adminLoginPath && wasAdmin ? adminLoginPath : LOGIN_PATH;
    return <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const target = redirect?.(location.pathname, user);
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}
