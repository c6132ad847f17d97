import { PageTitle } from '@fleetkey/web-kit';
import { ProfileList } from '../features/access-profiles/ProfileList';

/** /Home/SubUserAccess: the access profiles sub-users wear. */
export default function SubUserAccessPage() {
  return (
    <>
      <PageTitle titleKey="routes.subUserAccess" />
      <ProfileList />
    </>
  );
}
