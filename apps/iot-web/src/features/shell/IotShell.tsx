import { useMemo, useState } from 'react';
import type { IotAccessView } from '@fleetkey/contract';
import { AppFooter, ShellLayout, SideMenu, useTexts } from '@fleetkey/web-kit';
import { BUILD } from '../../app/build-info';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { IotHeader } from './IotHeader';
import { visibleMenu } from '../access/iot-access';
import { useIotAccess } from '../access/use-iot-access';
import { IOT_MENU } from './menu';
import { NewVersionNotice } from './NewVersionNotice';
import { SettingsDialog } from './SettingsDialog';
import { useLayoutMode } from './use-layout-mode';

const NO_ACCESS: IotAccessView = {
  main: false,
  mustChangePassword: false,
  grants: {},
  scope: { kind: 'all', groupIds: [], projectIds: [] },
};

/** Layout of every /Home screen: header, menu (side column or top row), page, footer, settings. */
export default function IotShell() {
  // The screens' texts load with the shell, not with the sign-in page.
  useTexts({ zh, en });
  const [layout, setLayout] = useLayoutMode();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const horizontal = layout === 'horizontal';
  const { access } = useIotAccess();
  // Until the access is known the menu shows what every signed-in user has: nothing is offered and then taken away.
  // Memoized: the menu keeps its identity between renders, so its open groups are not recomputed each time.
  const menu = useMemo(() => visibleMenu(IOT_MENU, access ?? NO_ACCESS), [access]);
  return (
    <>
      <ShellLayout
        header={
          <>
            <NewVersionNotice />
            <IotHeader
              menu={horizontal ? <SideMenu entries={menu} mode="horizontal" /> : undefined}
              onOpenSettings={() => setSettingsOpen(true)}
            />
          </>
        }
        sideMenu={horizontal ? undefined : <SideMenu entries={menu} />}
        footer={<AppFooter build={BUILD} showSupport />}
      />
      <SettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        layout={layout}
        onLayoutChange={setLayout}
      />
    </>
  );
}
