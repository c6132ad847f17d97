import { useMemo } from 'react';
import { AppFooter, ShellLayout, SideMenu, useSession } from '@fleetkey/web-kit';
import { BUILD } from '../../app/build-info';
import { LicenceHeader } from './LicenceHeader';
import { licenceMenu } from './menu';

/** Layout of every /Home screen: header, 220 px side menu, page, footer. */
export default function LicenceShell() {
  const { user } = useSession();
  const role = user?.role ?? 0;
  const entries = useMemo(() => licenceMenu(role), [role]);
  return (
    <ShellLayout
      header={<LicenceHeader />}
      sideMenu={<SideMenu entries={entries} />}
      footer={<AppFooter build={BUILD} />}
    />
  );
}
