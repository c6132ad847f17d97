import { PageLoading, PageTitle, useSession } from '@fleetkey/web-kit';
import { PersonalCentre } from '../features/user-centre/PersonalCentre';

/** /Home/UserCenter: personal information and account security. */
export default function UserCenterPage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle titleKey="routes.userCenter" />
      {/* The guard lets only signed-in users here; the user is gone only while leaving for /Login. */}
      {user ? <PersonalCentre user={user} /> : <PageLoading />}
    </>
  );
}
