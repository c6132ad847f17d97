import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import { PageLoading, PageTitle, useSession } from '@fleetkey/web-kit';
import { AdminProfile } from '../features/admin-profile/AdminProfile';
import { PersonalCentre } from '../features/user-centre/PersonalCentre';

/**
 * /Home/PersonalInfo/PersonalInfo: a user's personal information and account security, or an
 * administrator's own page (account, password, sessions).
 */
export default function PersonalInfoPage() {
  const { user } = useSession();
  let body = <PageLoading />;
  // The guard lets only signed-in users here; the user is gone only while leaving for /Login.
  if (user) body = user.role === MAIN_ACCOUNT_ROLE ? <PersonalCentre user={user} /> : <AdminProfile />;
  return (
    <>
      <PageTitle titleKey="routes.personalInfo" />
      {body}
    </>
  );
}
