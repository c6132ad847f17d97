import { PageTitle } from '@fleetkey/web-kit';
import { WebappVersions } from '../features/system/WebappVersions';

/** /Home/SystemDeploy/SystemDeploy: web app versions. */
export default function SystemDeployPage() {
  return (
    <>
      <PageTitle titleKey="routes.systemDeploy" />
      <WebappVersions />
    </>
  );
}
