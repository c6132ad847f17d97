import { PageTitle } from '@fleetkey/web-kit';
import { AWPXManage } from '../features/awpx/AWPXManage';

/** /Home/AWPXManage/AWPXManage: the packaged protocols, their statistics and records. */
export default function AWPXManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.awpxManage" />
      <AWPXManage />
    </>
  );
}
