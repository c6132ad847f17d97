import { useMemo } from 'react';
import { AppFooter, ShellLayout, SideMenu, useSession, useTexts } from '@fleetkey/web-kit';
import { BUILD } from '../../app/build-info';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { LicenceHeader } from './LicenceHeader';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { licenceMenu } from './menu';

/** Layout of every /Home screen: header, 220 px side menu, page, footer. */
export default function LicenceShell() {
  // The screens' texts load with the shell, not with the sign-in page.
  useTexts({ zh, en });
  const { user } = useSession();
  const role = user?.role ?? 0;
  const { can } = useAdminGrants();
  const entries = useMemo(() => licenceMenu(role, can), [role, can]);
  return (
    <ShellLayout
      header={<LicenceHeader />}
      sideMenu={<SideMenu entries={entries} />}
      footer={<AppFooter build={BUILD} />}
    />
  );
}
