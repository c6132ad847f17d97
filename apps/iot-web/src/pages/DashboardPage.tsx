import { PageTitle } from '@fleetkey/web-kit';
import { Dashboard } from '../features/dashboard/Dashboard';

/** /Home/Dashboard: device overview, types, statistics and the device table. */
export default function DashboardPage() {
  return (
    <>
      <PageTitle titleKey="routes.dashboard" />
      <Dashboard />
    </>
  );
}
