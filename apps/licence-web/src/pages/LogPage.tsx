import { PageTitle } from '@fleetkey/web-kit';
import { useAdminGrants } from '../features/admin-access/use-admin-grants';
import { LogList } from '../features/user-logs/LogList';
import { OperationLog } from '../features/oplogs/OperationLog';

/** /Home/Log/Log: administrators see the operation log of administrator writes; users their own log. */
export default function LogPage() {
  const { isAdmin } = useAdminGrants();
  return (
    <>
      <PageTitle titleKey="routes.log" />
      {isAdmin ? <OperationLog /> : <LogList />}
    </>
  );
}
