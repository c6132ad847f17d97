import type { SessionUser } from '@fleetkey/contract';
import { UserCentre } from '@fleetkey/web-kit';
import { usePersonalCentre } from './hooks/usePersonalCentre';

/** The personal centre of the signed-in user (web-kit's shared tabs over this console's calls). */
export function PersonalCentre({ user }: { user: SessionUser }) {
  return <UserCentre model={usePersonalCentre(user)} />;
}
