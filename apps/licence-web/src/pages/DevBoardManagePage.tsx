import { PageTitle } from '@fleetkey/web-kit';
import { DevBoardManage } from '../features/awpin/DevBoardManage';

/** /Home/AWPinManage/DevBoardManage: AWPin development boards and their use statistics. */
export default function DevBoardManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.devBoardManage" />
      <DevBoardManage />
    </>
  );
}
