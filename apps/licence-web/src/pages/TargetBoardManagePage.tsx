import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import { PageLoading, PageTitle, useSession } from '@fleetkey/web-kit';
import { BoardManage } from '../features/boards/BoardManage';
import { LicensedBoards } from '../features/licensed-flow/LicensedBoards';

/**
 * /Home/TargetBoardManage/targetBoardManage: target boards — a user's granted ones, or an administrator's
 * management (their nodes and roles).
 */
export default function TargetBoardManagePage() {
  const { user } = useSession();
  let body = <PageLoading />;
  // The guard lets only signed-in users here; the user is gone only while leaving for /Login.
  if (user) body = user.role === MAIN_ACCOUNT_ROLE ? <LicensedBoards /> : <BoardManage />;
  return (
    <>
      <PageTitle titleKey="routes.targetBoardManage" />
      {body}
    </>
  );
}
