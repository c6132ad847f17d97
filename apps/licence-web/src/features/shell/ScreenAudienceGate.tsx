import type { ReactNode } from 'react';
import { NoAccess, useSession } from '@fleetkey/web-kit';
import { mayUseScreen } from './route-audience';

/**
 * The routed screen when the signed-in account is of its audience; otherwise the no-access state, and the
 * screen is never mounted, so it asks the server for nothing it would refuse. (Role 0 may go anywhere,
 * licence-portal.md §2: the address opens, the screen does not.)
 */
export default function ScreenAudienceGate({
  path,
  titleKey,
  children,
}: {
  path: string;
  titleKey: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (user && !mayUseScreen(path, user.role)) return <NoAccess titleKey={titleKey} />;
  return children;
}
