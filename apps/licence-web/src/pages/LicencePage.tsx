import { PageLoading, useSession } from '@fleetkey/web-kit';
import { LicenceCentre } from '../features/licences/LicenceCentre';

/** /Home/Licence/Licence: the user's licences, applications and orders. */
export default function LicencePage() {
  const { user } = useSession();
  // The guard lets only signed-in users here; the user is gone only while leaving for /Login.
  return user ? <LicenceCentre user={user} /> : <PageLoading />;
}
