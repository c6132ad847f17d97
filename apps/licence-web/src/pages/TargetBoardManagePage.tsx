import { PageTitle } from '@fleetkey/web-kit';
import { BoardManage } from '../features/boards/BoardManage';

/** /Home/TargetBoardManage/targetBoardManage: target boards, their nodes and roles. */
export default function TargetBoardManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.targetBoardManage" />
      <BoardManage />
    </>
  );
}
