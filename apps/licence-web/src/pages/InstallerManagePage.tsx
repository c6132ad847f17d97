import { PageTitle } from '@fleetkey/web-kit';
import { InstallerManage } from '../features/system/InstallerManage';

/** /Home/SystemDeploy/InstallerManage: the client installers. */
export default function InstallerManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.installerManage" />
      <InstallerManage />
    </>
  );
}
