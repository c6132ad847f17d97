import { Navigate, Outlet, useLocation } from 'react-router';
import { CHANGE_PASSWORD_QUERY } from '@fleetkey/web-kit';
import { USER_CENTER_PATH } from '../../app/routes';
import { needOfPath } from './iot-access';
import { RequireScreenAccess } from './RequireScreenAccess';
import { useIotAccess } from './use-iot-access';

/**
 * Layout route around the console's screens: each is shown only when the user's access reaches it, and a
 * sub-user still on its initial password is sent to choose its own first (the server refuses it the rest).
 */
export default function ScreenGate() {
  const { pathname } = useLocation();
  const { access } = useIotAccess();
  if (access?.mustChangePassword && pathname.toLowerCase() !== USER_CENTER_PATH.toLowerCase())
    return <Navigate to={`${USER_CENTER_PATH}?${CHANGE_PASSWORD_QUERY}`} replace />;
  return (
    <RequireScreenAccess need={needOfPath(pathname)}>
      <Outlet />
    </RequireScreenAccess>
  );
}
