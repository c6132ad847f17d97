import { PageTitle } from '@fleetkey/web-kit';
import { SystemConfig } from '../features/system/SystemConfig';

/** /Home/SystemconfigAdmin/SystemConfig: the system configuration. */
export default function SystemConfigPage() {
  return (
    <>
      <PageTitle titleKey="routes.systemConfig" />
      <SystemConfig />
    </>
  );
}
