import type { SessionUser } from '@fleetkey/contract';
import { useUserCentreModel } from '@fleetkey/web-kit';
import type { UserCentreModel } from '@fleetkey/web-kit';

/** The personal centre's data for this console: the profile and its actions, addressed by the user's user name. */
export function usePersonalCentre(user: SessionUser): UserCentreModel {
  return useUserCentreModel('iot', user);
}
