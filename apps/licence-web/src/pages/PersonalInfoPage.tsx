import { PageLoading, PageTitle, useSession } from '@fleetkey/web-kit';
import { PersonalCentre } from '../features/user-centre/PersonalCentre';

/** /Home/PersonalInfo/PersonalInfo: personal information and account security. */
export default function PersonalInfoPage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle titleKey="routes.personalInfo" />
      {/* The guard lets only signed-in users here; the user is gone only while leaving for /Login. */}
      {user ? <PersonalCentre user={user} /> : <PageLoading />}
    </>
  );
}
