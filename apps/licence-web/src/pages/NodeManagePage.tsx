import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import { PageLoading, PageTitle, useSession } from '@fleetkey/web-kit';
import { LicensedNodes } from '../features/licensed-flow/LicensedNodes';
import { NodeManage } from '../features/nodes/NodeManage';

/** /Home/NodeManage/nodeManage: AWFlow nodes — a user's granted ones, or an administrator's management. */
export default function NodeManagePage() {
  const { user } = useSession();
  let body = <PageLoading />;
  // The guard lets only signed-in users here; the user is gone only while leaving for /Login.
  if (user) body = user.role === MAIN_ACCOUNT_ROLE ? <LicensedNodes /> : <NodeManage />;
  return (
    <>
      <PageTitle titleKey="routes.nodeManage" />
      {body}
    </>
  );
}
