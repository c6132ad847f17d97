import { PageTitle } from '@fleetkey/web-kit';
import { LicenceAdmin } from '../features/licence-admin/LicenceAdmin';

/** /Home/LicenceAdmin/LicenceAdmin: the administrators' licence list, where they land after sign-in. */
export default function LicenceAdminPage() {
  return (
    <>
      <PageTitle titleKey="routes.licenceAdmin" />
      <LicenceAdmin />
    </>
  );
}
